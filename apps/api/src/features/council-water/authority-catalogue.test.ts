import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY_CONTACTS_FILE, shippedAuthorityContacts } from './authority-contacts.seed';
import { authorityContacts } from '../../db/schema';
import { ADDRESS_DATASET } from '../../providers/addresses/address-dataset';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { parseAuthorityCatalogue, replaceAuthorityCatalogue } from './authority-catalogue';

const leeds = {
  kind: 'council',
  code: 'E08000035',
  name: 'Leeds City Council',
  emailAddress: 'council-tax@leeds.example',
  logoUrl: '/authority-logos/leeds.svg',
  registrationUrl: 'https://www.leeds.gov.uk/council-tax',
};
const yorkshire = {
  kind: 'water',
  code: 'YORKSHIRE',
  name: 'Yorkshire Water',
  emailAddress: 'movers@yorkshire.example',
};

describe('the authority contact catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const catalogue = () =>
    t.database.db
      .select()
      .from(authorityContacts)
      .orderBy(asc(authorityContacts.kind), asc(authorityContacts.code));

  it('ships a contact for every council and water board of the address dataset, loaded by the seed', async () => {
    const shipped = new Set(
      shippedAuthorityContacts().map((entry) => `${entry.kind}:${entry.code}`),
    );
    for (const area of ADDRESS_DATASET) {
      if (area.council) expect(shipped, area.postcode).toContain(`council:${area.council.code}`);
      if (area.waterBoard)
        expect(shipped, area.postcode).toContain(`water:${area.waterBoard.code}`);
    }
    expect((await catalogue()).length).toBe(shipped.size);
    expect(parseAuthorityCatalogue(readFileSync(AUTHORITY_CONTACTS_FILE, 'utf8')).ok).toBe(true);
  });

  it('refuses a file with a wrong entry, naming it, and changes nothing', async () => {
    const before = await catalogue();
    const bad = JSON.stringify([leeds, { ...yorkshire, emailAddress: 'not an address' }]);
    expect(await replaceAuthorityCatalogue(t.database.db, bad)).toEqual({
      ok: false,
      message: 'Entry 2 (water YORKSHIRE): emailAddress: must be an e-mail address',
    });
    expect(await replaceAuthorityCatalogue(t.database.db, JSON.stringify([leeds, leeds]))).toEqual({
      ok: false,
      message: 'Entry 2 (council E08000035): code: appears twice for this kind',
    });
    expect(await replaceAuthorityCatalogue(t.database.db, '[{"kind":')).toEqual({
      ok: false,
      message: 'The catalogue is not valid JSON.',
    });
    expect(await catalogue()).toEqual(before);
  });

  it('replaces the whole catalogue with a valid file', async () => {
    const result = await replaceAuthorityCatalogue(
      t.database.db,
      JSON.stringify([leeds, yorkshire]),
    );
    expect(result.ok).toBe(true);
    const rows = await catalogue();
    expect(
      rows.map(({ kind, code, emailAddress, logoUrl, registrationUrl }) => ({
        kind,
        code,
        emailAddress,
        logoUrl,
        registrationUrl,
      })),
    ).toEqual([
      {
        kind: 'council',
        code: 'E08000035',
        emailAddress: 'council-tax@leeds.example',
        logoUrl: '/authority-logos/leeds.svg',
        registrationUrl: 'https://www.leeds.gov.uk/council-tax',
      },
      {
        kind: 'water',
        code: 'YORKSHIRE',
        emailAddress: 'movers@yorkshire.example',
        logoUrl: null,
        registrationUrl: null,
      },
    ]);
  });
});
