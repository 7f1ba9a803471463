import { NATIONS } from '@threshold/domain/schemas/address';
import { POSTCODE_MAX_LENGTH, postcodeSchema } from '@threshold/domain/schemas/fields';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ADDRESS_DATASET, ADDRESS_DATASET_FILE } from './address-dataset';
import { AddressDatasetError, parseAddressDatasetFile } from './address-dataset-file';
import { NORTHERN_IRELAND_SUPPLY_AREA } from './supply';

const addresses = ADDRESS_DATASET.flatMap((area) =>
  area.addresses.map((address) => ({
    area,
    address,
    supply: { ...area.supply, ...address.supply },
  })),
);

/** MPAN core check digit: the first 12 digits times these primes, summed, mod 11, mod 10. */
const MPAN_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];
const mpanCheckDigit = (mpan: string) =>
  String(
    ([...mpan.slice(0, 12)].reduce((sum, digit, i) => sum + Number(digit) * MPAN_PRIMES[i]!, 0) %
      11) %
      10,
  );

/** Distributor ids (the MPAN's first two digits) of GB's grid supply point groups. */
const DISTRIBUTOR_ID: Record<string, string> = {
  _A: '10',
  _B: '11',
  _C: '12',
  _D: '13',
  _E: '14',
  _F: '15',
  _G: '16',
  _P: '17',
  _N: '18',
  _J: '19',
  _H: '20',
  _K: '21',
  _L: '22',
  _M: '23',
};

/** GB homes whose meter details cannot be found (the unknown-meter path): no meter points. */
const UNKNOWN_METER_POSTCODES = ['YO19 4FB'];

