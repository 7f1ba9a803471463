import { ACCOUNT_VALIDATION_RESULT } from '@threshold/domain/codes/account-validation-result';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens';
import { enrolments } from '../db/schema';
import { bearer, createLead } from '../features/enrolment/access-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

/**
 * Names that people really have (issue 8): letters of any script, apostrophes (' and ’),
 * hyphens and spaces, in every name field the API accepts; digits and symbols are still refused
 * with the spec's "{label} cannot contain numbers or special characters".
 */

const NAMES = ["O'Brien", "D'Souza", 'Zoë', 'Ó Briain', 'Nguyễn', 'O’Brien'];

let t: TestApp;
let partnerKey: string;
let ipCounter = 0;

function inject(options: InjectOptions) {
  ipCounter += 1;
  return t.app.inject({
    ...options,
    remoteAddress: `10.78.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
}

async function enrolmentRow(id: string) {
  const [row] = await t.database.db.select().from(enrolments).where(eq(enrolments.id, id));
  if (!row) throw new Error('no enrolment');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  partnerKey = await t.partnerKey('oakfield-homes', 'real names');
});
afterAll(() => t.close());

const lead = {
  title: 'Mr',
  dateOfBirth: '1990-05-01',
  contactNumber: '07700900333',
  moveInDate: '2026-03-20',
  postcode: 'sw1a1aa',
};

describe('names that people really have', () => {
  it.each(NAMES)('a partner lead (JSON) for "%s" is created with that name', async (name) => {
    const response = await inject({
      method: 'POST',
      url: '/api/partner/leads',
      headers: bearer(partnerKey),
      payload: {
        ...lead,
        firstName: name,
        surname: name,
        emailAddress: `json-${ipCounter}@example.com`,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await enrolmentRow(response.json<{ enrolmentId: string }>().enrolmentId);
    expect({ firstName: row.firstName, surname: row.surname }).toEqual({
      firstName: name,
      surname: name,
    });
  });

  it('a CSV of leads keeps every one of those names, in NFC, and still refuses digits and symbols', async () => {
    const rows = [...NAMES, 'Zoe\u0308', 'O’Brien2', 'Ann!'].map(
      (surname, index) => `Mr,Seán,"${surname}",csv-${index}@example.com,SW1A 1AA`,
    );
    const response = await inject({
      method: 'POST',
      url: '/api/partner/leads/bulk',
      headers: { 'content-type': 'text/csv', ...bearer(partnerKey) },
      payload: ['title,firstName,surname,emailAddress,postcode', ...rows].join('\n'),
    });
    expect(response.statusCode).toBe(200);
    const results = response.json<{
      results: { row: number; status: string; enrolmentId?: string; errors?: object }[];
    }>().results;
    expect(results.map((result) => result.status)).toEqual([
      ...NAMES.map(() => 'created'),
      'created',
      'invalid',
      'invalid',
    ]);
    const surnames = await Promise.all(
      results
        .slice(0, NAMES.length + 1)
        .map(async (result) => (await enrolmentRow(result.enrolmentId ?? '')).surname),
    );
    expect(surnames).toEqual([...NAMES, 'Zoë']);
    expect(surnames[NAMES.length]).toBe('Zo\u00eb');
    expect(results.slice(-2).map((result) => result.errors)).toEqual([
      { surname: 'Surname cannot contain numbers or special characters' },
      { surname: 'Surname cannot contain numbers or special characters' },
    ]);
  });

  it.each(NAMES)('the personal details page saves "%s" as first name and surname', async (name) => {
    const created = await inject({
      method: 'POST',
      url: '/api/enrolment-auth/create',
      headers: bearer(await t.appToken()),
      payload: { selectedPartner: 'default' },
    });
    const token = created.json<{ access_token: string }>().access_token;
    const response = await inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(token),
      payload: { title: 'Ms', firstName: name, surname: name, dateOfBirth: '1990-05-01' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: name, surname: name });
  });

  it('the personal details page still refuses "O\'Brien3" with "Surname cannot contain numbers or special characters"', async () => {
    const created = await inject({
      method: 'POST',
      url: '/api/enrolment-auth/create',
      headers: bearer(await t.appToken()),
      payload: { selectedPartner: 'default' },
    });
    const response = await inject({
      method: 'PUT',
      url: '/api/enrolment-auth/personal-details',
      headers: bearer(created.json<{ access_token: string }>().access_token),
      payload: {
        title: 'Ms',
        firstName: 'Siobhán',
        surname: "O'Brien3",
        dateOfBirth: '1990-05-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      surname: 'Surname cannot contain numbers or special characters',
    });
  });

  it.each(NAMES)(
    'the onboarding edit pages save "%s" as first name and as surname',
    async (name) => {
      const invited = await createLead(t, { brandRoute: 'oakfield-homes' });
      const tokens = createAccessTokens({ secret: t.config.tokenSecret, clock: t.clock });
      const token = (
        await tokens.issue({
          kind: 'anonymous',
          subject: invited.enrolmentId,
          enrolmentId: invited.enrolmentId,
        })
      ).accessToken;
      for (const key of ['firstName', 'surname']) {
        const response = await inject({
          method: 'POST',
          url: '/api/onboarding/journey',
          headers: bearer(token),
          payload: { [key]: name },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()[key]).toBe(name);
      }
    },
  );

  it('confirm-details accepts "O\'Brien" typed for a lead the partner sent as "O’Brien"', async () => {
    const invited = await createLead(t, { surname: 'O’Brien' });
    const response = await inject({
      method: 'PUT',
      url: '/api/account/validate',
      headers: bearer(await t.appToken()),
      payload: {
        token: await invited.linkToken('saveAndContinue'),
        surname: "o'brien",
        postcode: 'SW1A 1AA',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      result: ACCOUNT_VALIDATION_RESULT.Success,
      pendingEnrolmentId: invited.enrolmentId,
    });
  });
});
