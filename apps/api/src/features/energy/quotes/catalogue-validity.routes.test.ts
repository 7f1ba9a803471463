import { readFileSync } from 'node:fs';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { PRICES_OUT_OF_DATE_MESSAGE } from '@threshold/domain/messages/energy';
import { readinessSchema } from '@threshold/domain/schemas/readiness';
import { quoteResponseSchema } from '@threshold/domain/schemas/energy-quotes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY_CATALOGUE_FILE, loadEnergyCatalogueFile } from '../catalogue/energy-catalogue.seed';
import { enrolments } from '../../../db/schema';
import { createLogger } from '../../../http/logger';
import { createDatasetAddressProvider } from '../../../providers/addresses/dataset-address-provider';
import { EnergyCatalogueFileError } from '../../../providers/energy-catalogue/catalogue-file';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createTestClock } from '../../../test-support/test-clock';
import { bearer } from '../../enrolment/access-fixtures';
import { lookedUpAddressPatch } from '../../enrolment/address-patch';

// The shipped demo catalogue holds the July–September 2026 cap; today is 27 November 2026.
const NOVEMBER = '2026-11-27T10:00:00Z';
const AUGUST = '2026-08-03T10:00:00Z';
const demoJson = readFileSync(ENERGY_CATALOGUE_FILE, 'utf8');

/** The demo catalogue relabelled for October–December 2026, as an operator would load it. */
function octoberToDecember(): string {
  const file = JSON.parse(demoJson) as Record<string, unknown>;
  return JSON.stringify({
    ...file,
    label: 'Operator test catalogue 1 Oct – 31 Dec 2026',
    validFrom: '2026-10-01',
    validTo: '2026-12-31',
  });
}

async function moverOf(t: TestApp, moveInDate = '2026-12-10'): Promise<string> {
  const created = await t.createMover();
  const record = await createDatasetAddressProvider().findByKey('LS63BN-2');
  if (!record) throw new Error('no address LS63BN-2');
  await t.database.db
    .update(enrolments)
    .set({
      status: ENROLMENT_STATUS.detailsPopulated,
      tenantPortalStorage: 'productSelection',
      firstName: 'Robin',
      surname: 'Hartley',
      emailAddress: created.email,
      moveInDate,
      ...lookedUpAddressPatch(record),
      energyOptIn: 1,
      energyConsented: true,
      entertainmentOptIn: 0,
      entertainmentConsented: false,
      councilOptIn: 0,
      councilConsented: false,
      waterOptIn: 0,
      waterConsented: false,
    })
    .where(eq(enrolments.id, created.enrolmentId));
  return t.userToken(created);
}

const quote = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/quotes', headers: bearer(token), payload: {} });
const readiness = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/readiness' });
  expect(response.statusCode).toBe(200);
  return readinessSchema.parse(response.json());
};