describe('the address dataset', () => {
  it('has at least 60 postcodes, in England, Wales, Scotland and Northern Ireland', () => {
    expect(ADDRESS_DATASET.length).toBeGreaterThanOrEqual(60);
    for (const nation of NATIONS) {
      expect(
        ADDRESS_DATASET.filter((area) => area.nation === nation).length,
        nation,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it("has every postcode once, valid by the portal's own postcode rule, normalised and at most 8 characters", () => {
    const postcodes = ADDRESS_DATASET.map((area) => area.postcode);
    expect(new Set(postcodes).size).toBe(postcodes.length);
    for (const postcode of postcodes) {
      expect(postcodeSchema().safeParse(postcode), postcode).toEqual({
        success: true,
        data: postcode,
      });
      expect(postcode.length).toBeLessThanOrEqual(POSTCODE_MAX_LENGTH);
    }
  });

  it('gives every address a unique key made of its postcode and a number', () => {
    const keys = addresses.map(({ address }) => address.addressKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { area, address } of addresses) {
      expect(address.addressKey).toMatch(new RegExp(`^${area.postcode.replace(' ', '')}-\\d+$`));
    }
  });

  it('has 3 to 8 addresses at every postcode but the one with none', () => {
    const empty = ADDRESS_DATASET.filter((area) => area.addresses.length === 0).map(
      (area) => area.postcode,
    );
    expect(empty).toEqual(['B99 9ZZ']);
    for (const area of ADDRESS_DATASET.filter((a) => a.addresses.length > 0)) {
      expect(area.addresses.length, area.postcode).toBeGreaterThanOrEqual(3);
      expect(area.addresses.length, area.postcode).toBeLessThanOrEqual(8);
    }
  });

  it('names a council with a code of its own nation, and a water board, except at the two named postcodes', () => {
    const prefix = { England: 'E', Wales: 'W', Scotland: 'S', NorthernIreland: 'N' } as const;
    expect(ADDRESS_DATASET.filter((a) => a.council === null).map((a) => a.postcode)).toEqual([
      'CB24 1AZ',
    ]);
    expect(ADDRESS_DATASET.filter((a) => a.waterBoard === null).map((a) => a.postcode)).toEqual([
      'PL9 8FZ',
    ]);
    for (const area of ADDRESS_DATASET) {
      if (area.council)
        expect(area.council.code, area.postcode).toMatch(
          new RegExp(`^${prefix[area.nation]}\\d{8}$`),
        );
    }
    const waterIn = (nation: string) =>
      new Set(ADDRESS_DATASET.filter((a) => a.nation === nation).map((a) => a.waterBoard?.name));
    expect(waterIn('Scotland')).toEqual(new Set(['Scottish Water']));
    expect(waterIn('NorthernIreland')).toEqual(new Set(['Northern Ireland Water']));
  });

  it("puts every GB address in its nation's grid supply groups and every Northern Irish one in NI", () => {
    const groupsOf = (nation: string) =>
      new Set(
        addresses.filter(({ area }) => area.nation === nation).map(({ supply }) => supply.gspGroup),
      );
    expect(groupsOf('Scotland')).toEqual(new Set(['_N', '_P']));
    expect(groupsOf('Wales')).toEqual(new Set(['_K', '_D']));
    expect(groupsOf('NorthernIreland')).toEqual(new Set([NORTHERN_IRELAND_SUPPLY_AREA]));
    const english = groupsOf('England');
    for (const group of ['_A', '_B', '_C', '_E', '_F', '_G', '_H', '_J', '_L', '_M'])
      expect(english).toContain(group);
    expect(
      addresses.filter(({ supply }) => supply.gspGroup === null).map(({ area }) => area.postcode),
    ).toEqual(Array(5).fill('TR19 7AA'));
  });

  it('gives electricity meter points that look real: GB MPAN cores with their distributor id and check digit, NI numbers beginning 81', () => {
    for (const { area, address, supply } of addresses) {
      if (supply.gspGroup === null || UNKNOWN_METER_POSTCODES.includes(area.postcode)) {
        expect(supply.mpan, address.addressKey).toBeNull();
      } else if (supply.gspGroup === NORTHERN_IRELAND_SUPPLY_AREA) {
        expect(supply.mpan, address.addressKey).toMatch(/^81\d{9}$/);
      } else {
        expect(supply.mpan, address.addressKey).toMatch(/^\d{13}$/);
        expect(supply.mpan!.slice(0, 2), address.addressKey).toBe(DISTRIBUTOR_ID[supply.gspGroup]);
        expect(supply.mpan!.at(-1), address.addressKey).toBe(mpanCheckDigit(supply.mpan!));
      }
    }
    const mpans = addresses.map(({ supply }) => supply.mpan).filter((mpan) => mpan !== null);
    expect(new Set(mpans).size).toBe(mpans.length);
  });

  it('has GB homes without meter details only at the unknown-meter postcodes', () => {
    const unknown = addresses.filter(
      ({ supply }) =>
        supply.gspGroup !== null &&
        supply.gspGroup !== NORTHERN_IRELAND_SUPPLY_AREA &&
        supply.mpan === null,
    );
    expect(new Set(unknown.map(({ area }) => area.postcode))).toEqual(
      new Set(UNKNOWN_METER_POSTCODES),
    );
    for (const { address, supply } of unknown) {
      expect([supply.mprn, supply.electricityMeter, supply.gasMeter], address.addressKey).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it('gives gas meter points of 6 to 10 digits exactly where there is a gas meter', () => {
    for (const { address, supply } of addresses) {
      if (supply.gasMeter === null) {
        expect(supply.mprn, address.addressKey).toBeNull();
        expect(supply.isGasPrepayment, address.addressKey).toBe(false);
      } else {
        expect(supply.mprn, address.addressKey).toMatch(/^[1-9]\d{5,9}$/);
      }
    }
  });

  it('mixes meters: single rate, economy 7, smart, prepayment, homes without gas, suppliers known and unknown', () => {
    const supplies = addresses.map(({ supply }) => supply);
    for (const meter of ['single-rate', 'economy-7', 'smart'] as const) {
      expect(supplies.filter((s) => s.electricityMeter === meter).length, meter).toBeGreaterThan(
        20,
      );
    }
    expect(supplies.filter((s) => s.isElectricityPrepayment).length).toBeGreaterThan(20);
    expect(supplies.filter((s) => s.isGasPrepayment).length).toBeGreaterThan(10);
    expect(supplies.filter((s) => s.gasMeter === null).length).toBeGreaterThan(50);
    expect(supplies.filter((s) => s.currentElectricitySupplier !== null).length).toBeGreaterThan(
      50,
    );
    expect(supplies.filter((s) => s.currentElectricitySupplier === null).length).toBeGreaterThan(
      50,
    );
  });

  it('describes every named edge case for the README', () => {
    const described = ADDRESS_DATASET.filter((area) => area.demoCase).map((area) => area.postcode);
    for (const postcode of [
      'B99 9ZZ',
      'TR19 7AA',
      'M1 1AE',
      'BS1 6QF',
      'CB24 1AZ',
      'PL9 8FZ',
      'EH1 1YZ',
      'CF10 1EP',
      'BT1 5GS',
    ]) {
      expect(described).toContain(postcode);
    }
  });
});

describe('the address dataset file', () => {
  const shipped = () => JSON.parse(readFileSync(ADDRESS_DATASET_FILE, 'utf8'));

  function problemOf(file: unknown): string {
    try {
      parseAddressDatasetFile('address-dataset.json', JSON.stringify(file));
    } catch (error) {
      expect(error).toBeInstanceOf(AddressDatasetError);
      return (error as Error).message;
    }
    throw new Error('the file was accepted');
  }

  it('is checked whole at load, and a bad entry is named with the file', () => {
    const file = shipped();
    file.postcodes[0].addresses[1].supply.mpan = '23-19';
    file.postcodes[1].council = 'atlantis';
    const message = problemOf(file);
    expect(message).toContain('address-dataset.json');
    expect(message).toContain('postcodes[0] (LS1 4AP).addresses[1] (LS14AP-2).supply.mpan');
    // Keys are checked once every entry has its shape.
    file.postcodes[0].addresses[1].supply.mpan = '2319744527692';
    expect(problemOf(file)).toContain("postcodes[1] (LS6 3BN).council: no council 'atlantis'");
  });

  it('refuses a repeated address key, an unknown broadband profile, and text that is not JSON', () => {
    const file = shipped();
    file.postcodes[1].addresses[0].addressKey = 'LS14AP-1';
    file.postcodes[2].broadband = 'dial-up';
    const message = problemOf(file);
    expect(message).toContain('the address key LS14AP-1 is there twice');
    expect(message).toContain("broadband: no profile 'dial-up'");
    expect(() => parseAddressDatasetFile('address-dataset.json', '{"postcodes": [')).toThrow(
      /address-dataset.json: the file is not valid JSON/,
    );
  });
});
