import { RESIDENTIAL_STATUS_OPTIONS } from '@threshold/domain/codes/residential-status';
import { describe, expect, it } from 'vitest';
import type { AddressRecord } from './address-provider';
import { ADDRESS_DATASET } from './address-dataset';
import { createDatasetAddressProvider } from './dataset-address-provider';
import { NORTHERN_IRELAND_SUPPLY_AREA } from './supply';

const provider = createDatasetAddressProvider();

async function addressesAt(postcode: string): Promise<AddressRecord[]> {
  const list = await provider.findByPostcode(postcode);
  return Promise.all(list.map(async ({ addressKey }) => (await provider.findByKey(addressKey))!));
}

async function recordAt(postcode: string, simpleAddressStart: string): Promise<AddressRecord> {
  const found = (await addressesAt(postcode)).find((a) =>
    a.simpleAddress.startsWith(simpleAddressStart),
  );
  if (!found) throw new Error(`${simpleAddressStart} is not at ${postcode}`);
  return found;
}

describe('the built-in address provider', () => {
  it('finds LS1 4AP however the postcode is typed, with "1 Park Row, Leeds, LS1 4AP" first', async () => {
    for (const typed of ['LS1 4AP', 'ls14ap', ' ls1  4ap ']) {
      const list = await provider.findByPostcode(typed);
      expect(list[0], typed).toEqual({
        addressKey: 'LS14AP-1',
        simpleAddress: '1 Park Row, Leeds, LS1 4AP',
      });
      expect(list[1], typed).toEqual({
        addressKey: 'LS14AP-2',
        simpleAddress: '2 Park Row, Leeds, LS1 4AP',
      });
      expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('resolves 1 Park Row by key to a domestic English address with its supply facts', async () => {
    const record = await provider.findByKey('LS14AP-1');
    expect(record).toMatchObject({
      addressKey: 'LS14AP-1',
      houseNumber: '1',
      houseName: null,
      addressLine1: 'Park Row',
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 4AP',
      nation: 'England',
      isDomestic: true,
      supply: { gspGroup: '_M', isCommercialSupply: false },
    });
    expect(record!.supply.mpan).toMatch(/^23\d{11}$/);
  });

  it('answers no addresses for an unknown postcode and for the empty demo postcode B99 9ZZ', async () => {
    expect(await provider.findByPostcode('ZZ1 1ZZ')).toEqual([]);
    expect(await provider.findByPostcode('B99 9ZZ')).toEqual([]);
    expect(ADDRESS_DATASET.some((area) => area.postcode === 'B99 9ZZ')).toBe(true);
  });

  it('answers undefined for an unknown key', async () => {
    expect(await provider.findByKey('LS14AP-99')).toBeUndefined();
  });

  it('finds no grid supply point group (GSP_NOT_FOUND) at any address in TR19 7AA', async () => {
    const records = await addressesAt('TR19 7AA');
    expect(records.length).toBeGreaterThanOrEqual(3);
    for (const record of records) {
      expect(record.supply.gspGroup, record.simpleAddress).toBeNull();
      expect(record.isDomestic).toBe(true);
      expect(record.town).toBe('Penzance');
      expect(record.addressLine2).toBe('St Just');
    }
  });

  it('has domestic flats in M1 1AE and one business address, Unit 2', async () => {
    const records = await addressesAt('M1 1AE');
    const business = records.filter((r) => !r.isDomestic);
    expect(business.map((r) => r.simpleAddress)).toEqual([
      'Unit 2, 52 Newton Street, Manchester, M1 1AE',
    ]);
    expect(business[0]!.houseName).toBe('Unit 2');
    const flats = records.filter((r) => r.isDomestic);
    expect(flats.length).toBeGreaterThanOrEqual(3);
    for (const flat of flats) expect(flat.houseName).toMatch(/^Flat \d$/);
  });

  it('has The Old Warehouse in BS1 6QF: a home on a commercial energy supply', async () => {
    const warehouse = await recordAt('BS1 6QF', 'The Old Warehouse');
    expect(warehouse.simpleAddress).toBe(
      'The Old Warehouse, Redcliff Backs, Redcliffe, Bristol, BS1 6QF',
    );
    expect(warehouse.isDomestic).toBe(true);
    expect(warehouse.supply).toMatchObject({ isCommercialSupply: true, gspGroup: '_L' });
    const others = (await addressesAt('BS1 6QF')).filter(
      (r) => r.addressKey !== warehouse.addressKey,
    );
    for (const other of others) expect(other.supply.isCommercialSupply).toBe(false);
  });

  it.each([
    ['EH1 1YZ', 'Scotland', 'Edinburgh', 'The City of Edinburgh Council', 'Scottish Water', '_N'],
    ['CF10 1EP', 'Wales', 'Cardiff', 'Cardiff Council', 'Dŵr Cymru Welsh Water', '_K'],
    [
      'BT1 5GS',
      'NorthernIreland',
      'Belfast',
      'Belfast City Council',
      'Northern Ireland Water',
      NORTHERN_IRELAND_SUPPLY_AREA,
    ],
  ])(
    'places %s in %s (%s) with its council, water board and supply area',
    async (postcode, nation, town, council, water, gsp) => {
      const records = await addressesAt(postcode);
      expect(records.length).toBeGreaterThanOrEqual(3);
      for (const record of records) {
        expect(record).toMatchObject({
          nation,
          town,
          postcode,
          isDomestic: true,
          supply: { gspGroup: gsp },
        });
        expect((await provider.findCouncil(record))?.name).toBe(council);
        expect((await provider.findWaterBoard(record))?.name).toBe(water);
      }
    },
  );

  it('writes Edinburgh tenement flats the Edinburgh way: "Flat 1F2, 245 High Street"', async () => {
    const flat = await recordAt('EH1 1YZ', 'Flat 1F2');
    expect(flat.simpleAddress).toBe('Flat 1F2, 245 High Street, Old Town, Edinburgh, EH1 1YZ');
  });

  it('identifies no council for the new-build homes at CB24 1AZ, but their water board', async () => {
    for (const record of await addressesAt('CB24 1AZ')) {
      expect(await provider.findCouncil(record)).toBeUndefined();
      expect((await provider.findWaterBoard(record))?.name).toBe('Cambridge Water');
    }
  });

  it('identifies no water board for the new-build homes at PL9 8FZ, but their council', async () => {
    for (const record of await addressesAt('PL9 8FZ')) {
      expect(await provider.findWaterBoard(record)).toBeUndefined();
      expect((await provider.findCouncil(record))?.name).toBe('South Hams District Council');
    }
  });

  it('finds the council and water board of an address typed in by hand from its postcode', async () => {
    const typedIn = {
      ...(await provider.findByKey('LS14AP-1'))!,
      addressKey: '',
      postcode: 'LS1 4AP',
    };
    expect(await provider.findCouncil(typedIn)).toEqual({
      code: 'E08000035',
      name: 'Leeds City Council',
      website: 'https://www.leeds.gov.uk',
    });
    expect((await provider.findWaterBoard(typedIn))?.name).toBe('Yorkshire Water');
    expect(await provider.findCouncil({ ...typedIn, postcode: 'ZZ1 1ZZ' })).toBeUndefined();
  });

  it('gives every address a one-line address with its street, town and postcode', async () => {
    for (const area of ADDRESS_DATASET) {
      const list = await provider.findByPostcode(area.postcode);
      expect(list.length).toBe(area.addresses.length);
      for (const item of list) {
        expect(item.simpleAddress.trim(), item.addressKey).not.toBe('');
        expect(item.simpleAddress, item.addressKey).toContain(area.town);
        expect(item.simpleAddress.endsWith(`, ${area.postcode}`), item.addressKey).toBe(true);
      }
    }
  });

  it('answers copies, so a caller cannot change the dataset', async () => {
    const first = (await provider.findByKey('BS16QF-1'))!;
    first.supply.isCommercialSupply = false;
    first.town = 'Elsewhere';
    expect(await provider.findByKey('BS16QF-1')).toMatchObject({
      town: 'Bristol',
      supply: { isCommercialSupply: true },
    });
  });

  it('offers the four residential statuses', async () => {
    expect(await provider.residentialStatuses()).toEqual(RESIDENTIAL_STATUS_OPTIONS);
  });
});
