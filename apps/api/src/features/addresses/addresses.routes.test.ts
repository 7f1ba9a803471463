import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import { GSP_NOT_FOUND } from '@threshold/domain/messages/address';
import {
  addressesResponseSchema,
  residentialStatusesResponseSchema,
} from '@threshold/domain/schemas/address';
import { selectedAddressSchema } from '@threshold/domain/schemas/moving-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { ADDRESS_NOT_FOUND_MESSAGE } from './addresses.service';
import { withFaults } from '../../providers/addresses/faulty-address-provider';
import { failingAddressProvider, slowAddressProvider, testAddressProvider } from './test-addresses';

describe('address lookups for the moving-details page', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: testAddressProvider() });
    token = await t.userToken(await t.createMover());
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers = bearer(token)) =>
    t.app.inject({ method: 'GET', url, headers });
  const choose = (addressKey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/address',
      headers: bearer(token),
      payload: { addressKey },
    });

  it('lists the addresses at a postcode, however it is typed, and is never cached', async () => {
    const response = await get('/api/addresses/ls14ap');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = addressesResponseSchema.parse(response.json());
    expect(list.map((item) => item.simpleAddress)).toContain('1 Park Row, Leeds, LS1 4AP');
    expect(addressesResponseSchema.parse((await get('/api/addresses/LS1%204AP')).json())).toEqual(
      list,
    );
  });

  it('answers an empty list for a real postcode with no addresses', async () => {
    const response = await get('/api/addresses/B99%209ZZ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a postcode that is not one with "We don\'t recognise this postcode"', async () => {
    const response = await get('/api/addresses/NOTAPOSTCODE');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.postcode).toBe("We don't recognise this postcode");
  });

  it('needs a logged-in mover: no token 401, an app token 403', async () => {
    expect((await get('/api/addresses/LS14AP', {} as ReturnType<typeof bearer>)).statusCode).toBe(
      401,
    );
    expect((await get('/api/addresses/LS14AP', bearer(await t.appToken()))).statusCode).toBe(403);
    expect((await get('/api/residential-statuses', bearer(await t.appToken()))).statusCode).toBe(
      403,
    );
  });

  it('offers the four residential statuses', async () => {
    const response = await get('/api/residential-statuses');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(
      residentialStatusesResponseSchema.parse(response.json()).map((option) => option.label),
    ).toEqual(['Home owner', 'Private tenant', 'Local authority', 'Landlord']);
  });

  it('resolves a chosen address with its lines, nation and whether it is domestic', async () => {
    const response = await choose('test-home');
    expect(response.statusCode).toBe(200);
    expect(selectedAddressSchema.parse(response.json())).toMatchObject({
      addressKey: 'test-home',
      houseNumber: '1',
      addressLine1: 'Park Row',
      town: 'Leeds',
      postcode: 'LS1 4AP',
      nation: 'England',
      isDomestic: true,
      isCommercialSupply: false,
    });
  });

  it('tells the page about a business address and a commercial supply', async () => {
    expect((await choose('test-office')).json()).toMatchObject({
      isDomestic: false,
      isCommercialSupply: false,
    });
    expect((await choose('test-commercial')).json()).toMatchObject({
      isDomestic: true,
      isCommercialSupply: true,
    });
  });

  it('answers GSP_NOT_FOUND for an address with too few details, so the page asks for it by hand', async () => {
    const response = await choose('test-no-gsp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: GSP_NOT_FOUND, code: GSP_NOT_FOUND });
  });

  it('answers 404 for an unknown address key, and 400 for none', async () => {
    const unknown = await choose('no-such-address');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADDRESS_NOT_FOUND_MESSAGE);
    const empty = await choose('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.addressKey).toBe('Please select an address from the dropdown');
  });
});

describe.each([
  { provider: 'a failing', addressProvider: failingAddressProvider },
  { provider: 'a slow', addressProvider: slowAddressProvider },
])('address lookups with $provider provider', ({ addressProvider }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: addressProvider(), addressProviderDeadlineMs: 300 });
    token = await t.userToken(await t.createMover());
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'shows the third-party message (502), never a crash or what went wrong',
    { timeout: 15_000 },
    async () => {
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/addresses/LS14AP', headers: bearer(token) }),
        t.app.inject({ method: 'GET', url: '/api/residential-statuses', headers: bearer(token) }),
        t.app.inject({
          method: 'POST',
          url: '/api/address',
          headers: bearer(token),
          payload: { addressKey: 'test-home' },
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          message: THIRD_PARTY_FAILURE_MESSAGE,
          code: 'THIRD_PARTY_FAILURE',
        });
      }
    },
  );
});

describe('a provider that sends more than the list needs', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testAddressProvider();
    t = await createTestApp({
      addressProvider: {
        ...base,
        findByPostcode: async (postcode) =>
          (await base.findByPostcode(postcode)).map((item) => ({
            ...item,
            mpan: '2368316860233',
            occupier: 'A Person',
          })),
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers only each address key and its one-line address', async () => {
    const token = await t.userToken(await t.createMover());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/addresses/LS14AP',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<Record<string, unknown>[]>();
    expect(list.length).toBeGreaterThan(0);
    for (const item of list)
      expect(Object.keys(item).sort()).toEqual(['addressKey', 'simpleAddress']);
  });
});

describe('a postcode searched again', () => {
  let t: TestApp;
  const faults = { isFailing: false };
  beforeAll(async () => {
    t = await createTestApp({ addressProvider: withFaults(testAddressProvider(), faults) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is answered from the hour-long list even while the provider is down; a new postcode is not', async () => {
    const token = await t.userToken(await t.createMover());
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
    const first = await get('/api/addresses/LS14AP');
    expect(first.statusCode).toBe(200);
    faults.isFailing = true;
    const again = await get('/api/addresses/ls1%204ap');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await get('/api/addresses/M11AE');
    expect(other.statusCode).toBe(502);
    expect(other.json().message).toBe(THIRD_PARTY_FAILURE_MESSAGE);
  });
});