describe('energy prices past their period, in production', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const clock = createTestClock();
    clock.set(NOVEMBER);
    t = await createTestApp({
      config: { nodeEnv: 'production' },
      clock,
      logger: createLogger('info', { write: (line: string) => logLines.push(line) }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('says at start, in the operator log, that the prices expired and quotes are refused', () => {
    expect(logLines.filter((line) => line.includes('energy catalogue not current'))).toEqual([
      expect.stringContaining(
        "energy catalogue not current (quotes refused): the energy catalogue's prices expired on 2026-09-30 (today is 2026-11-27)",
      ),
    ]);
  });

  it("quotes no price: the list's can't-give-you-a-quote words, and readiness and the log say why", async () => {
    t.clock.set(NOVEMBER);
    const token = await moverOf(t);
    const refused = await quote(t, token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'PRICES_OUT_OF_DATE',
      message: PRICES_OUT_OF_DATE_MESSAGE,
    });
    expect(PRICES_OUT_OF_DATE_MESSAGE).toMatch(
      /^Unfortunately, we can't give you a quote right now\./,
    );
    await quote(t, token);
    const logged = logLines.filter((line) => line.includes('energy quotes refused'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(
      "the energy catalogue's prices expired on 2026-09-30 (today is 2026-11-27)",
    );

    expect(await readiness(t)).toEqual({
      status: 'degraded',
      database: 'ok',
      migrations: 'applied',
      energyCatalogue: {
        label: 'Illustrative, based on the Ofgem price cap 1 Jul – 30 Sep 2026',
        validFrom: '2026-07-01',
        validTo: '2026-09-30',
        validity: 'expired',
        quotes: 'refused',
        reason:
          "the energy catalogue's prices expired on 2026-09-30 (today is 2026-11-27): load the current quarter's catalogue with npm run energy-catalogue",
      },
    });
  });

  it('refuses to load a catalogue whose period is over, and quotes again once October–December is loaded', async () => {
    t.clock.set(NOVEMBER);
    const token = await moverOf(t);
    let problems: string[] = [];
    try {
      await loadEnergyCatalogueFile(t.database.db, 'energy-catalogue.json', demoJson, {
        today: '2026-11-27',
      });
    } catch (error) {
      if (!(error instanceof EnergyCatalogueFileError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      "validTo: the catalogue's prices expired on 2026-09-30 (today is 2026-11-27); load a catalogue for the current period",
    ]);

    await loadEnergyCatalogueFile(t.database.db, 'october.json', octoberToDecember(), {
      today: '2026-11-27',
    });
    const answer = await quote(t, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = quoteResponseSchema.parse(answer.json());
    expect(listed.catalogueLabel).toBe('Operator test catalogue 1 Oct – 31 Dec 2026');
    expect(listed.catalogueNotice).toBeUndefined();
    expect(listed.tariffs.length).toBeGreaterThan(0);
    expect(await readiness(t)).toMatchObject({
      status: 'ready',
      energyCatalogue: { validity: 'current', quotes: 'quoting', reason: null },
    });
  });
});

describe('energy prices past their period, outside production (the demo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('still quotes, with the notice "Illustrative prices, valid to 30/09/2026"; none while current', async () => {
    t.clock.set(NOVEMBER);
    const token = await moverOf(t);
    const answer = await quote(t, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = quoteResponseSchema.parse(answer.json());
    expect(listed.catalogueNotice).toBe('Illustrative prices, valid to 30/09/2026');
    expect(listed.tariffs.length).toBeGreaterThan(0);
    // Each price carries the catalogue's terms (service-journeys 3 "Energy tariff").
    expect(listed.tariffs.find((tariff) => tariff.id === 'hs-fix-12-dual')).toMatchObject({
      generalTermsUrl: 'https://hearthstone-energy.threshold.example/terms',
      termsUrl: 'https://hearthstone-energy.threshold.example/tariffs/hs-fix-12',
      tariffTermsPDF: 'https://hearthstone-energy.threshold.example/tariffs/hs-fix-12/terms.pdf',
      elecDisplaySupplierName: 'Hearthstone Energy',
      gasDisplaySupplierName: 'Hearthstone Energy',
      principalTerms: expect.arrayContaining([
        'Your unit rates and standing charges are fixed for 12 months from your supply start date.',
      ]),
    });
    expect(await readiness(t)).toMatchObject({
      status: 'degraded',
      energyCatalogue: { validity: 'expired', quotes: 'illustrative' },
    });

    t.clock.set(AUGUST);
    const inPeriod = await moverOf(t, '2026-08-10');
    const inPeriodAnswer = await quote(t, inPeriod);
    expect(inPeriodAnswer.statusCode, inPeriodAnswer.body).toBe(200);
    const current = quoteResponseSchema.parse(inPeriodAnswer.json());
    expect(current.catalogueNotice).toBeUndefined();
    expect(await readiness(t)).toMatchObject({ status: 'ready' });
  });
});
