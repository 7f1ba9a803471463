import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import { confirmationDetailsSchema } from '@threshold/domain/schemas/confirmation';
import {
  energyCompletionSchema,
  paymentSavedSchema,
} from '@threshold/domain/schemas/energy-payment';
import { paymentPageSchema } from '@threshold/domain/schemas/energy-payment-page';
import type { PricedTariff } from '@threshold/domain/schemas/energy-quotes';
import { eq } from 'drizzle-orm';
import { SHIPPED_MODULUS_WEIGHTS_FILE } from '@threshold/domain/bank/shipped-modulus-weights';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import {
  brands,
  energyAddOns,
  energyCatalogues,
  energyJourneys,
  energySignups,
  energySuppliers,
  enrolments,
  outboxMessages,
} from '../../../db/schema';
import { createLogger } from '../../../http/logger';
import { createOutboxRepo } from '../../../messages/outbox.repo';
import { createOutboxWorker } from '../../../messages/outbox-worker';
import { createDevMailboxTransport } from '../../../messages/transports/dev-mailbox.transport';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { loadModulusWeightTable } from '../../../providers/bank-account/bank-account-checker';
import { bearer } from '../../enrolment/access-fixtures';
import { SCRUBBED_PSR_RECORD } from '../journey/energy-journey.repo';
import {
  scrubExpiredBankDetails,
  SCRUBBED_BANK_DETAILS,
  SCRUBBED_PSR,
} from './energy-payment.repo';

// The test clock stands at Monday 2 March 2026, 10:00 UTC.
const TODAY = '2026-03-02T10:00:00Z';
const SUPPLIER = 'payment-test-energy';
const GAS_SUPPLIER = 'payment-test-gas';
const SIGNUP_EMAIL = 'signups@payment-test.example';
const GAS_SIGNUP_EMAIL = 'signups@payment-test-gas.example';
/** Vocalink's published test pair 1 (standard modulus 10), and its failing neighbour (test 29). */
const VALID = { sortCode: '08-99-99', accountNumber: '66374958' };
const FAILS_MODULUS = { sortCode: '089999', accountNumber: '66374959' };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

function pricedTariff(overrides: Partial<PricedTariff> = {}): PricedTariff {
  return {
    id: 'pay-fix-12',
    identifier: 'pay-fix-12',
    tariffUrl: 'pay-fix-12',
    quoteId: '00000000-0000-4000-8000-000000000001',
    priceId: 'pay-fix-12:DualFuel',
    tariffName: 'Payment Test Fix 12',
    supplierId: SUPPLIER,
    supplierName: 'Payment Test Energy',
    supplierImageUrl: '/logos/payment-test.svg',
    isFeaturedSupplier: true,
    energyType: 'DualFuel',
    tariffType: 'Fixed',
    paymentMethod: 'Monthly Direct Debit',
    contractLength: 12,
    fixedTermEnd: '2027-03-09',
    isPaperless: true,
    isSmartSpecific: false,
    isDefault: true,
    recommendationReason: null,
    uspText: null,
    enhancedFeatures: ['No exit fees'],
    offersGreenerUpgrade: false,
    winterUplift: true,
    electricity: null,
    gas: null,
    newSpend: 150_000,
    newSpendMonthly: 12_500,
    newSpendMonthlyElec: 8_000,
    newSpendMonthlyGas: 4_500,
    svtSaving: 5_000,
    termsUrl: null,
    ...overrides,
  };
}

const directDebitForm = (overrides: Record<string, unknown> = {}) => ({
  bankAccountName: 'Robin Hartley',
  bankAccountNumber: VALID.accountNumber,
  bankAccountSortCode: VALID.sortCode,
  preferredDay: '15',
  termsAndConditions: true,
  ...overrides,
});

