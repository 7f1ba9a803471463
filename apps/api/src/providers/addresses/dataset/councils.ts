import type { Council } from '../address-provider';

/** The councils of the dataset's postcodes: name, ONS (GSS) code and website. */
export const COUNCILS = {
  leeds: { code: 'E08000035', name: 'Leeds City Council', website: 'https://www.leeds.gov.uk' },
  birmingham: {
    code: 'E08000025',
    name: 'Birmingham City Council',
    website: 'https://www.birmingham.gov.uk',
  },
  cornwall: { code: 'E06000052', name: 'Cornwall Council', website: 'https://www.cornwall.gov.uk' },
  manchester: {
    code: 'E08000003',
    name: 'Manchester City Council',
    website: 'https://www.manchester.gov.uk',
  },
  bristol: {
    code: 'E06000023',
    name: 'Bristol City Council',
    website: 'https://www.bristol.gov.uk',
  },
  southHams: {
    code: 'E07000044',
    name: 'South Hams District Council',
    website: 'https://www.southhams.gov.uk',
  },
  westminster: {
    code: 'E09000033',
    name: 'Westminster City Council',
    website: 'https://www.westminster.gov.uk',
  },
  camden: { code: 'E09000007', name: 'Camden Council', website: 'https://www.camden.gov.uk' },
  islington: {
    code: 'E09000019',
    name: 'Islington Council',
    website: 'https://www.islington.gov.uk',
  },
  hackney: { code: 'E09000012', name: 'Hackney Council', website: 'https://hackney.gov.uk' },
  lambeth: { code: 'E09000022', name: 'Lambeth Council', website: 'https://www.lambeth.gov.uk' },
  southwark: {
    code: 'E09000028',
    name: 'Southwark Council',
    website: 'https://www.southwark.gov.uk',
  },
  towerHamlets: {
    code: 'E09000030',
    name: 'Tower Hamlets Council',
    website: 'https://www.towerhamlets.gov.uk',
  },
  liverpool: {
    code: 'E08000012',
    name: 'Liverpool City Council',
    website: 'https://liverpool.gov.uk',
  },
  sheffield: {
    code: 'E08000019',
    name: 'Sheffield City Council',
    website: 'https://www.sheffield.gov.uk',
  },
  newcastle: {
    code: 'E08000021',
    name: 'Newcastle City Council',
    website: 'https://www.newcastle.gov.uk',
  },
  york: { code: 'E06000014', name: 'City of York Council', website: 'https://www.york.gov.uk' },
  hull: { code: 'E06000010', name: 'Hull City Council', website: 'https://www.hull.gov.uk' },
  brightonHove: {
    code: 'E06000043',
    name: 'Brighton & Hove City Council',
    website: 'https://www.brighton-hove.gov.uk',
  },
  southampton: {
    code: 'E06000045',
    name: 'Southampton City Council',
    website: 'https://www.southampton.gov.uk',
  },
  portsmouth: {
    code: 'E06000044',
    name: 'Portsmouth City Council',
    website: 'https://www.portsmouth.gov.uk',
  },
  oxford: { code: 'E07000178', name: 'Oxford City Council', website: 'https://www.oxford.gov.uk' },
  cambridge: {
    code: 'E07000008',
    name: 'Cambridge City Council',
    website: 'https://www.cambridge.gov.uk',
  },
  norwich: {
    code: 'E07000148',
    name: 'Norwich City Council',
    website: 'https://www.norwich.gov.uk',
  },
  ipswich: {
    code: 'E07000202',
    name: 'Ipswich Borough Council',
    website: 'https://www.ipswich.gov.uk',
  },
  nottingham: {
    code: 'E06000018',
    name: 'Nottingham City Council',
    website: 'https://www.nottinghamcity.gov.uk',
  },
  leicester: {
    code: 'E06000016',
    name: 'Leicester City Council',
    website: 'https://www.leicester.gov.uk',
  },
  lincoln: {
    code: 'E07000138',
    name: 'City of Lincoln Council',
    website: 'https://www.lincoln.gov.uk',
  },
  exeter: { code: 'E07000041', name: 'Exeter City Council', website: 'https://exeter.gov.uk' },
  plymouth: {
    code: 'E06000026',
    name: 'Plymouth City Council',
    website: 'https://www.plymouth.gov.uk',
  },
  bathNes: {
    code: 'E06000022',
    name: 'Bath & North East Somerset Council',
    website: 'https://www.bathnes.gov.uk',
  },
  reading: {
    code: 'E06000038',
    name: 'Reading Borough Council',
    website: 'https://www.reading.gov.uk',
  },
  coventry: {
    code: 'E08000026',
    name: 'Coventry City Council',
    website: 'https://www.coventry.gov.uk',
  },
  sunderland: {
    code: 'E08000024',
    name: 'Sunderland City Council',
    website: 'https://www.sunderland.gov.uk',
  },
  durham: {
    code: 'E06000047',
    name: 'Durham County Council',
    website: 'https://www.durham.gov.uk',
  },
  middlesbrough: {
    code: 'E06000002',
    name: 'Middlesbrough Council',
    website: 'https://www.middlesbrough.gov.uk',
  },
  salford: {
    code: 'E08000006',
    name: 'Salford City Council',
    website: 'https://www.salford.gov.uk',
  },
  preston: {
    code: 'E07000123',
    name: 'Preston City Council',
    website: 'https://www.preston.gov.uk',
  },
  lancaster: {
    code: 'E07000121',
    name: 'Lancaster City Council',
    website: 'https://www.lancaster.gov.uk',
  },
  cumberland: {
    code: 'E06000063',
    name: 'Cumberland Council',
    website: 'https://www.cumberland.gov.uk',
  },
  westmorlandFurness: {
    code: 'E06000064',
    name: 'Westmorland and Furness Council',
    website: 'https://www.westmorlandandfurness.gov.uk',
  },
  worcester: {
    code: 'E07000237',
    name: 'Worcester City Council',
    website: 'https://www.worcester.gov.uk',
  },
  shropshire: {
    code: 'E06000051',
    name: 'Shropshire Council',
    website: 'https://www.shropshire.gov.uk',
  },
  hastings: {
    code: 'E07000062',
    name: 'Hastings Borough Council',
    website: 'https://www.hastings.gov.uk',
  },
  luton: { code: 'E06000032', name: 'Luton Borough Council', website: 'https://www.luton.gov.uk' },
  cardiff: { code: 'W06000015', name: 'Cardiff Council', website: 'https://www.cardiff.gov.uk' },
  swansea: { code: 'W06000011', name: 'Swansea Council', website: 'https://www.swansea.gov.uk' },
  newport: {
    code: 'W06000022',
    name: 'Newport City Council',
    website: 'https://www.newport.gov.uk',
  },
  pembrokeshire: {
    code: 'W06000009',
    name: 'Pembrokeshire County Council',
    website: 'https://www.pembrokeshire.gov.uk',
  },
  carmarthenshire: {
    code: 'W06000010',
    name: 'Carmarthenshire County Council',
    website: 'https://www.carmarthenshire.gov.wales',
  },
  wrexham: {
    code: 'W06000006',
    name: 'Wrexham County Borough Council',
    website: 'https://www.wrexham.gov.uk',
  },
  gwynedd: { code: 'W06000002', name: 'Cyngor Gwynedd', website: 'https://www.gwynedd.llyw.cymru' },
  conwy: {
    code: 'W06000003',
    name: 'Conwy County Borough Council',
    website: 'https://www.conwy.gov.uk',
  },
  anglesey: {
    code: 'W06000001',
    name: 'Isle of Anglesey County Council',
    website: 'https://www.anglesey.gov.wales',
  },
  edinburgh: {
    code: 'S12000036',
    name: 'The City of Edinburgh Council',
    website: 'https://www.edinburgh.gov.uk',
  },
  glasgow: {
    code: 'S12000049',
    name: 'Glasgow City Council',
    website: 'https://www.glasgow.gov.uk',
  },
  aberdeen: {
    code: 'S12000033',
    name: 'Aberdeen City Council',
    website: 'https://www.aberdeencity.gov.uk',
  },
  dundee: {
    code: 'S12000042',
    name: 'Dundee City Council',
    website: 'https://www.dundeecity.gov.uk',
  },
  highland: {
    code: 'S12000017',
    name: 'The Highland Council',
    website: 'https://www.highland.gov.uk',
  },
  fife: { code: 'S12000047', name: 'Fife Council', website: 'https://www.fife.gov.uk' },
  stirling: { code: 'S12000030', name: 'Stirling Council', website: 'https://www.stirling.gov.uk' },
  argyllBute: {
    code: 'S12000035',
    name: 'Argyll and Bute Council',
    website: 'https://www.argyll-bute.gov.uk',
  },
  orkney: {
    code: 'S12000023',
    name: 'Orkney Islands Council',
    website: 'https://www.orkney.gov.uk',
  },
  shetland: {
    code: 'S12000027',
    name: 'Shetland Islands Council',
    website: 'https://www.shetland.gov.uk',
  },
  eileanSiar: {
    code: 'S12000013',
    name: 'Comhairle nan Eilean Siar',
    website: 'https://www.cne-siar.gov.uk',
  },
  dumfriesGalloway: {
    code: 'S12000006',
    name: 'Dumfries and Galloway Council',
    website: 'https://www.dumgal.gov.uk',
  },
  scottishBorders: {
    code: 'S12000026',
    name: 'Scottish Borders Council',
    website: 'https://www.scotborders.gov.uk',
  },
  perthKinross: {
    code: 'S12000048',
    name: 'Perth & Kinross Council',
    website: 'https://www.pkc.gov.uk',
  },
  belfast: {
    code: 'N09000003',
    name: 'Belfast City Council',
    website: 'https://www.belfastcity.gov.uk',
  },
  derryStrabane: {
    code: 'N09000005',
    name: 'Derry City and Strabane District Council',
    website: 'https://www.derrystrabane.com',
  },
  lisburnCastlereagh: {
    code: 'N09000007',
    name: 'Lisburn & Castlereagh City Council',
    website: 'https://www.lisburncastlereagh.gov.uk',
  },
  ardsNorthDown: {
    code: 'N09000011',
    name: 'Ards and North Down Borough Council',
    website: 'https://www.ardsandnorthdown.gov.uk',
  },
  fermanaghOmagh: {
    code: 'N09000006',
    name: 'Fermanagh & Omagh District Council',
    website: 'https://www.fermanaghomagh.com',
  },
  causewayCoastGlens: {
    code: 'N09000004',
    name: 'Causeway Coast and Glens Borough Council',
    website: 'https://www.causewaycoastandglens.gov.uk',
  },
  newryMourneDown: {
    code: 'N09000010',
    name: 'Newry, Mourne and Down District Council',
    website: 'https://www.newrymournedown.org',
  },
  armaghBanbridgeCraigavon: {
    code: 'N09000002',
    name: 'Armagh City, Banbridge and Craigavon Borough Council',
    website: 'https://www.armaghbanbridgecraigavon.gov.uk',
  },
} as const satisfies Record<string, Council>;
