import type { WaterBoard } from '../address-provider';

/** The water and sewerage companies that serve the dataset's postcodes (the company a household is billed by). */
export const WATER_BOARDS = {
  yorkshire: {
    code: 'YORKSHIRE',
    name: 'Yorkshire Water',
    website: 'https://www.yorkshirewater.com',
  },
  severnTrent: {
    code: 'SEVERN_TRENT',
    name: 'Severn Trent Water',
    website: 'https://www.stwater.co.uk',
  },
  southWest: {
    code: 'SOUTH_WEST',
    name: 'South West Water',
    website: 'https://www.southwestwater.co.uk',
  },
  unitedUtilities: {
    code: 'UNITED_UTILITIES',
    name: 'United Utilities',
    website: 'https://www.unitedutilities.com',
  },
  bristol: { code: 'BRISTOL', name: 'Bristol Water', website: 'https://www.bristolwater.co.uk' },
  cambridge: {
    code: 'CAMBRIDGE',
    name: 'Cambridge Water',
    website: 'https://www.cambridge-water.co.uk',
  },
  thames: { code: 'THAMES', name: 'Thames Water', website: 'https://www.thameswater.co.uk' },
  northumbrian: {
    code: 'NORTHUMBRIAN',
    name: 'Northumbrian Water',
    website: 'https://www.nwl.co.uk',
  },
  southern: {
    code: 'SOUTHERN',
    name: 'Southern Water',
    website: 'https://www.southernwater.co.uk',
  },
  portsmouth: {
    code: 'PORTSMOUTH',
    name: 'Portsmouth Water',
    website: 'https://www.portsmouthwater.co.uk',
  },
  anglian: { code: 'ANGLIAN', name: 'Anglian Water', website: 'https://www.anglianwater.co.uk' },
  wessex: { code: 'WESSEX', name: 'Wessex Water', website: 'https://www.wessexwater.co.uk' },
  affinity: {
    code: 'AFFINITY',
    name: 'Affinity Water',
    website: 'https://www.affinitywater.co.uk',
  },
  welsh: { code: 'DWR_CYMRU', name: 'Dŵr Cymru Welsh Water', website: 'https://www.dwrcymru.com' },
  hafrenDyfrdwy: {
    code: 'HAFREN_DYFRDWY',
    name: 'Hafren Dyfrdwy',
    website: 'https://www.hdcymru.co.uk',
  },
  scottish: {
    code: 'SCOTTISH',
    name: 'Scottish Water',
    website: 'https://www.scottishwater.co.uk',
  },
  northernIreland: {
    code: 'NI_WATER',
    name: 'Northern Ireland Water',
    website: 'https://www.niwater.com',
  },
} as const satisfies Record<string, WaterBoard>;