describe('energy payment and completion', () => {
  let t: TestApp;
  const logLines: string[] = [];
  /** A brand with the halfHourlySettlementConsent flag on (the default brand has it off). */
  let halfHourlyBrandId: number;

  beforeAll(async () => {
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    );
    t = await createTestApp({ logger });
    const db = t.database.db;
    const [catalogue] = await db
      .insert(energyCatalogues)
      .values({
        label: 'Payment test catalogue',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        source: 'tests',
        isActive: false,
      })
      .returning();
    await db.insert(energySuppliers).values([
      {
        id: SUPPLIER,
        catalogueId: catalogue!.id,
        name: 'Payment Test Energy',
        logoUrl: '/logos/payment-test.svg',
        signupEmail: SIGNUP_EMAIL,
      },
      {
        id: GAS_SUPPLIER,
        catalogueId: catalogue!.id,
        name: 'Payment Test Gas',
        logoUrl: '/logos/gas.svg',
        signupEmail: GAS_SIGNUP_EMAIL,
      },
    ]);
    await db.insert(energyAddOns).values([
      {
        id: 'payment-test-boiler',
        catalogueId: catalogue!.id,
        supplierId: SUPPLIER,
        type: 4,
        title: 'Boiler cover',
        description: 'Yearly service and repairs',
        billingFrequency: 'Monthly',
        costPence: 1_200,
        discountCostPence: 600,
        discountDescription: 'for the first 6 months',
      },
    ]);
  });
  beforeAll(async () => {
    const [branch] = await t.database.db
      .update(brands)
      .set({ flagHalfHourlySettlementConsent: true })
      .where(eq(brands.name, 'Harbour Lettings Leeds'))
      .returning({ id: brands.id });
    halfHourlyBrandId = branch!.id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(TODAY);
  });

  /** A mover whose energy is open (dual fuel, moving in on 10 March) with a chosen tariff and add-on. */
  async function mover(
    options: {
      extra?: Partial<typeof enrolments.$inferInsert>;
      journey?: Partial<typeof energyJourneys.$inferInsert> | null;
    } = {},
  ) {
    const created = await t.createMover();
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        surname: 'Hartley',
        emailAddress: created.email,
        moveInDate: '2026-03-10',
        houseNumber: '12',
        addressLine1: 'Park Row',
        town: 'Leeds',
        postcode: 'LS1 5HD',
        energyOptIn: 1,
        energyConsented: true,
        entertainmentOptIn: 0,
        entertainmentConsented: false,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
        isMeterInfoValid: true,
        quotableEnergy: true,
        fuelType: 'DualFuel',
        ...options.extra,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    if (options.journey !== null) {
      await t.database.db.insert(energyJourneys).values({
        enrolmentId: created.enrolmentId,
        selectedTariff: pricedTariff(),
        selectedAddOns: ['payment-test-boiler'],
        startDate: '2026-03-10',
        psr: {
          selection: { temporaryPostHospitalRecovery: '30/06/2026' },
          specialCommsPreferences: 'LARGE_PRINT',
        },
        psrAnswered: true,
        ...options.journey,
      });
    }
    return { ...created, token: await t.userToken(created) };
  }

  const call = (token: string, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const journeyOf = async (enrolmentId: string) =>
    (
      await t.database.db
        .select()
        .from(energyJourneys)
        .where(eq(energyJourneys.enrolmentId, enrolmentId))
    )[0]!;
  const messagesOf = (enrolmentId: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.enrolmentId, enrolmentId));
  const deliver = () =>
    createOutboxWorker({
      db: t.database.db,
      repo: createOutboxRepo(),
      transports: { email: createDevMailboxTransport(), sms: createDevMailboxTransport() },
      clock: t.clock,
      logger: silent,
    }).runOnce();

  describe('GET /api/enrolment/energy/payment', () => {
    it('answers the chosen tariff, the direct debit form and "Your Summary" (monthly estimate with add-ons, start date, PSR needs)', async () => {
      const { token } = await mover();
      const response = await call(token, 'GET', '/api/enrolment/energy/payment');
      expect(response.statusCode).toBe(200);
      expect(paymentPageSchema.parse(response.json())).toMatchObject({
        tariffs: [{ tariffName: 'Payment Test Fix 12' }],
        isDirectDebit: true,
        needsSmartAcknowledgement: false,
        isNewSupplier: true,
        summary: {
          monthlyEstimateFormatted: '£137.00',
          monthlyAfterDiscountsFormatted: '£131.00',
          addOns: [
            {
              title: 'Boiler cover',
              priceText: '£6.00 a month for the first 6 months, then £12.00 a month',
            },
          ],
          startDate: '2026-03-10',
          psrNeeds: [
            'Recovering from a stay in hospital (temporary) (until 30/06/2026)',
            'Contact format: LARGE_PRINT',
          ],
        },
      });
      expect(paymentPageSchema.parse(response.json()).preferredDayOptions).toHaveLength(28);
    });
  });

  describe('half-hourly smart meter readings (the brand flag halfHourlySettlementConsent)', () => {
    const halfHourly = {
      smartBillingDataRate: 'HalfHourly',
      smartSettlementDataRate: 'HalfHourly',
    };

    it('are refused, and nothing kept, when the brand does not offer them', async () => {
      const { token, enrolmentId } = await mover();
      const page = paymentPageSchema.parse(
        (await call(token, 'GET', '/api/enrolment/energy/payment')).json(),
      );
      expect(page.halfHourlyAllowed).toBe(false);
      for (const [method, url] of [
        ['PUT', '/api/enrolment/directdebit'],
        ['POST', '/api/enrolment/energy/complete'],
      ] as const) {
        const refused = await call(token, method, url, directDebitForm(halfHourly));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({
          smartBillingDataRate:
            'Please choose how often your smart meter may be read from the options shown',
          smartSettlementDataRate:
            'Please choose how often your smart meter may be read from the options shown',
        });
      }
      expect((await journeyOf(enrolmentId)).payment).toBeNull();
      expect(await messagesOf(enrolmentId)).toEqual([]);
    });

    it('are accepted and kept where the brand has the flag on', async () => {
      const { token, enrolmentId } = await mover({ extra: { brandId: halfHourlyBrandId } });
      const page = paymentPageSchema.parse(
        (await call(token, 'GET', '/api/enrolment/energy/payment')).json(),
      );
      expect(page.halfHourlyAllowed).toBe(true);
      const saved = await call(
        token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm(halfHourly),
      );
      expect(saved.statusCode).toBe(200);
      expect((await journeyOf(enrolmentId)).payment).toMatchObject(halfHourly);
    });
  });

  describe('the foundation and group marketing opt-ins', () => {
    it('are saved with the payment and told to the supplier', async () => {
      const { token, enrolmentId } = await mover();
      const form = directDebitForm({ foundationMarketing: true, groupMarketing: false });
      expect((await call(token, 'PUT', '/api/enrolment/directdebit', form)).statusCode).toBe(200);
      expect((await journeyOf(enrolmentId)).payment).toMatchObject({
        foundationMarketing: true,
        groupMarketing: false,
      });
      expect((await call(token, 'POST', '/api/enrolment/energy/complete', form)).statusCode).toBe(
        200,
      );
      const [message] = await messagesOf(enrolmentId);
      expect(message!.textBody).toContain('Payment Test Energy Foundation news yes');
      expect(message!.textBody).toContain('offers from the Payment Test Energy group no');
    });
  });

  describe('PUT /api/enrolment/directdebit', () => {
    it("answers every empty field's message in the project's 400 shape", async () => {
      const { token } = await mover();
      const response = await call(token, 'PUT', '/api/enrolment/directdebit', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please enter your Account Holder Name',
        code: 'VALIDATION_FAILED',
        errors: {
          bankAccountName: 'Please enter your Account Holder Name',
          bankAccountNumber: 'Please enter your Bank Account Number',
          bankAccountSortCode: 'Please enter your Sort Code',
          preferredDay: 'Please choose your preferred payment day',
          termsAndConditions: 'This field is required',
        },
      });
    });

    it('refuses a sort code and account number that fail the modulus check, and keeps nothing', async () => {
      const { token, enrolmentId } = await mover();
      const response = await call(
        token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm({
          bankAccountSortCode: FAILS_MODULUS.sortCode,
          bankAccountNumber: FAILS_MODULUS.accountNumber,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        bankAccountNumber: 'Please check your sort code and account number',
      });
      expect((await journeyOf(enrolmentId)).payment).toBeNull();
    });

    it('checks bank details with the newest Vocalink weight table loaded: a sort code range added after v8.50 is checked once its table is loaded', async () => {
      const { token } = await mover();
      const newRange = directDebitForm({
        bankAccountSortCode: '092000',
        bankAccountNumber: '12345678',
      });
      // 092000 is not in v8.50, so it cannot be checked and passes.
      expect((await call(token, 'PUT', '/api/enrolment/directdebit', newRange)).statusCode).toBe(
        200,
      );
      const shipped = SHIPPED_MODULUS_WEIGHTS_FILE as { weights: string[] };
      await loadModulusWeightTable(t.database.db, {
        ...shipped,
        version: '9.00',
        // In force today (a table is used from its valid-from date, London time).
        validFrom: '2026-03-02',
        weights: [...shipped.weights, '092000 092000 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2 1'].sort(
          (a, b) => a.slice(0, 6).localeCompare(b.slice(0, 6)),
        ),
      });
      const response = await call(token, 'PUT', '/api/enrolment/directdebit', newRange);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        bankAccountNumber: 'Please check your sort code and account number',
      });
      // Vocalink's pairs still answer as before.
      expect(
        (await call(token, 'PUT', '/api/enrolment/directdebit', directDebitForm())).statusCode,
      ).toBe(200);
    });

    it("keeps the preferences and the account number's last 3 digits, never the bank details, and logs none of them", async () => {
      const { token, enrolmentId } = await mover();
      const response = await call(token, 'PUT', '/api/enrolment/directdebit', directDebitForm());
      expect(response.statusCode).toBe(200);
      expect(paymentSavedSchema.parse(response.json())).toEqual({
        paymentMethod: 'Monthly Direct Debit',
        paperMandate: false,
        preferredDay: 15,
        bankAccountEnding: '958',
      });
      const journey = await journeyOf(enrolmentId);
      expect(journey.bankAccountEnding).toBe('958');
      const kept = JSON.stringify(journey);
      expect(kept).not.toContain('66374958');
      expect(kept).not.toContain('089999');
      expect(kept).not.toContain('Robin Hartley');
      expect(logLines.join('')).not.toContain('66374958');
    });

    it('redacts the bank fields from any log line that carries them', () => {
      const lines: string[] = [];
      const logger = createLogger(
        'info',
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      logger.info({ body: directDebitForm() }, 'a request body logged by mistake');
      expect(lines.join('')).toContain('[redacted]');
      expect(lines.join('')).not.toContain('66374958');
      expect(lines.join('')).not.toContain('08-99-99');
      expect(lines.join('')).not.toContain('Robin Hartley');
    });

    it('with a paper mandate asks no account number or sort code and keeps no ending', async () => {
      const { token } = await mover();
      const response = await call(
        token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm({ bankAccountNumber: '', bankAccountSortCode: '', paperMandate: true }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ paperMandate: true, bankAccountEnding: null });
    });

    it('asks for the smart-meter acknowledgement for a smart-specific tariff in a home without smart meters', async () => {
      const { token } = await mover({
        journey: { selectedTariff: pricedTariff({ isSmartSpecific: true }) },
      });
      const response = await call(token, 'PUT', '/api/enrolment/directdebit', directDebitForm());
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ smartMeterAcknowledged: 'This field is required' });
      const acknowledged = await call(
        token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm({ smartMeterAcknowledged: true }),
      );
      expect(acknowledged.statusCode).toBe(200);
    });

    it('refuses fields the form does not have (no completion flags through the body)', async () => {
      const { token } = await mover();
      const response = await call(
        token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm({ energyComplete: true }),
      );
      expect(response.statusCode).toBe(400);
    });

    it('answers 409 without a chosen tariff, and before energy is open', async () => {
      const noTariff = await mover({ journey: null });
      const first = await call(
        noTariff.token,
        'PUT',
        '/api/enrolment/directdebit',
        directDebitForm(),
      );
      expect(first.statusCode).toBe(409);
      expect(first.json().message).toBe('Please select a tariff to continue');
      const notOpted = await mover({ extra: { energyOptIn: 0, energyConsented: false } });
      expect(
        (await call(notOpted.token, 'PUT', '/api/enrolment/directdebit', directDebitForm()))
          .statusCode,
      ).toBe(409);
    });

    it('needs a logged-in mover', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/enrolment/directdebit',
        payload: directDebitForm(),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/enrolment/setup-payg', () => {
    it('asks only the terms for a pay-as-you-go tariff and keeps no bank details', async () => {
      const { token, enrolmentId } = await mover({
        journey: {
          selectedTariff: pricedTariff({ paymentMethod: 'Prepayment Meter', winterUplift: false }),
        },
      });
      const refused = await call(token, 'PUT', '/api/enrolment/setup-payg', {});
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ termsAndConditions: 'This field is required' });
      const saved = await call(token, 'PUT', '/api/enrolment/setup-payg', {
        termsAndConditions: true,
        smartBillingDataRate: 'Daily',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        paymentMethod: 'Prepayment Meter',
        bankAccountEnding: null,
      });
      expect((await journeyOf(enrolmentId)).payment).toMatchObject({
        smartBillingDataRate: 'Daily',
      });
      // A direct debit save for a pay-as-you-go tariff is out of place.
      expect(
        (await call(token, 'PUT', '/api/enrolment/directdebit', directDebitForm())).statusCode,
      ).toBe(409);
    });
  });

  describe('POST /api/enrolment/energy/complete', () => {
    it("writes the sign-up and the supplier's message once, marks energy complete, and the confirmation card shows it", async () => {
      const { token, enrolmentId } = await mover();
      const response = await call(
        token,
        'POST',
        '/api/enrolment/energy/complete',
        directDebitForm(),
      );
      expect(response.statusCode).toBe(200);
      const completion = energyCompletionSchema.parse(response.json());
      expect(completion.signups).toHaveLength(1);
      expect(completion.signups[0]).toMatchObject({
        supplierName: 'Payment Test Energy',
        state: 'queued',
      });
      const reference = completion.signups[0]!.reference;

      const [enrolment] = await t.database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.id, enrolmentId));
      expect(enrolment!.energyComplete).toBe(true);
      expect(enrolment!.lastJourneyActivityAt?.toISOString()).toBe('2026-03-02T10:00:00.000Z');

      const [signup] = await t.database.db
        .select()
        .from(energySignups)
        .where(eq(energySignups.enrolmentId, enrolmentId));
      expect(signup!.record).toMatchObject({
        supplierName: 'Payment Test Energy',
        startDate: '2026-03-10',
        paymentMethod: 'Monthly Direct Debit',
        tariffs: [{ tariffName: 'Payment Test Fix 12', newSpendMonthly: 12_500 }],
        addOns: [{ title: 'Boiler cover', billedCostPence: 1_200, billedDiscountCostPence: 600 }],
        psr: { selection: { temporaryPostHospitalRecovery: '30/06/2026' } },
        payment: { preferredDay: 15, bankAccountEnding: '958' },
      });
      expect(JSON.stringify(signup!.record)).not.toContain('66374958');

      const messages = await messagesOf(enrolmentId);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.recipient).toBe(SIGNUP_EMAIL);
      expect(messages[0]!.subject).toBe(`New energy sign-up (reference ${reference})`);
      expect(messages[0]!.textBody).toContain(
        'Tariff: Payment Test Fix 12 (dual fuel, Monthly Direct Debit), estimated £125.00 a month',
      );
      expect(messages[0]!.textBody).toContain(
        'Add-ons: Boiler cover (£6.00 a month for the first 6 months, then £12.00 a month)',
      );
      expect(messages[0]!.textBody).toContain('Supply start date: 10/03/2026');
      expect(messages[0]!.textBody).toMatch(
        /Priority Services Register: .+ \(until 30\/06\/2026\); Contact format: LARGE_PRINT/,
      );
      expect(messages[0]!.textBody).toContain(
        'Bank details: account holder Robin Hartley, sort code 08-99-99, account number 66374958',
      );

      // A second call (a double press, a retry) sends nothing more.
      const again = await call(token, 'POST', '/api/enrolment/energy/complete', directDebitForm());
      expect(again.statusCode).toBe(200);
      expect(energyCompletionSchema.parse(again.json()).signups.map((s) => s.reference)).toEqual([
        reference,
      ]);
      expect(await messagesOf(enrolmentId)).toHaveLength(1);
      // ...and the payment step is closed now.
      expect(
        (await call(token, 'PUT', '/api/enrolment/directdebit', directDebitForm())).statusCode,
      ).toBe(409);

      const details = async () => {
        const answer = await call(token, 'GET', '/api/confirmationdetails');
        expect(answer.statusCode).toBe(200);
        return confirmationDetailsSchema.parse(answer.json()).confirmationProductsSummary.energy;
      };
      expect(await details()).toMatchObject({
        isCompleted: true,
        supplierName: 'Payment Test Energy',
        tariffName: 'Payment Test Fix 12',
        paymentType: 'Monthly Direct Debit',
        energySwitchDate: '2026-03-10',
        estimatedTotalMonthlyAmountFormatted: '£137.00',
        estimatedTotalMonthlyAmountFormattedAfterDiscounts: '£131.00',
        addOns: [{ title: 'Boiler cover' }],
        signup: { reference, state: 'queued' },
      });
      await deliver();
      expect((await details()).signup).toMatchObject({ reference, state: 'sent' });

      // A week after delivery the bank details leave the message too.
      expect(await scrubExpiredBankDetails(t.database.db, new Date('2026-03-08T10:00:00Z'))).toBe(
        0,
      );
      expect(
        await scrubExpiredBankDetails(t.database.db, new Date('2026-03-09T10:00:01Z')),
      ).toBeGreaterThanOrEqual(1);
      const [scrubbed] = await messagesOf(enrolmentId);
      expect(scrubbed!.textBody).toContain(SCRUBBED_BANK_DETAILS);
      expect(scrubbed!.textBody).not.toContain('66374958');
      expect(scrubbed!.htmlBody).not.toContain('66374958');
      // ...and so do the Priority Services Register needs (health data), from the record as well.
      expect(scrubbed!.textBody).toContain(SCRUBBED_PSR);
      for (const body of [scrubbed!.textBody, scrubbed!.htmlBody ?? '']) {
        expect(body).not.toMatch(/hospital|30\/06\/2026|LARGE_PRINT/);
      }
      const [kept] = await t.database.db
        .select()
        .from(energySignups)
        .where(eq(energySignups.enrolmentId, enrolmentId));
      expect(kept!.record.psr).toEqual(SCRUBBED_PSR_RECORD);
      expect(JSON.stringify(kept!.record)).not.toMatch(/hospital|temporaryPostHospitalRecovery/);
      // ...and from the mover's own PSR answer, which would otherwise keep them for good.
      const [journey] = await t.database.db
        .select()
        .from(energyJourneys)
        .where(eq(energyJourneys.enrolmentId, enrolmentId));
      expect(journey!.psr).toEqual(SCRUBBED_PSR_RECORD);
      expect(journey!.psrAnswered).toBe(true);
      const psrAnswer = await call(token, 'GET', '/api/enrolment/psr');
      expect(JSON.stringify(psrAnswer.json())).not.toMatch(
        /hospital|temporaryPostHospitalRecovery|LARGE_PRINT/,
      );
      expect(await scrubExpiredBankDetails(t.database.db, new Date('2026-03-09T10:00:02Z'))).toBe(
        0,
      );
    });

    it('refuses an invalid form without completing anything', async () => {
      const { token, enrolmentId } = await mover();
      const response = await call(
        token,
        'POST',
        '/api/enrolment/energy/complete',
        directDebitForm({
          bankAccountSortCode: FAILS_MODULUS.sortCode,
          bankAccountNumber: FAILS_MODULUS.accountNumber,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.bankAccountNumber).toBe(
        'Please check your sort code and account number',
      );
      const [enrolment] = await t.database.db
        .select()
        .from(enrolments)
        .where(eq(enrolments.id, enrolmentId));
      expect(enrolment!.energyComplete).toBe(false);
      expect(await messagesOf(enrolmentId)).toHaveLength(0);
    });

    it('writes one sign-up per supplier for mixed meters, and shows both cards', async () => {
      const { token, enrolmentId } = await mover({
        extra: { isMixedMeters: true, fuelType: 'DualFuel' },
        journey: {
          selectedTariff: pricedTariff({
            energyType: 'Electric',
            priceId: 'pay-fix-12:Electric',
            newSpendMonthly: 8_000,
          }),
          selectedTariffSecondary: pricedTariff({
            id: 'gas-var',
            priceId: 'gas-var:Gas',
            tariffName: 'Gas Variable',
            supplierId: GAS_SUPPLIER,
            supplierName: 'Payment Test Gas',
            energyType: 'Gas',
            tariffType: 'Variable',
            contractLength: null,
            newSpendMonthly: 4_500,
          }),
        },
      });
      const response = await call(
        token,
        'POST',
        '/api/enrolment/energy/complete',
        directDebitForm(),
      );
      expect(response.statusCode).toBe(200);
      expect(
        energyCompletionSchema
          .parse(response.json())
          .signups.map((s) => s.supplierName)
          .sort(),
      ).toEqual(['Payment Test Energy', 'Payment Test Gas']);
      expect((await messagesOf(enrolmentId)).map((m) => m.recipient).sort()).toEqual(
        [SIGNUP_EMAIL, GAS_SIGNUP_EMAIL].sort(),
      );
      const answer = await call(token, 'GET', '/api/confirmationdetails');
      const summary = confirmationDetailsSchema.parse(answer.json()).confirmationProductsSummary;
      expect(summary.energy).toMatchObject({
        fuelType: 'Electric',
        tariffName: 'Payment Test Fix 12',
        estimatedTotalMonthlyAmountFormatted: '£92.00',
      });
      expect(summary.energySecondary).toMatchObject({
        fuelType: 'Gas',
        supplierName: 'Payment Test Gas',
        tariffName: 'Gas Variable',
        estimatedTotalMonthlyAmountFormatted: '£45.00',
        addOns: [],
        signup: { supplierName: 'Payment Test Gas', state: 'queued' },
      });
    });

    it("never completes another mover's enrolment (the caller's own only)", async () => {
      const owner = await mover();
      const other = await mover({ journey: null });
      const response = await call(
        other.token,
        'POST',
        '/api/enrolment/energy/complete',
        directDebitForm(),
      );
      expect(response.statusCode).toBe(409);
      expect(await messagesOf(owner.enrolmentId)).toHaveLength(0);
    });
  });
});
