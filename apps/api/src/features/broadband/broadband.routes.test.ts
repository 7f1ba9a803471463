import { readFileSync } from 'node:fs';
import { nextPageToLoad } from '@threshold/domain/broadband/package-list';
import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import {
  BROADBAND_PARTIAL_FAILURE_MESSAGE,
  BROADBAND_TOTAL_FAILURE_MESSAGE,
  NO_MATCHING_PACKAGES_MESSAGE,
} from '@threshold/domain/messages/broadband';
import { JOURNEY_STEP_NOT_OPEN_MESSAGE } from '@threshold/domain/messages/journey';
import {
  NO_BROADBAND_FILTERS,
  broadbandResponseSchema,
  entertainmentStateSchema,
  type BroadbandRequest,
  type BroadbandResponse,
} from '@threshold/domain/schemas/broadband';
import { confirmationDetailsSchema } from '@threshold/domain/schemas/confirmation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { broadbandCallbackRequests, enrolments, handOffs, outboxMessages } from '../../db/schema';
import { createOutboxRepo } from '../../messages/outbox.repo';
import { createOutboxWorker } from '../../messages/outbox-worker';
import type { Transport } from '../../messages/transports/transport';
import {
  BROADBAND_CATALOGUE_FILE,
  loadBroadbandCatalogueFile,
} from './catalogue/broadband-catalogue.seed';
import { createDatasetAddressProvider } from '../../providers/addresses/dataset-address-provider';
import type { BroadbandCatalogueFaults } from '../../providers/broadband-catalogue/faulty-broadband-catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer } from '../enrolment/access-fixtures';
import { saveEntertainmentJourney } from './broadband.repo';
import { WOM_CONSENT_REQUIRED_MESSAGE } from './signup/package-choice';
import { lookedUpAddressPatch } from '../enrolment/address-patch';

// The test clock stands at Tuesday 24 November 2026, 10:00 UTC; the movers move in on Friday 4
// December, 8 working days away: a live part-fibre line switches in time, new lines do not.
const TODAY = '2026-11-24T10:00:00Z';
const MOVE_IN = '2026-12-04';
const addresses = createDatasetAddressProvider();

describe('broadband: POST /api/entertainment/broadband and the hand-off calls', () => {
  let t: TestApp;
  const faults: BroadbandCatalogueFaults = { fault: null };

  beforeAll(async () => {
    t = await createTestApp({
      broadbandCatalogueFaults: faults,
      broadbandCatalogueDeadlineMs: 2_000,
    });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.clock.set(TODAY);
    faults.fault = null;
  });

  /** A mover who chose broadband only, at an address of the shipped dataset. */
  async function mover(
    addressKey = 'LS63BN-2',
    extra: Partial<typeof enrolments.$inferInsert> = {},
  ) {
    const created = await t.createMover();
    const record = await addresses.findByKey(addressKey);
    if (!record) throw new Error(`no address ${addressKey}`);
    await t.database.db
      .update(enrolments)
      .set({
        status: ENROLMENT_STATUS.detailsPopulated,
        tenantPortalStorage: 'productSelection',
        firstName: 'Robin',
        surname: 'Hartley',
        contactNumber: '07700 900123',
        emailAddress: created.email,
        moveInDate: MOVE_IN,
        ...lookedUpAddressPatch(record),
        energyOptIn: 0,
        energyConsented: false,
        entertainmentOptIn: 1,
        entertainmentConsented: true,
        councilOptIn: 0,
        councilConsented: false,
        waterOptIn: 0,
        waterConsented: false,
        ...extra,
      })
      .where(eq(enrolments.id, created.enrolmentId));
    return { ...created, token: await t.userToken(created) };
  }

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function list(token: string, request: BroadbandRequest = {}): Promise<BroadbandResponse> {
    const response = await call(token, 'POST', '/api/entertainment/broadband', request);
    expect(response.statusCode, response.body).toBe(200);
    return broadbandResponseSchema.parse(response.json());
  }

  const names = (packages: { packageName: string }[]) => packages.map((pkg) => pkg.packageName);
  /** The message a call-back request's hand-off rides on. */
  const callbackMessageOf = async (requestId: string | undefined) =>
    (
      await t.database.db
        .select({ message: outboxMessages })
        .from(handOffs)
        .innerJoin(outboxMessages, eq(outboxMessages.id, handOffs.outboxMessageId))
        .where(eq(handOffs.id, requestId ?? ''))
    )[0]?.message;

  /** The web's order for a whole-of-market package: the consent, then the choice. */
  async function consentAndSelect(token: string, body: object) {
    const consent = await call(token, 'POST', '/api/enrolment/wom-consent?serviceType=4');
    expect(consent.statusCode, consent.body).toBe(204);
    return call(token, 'POST', '/api/entertainment/select-package', body);
  }

  async function confirmationCard(token: string) {
    const response = await call(token, 'GET', '/api/confirmationdetails');
    expect(response.statusCode, response.body).toBe(200);
    return confirmationDetailsSchema.parse(response.json()).confirmationProductsSummary
      .entertainment;
  }

  it('lists the packages at a Leeds home: three promoted with their badges, then 4 minus 3 of the rest', async () => {
    const m = await mover();
    const answer = await list(m.token);
    expect(answer.promotedPackages.map((p) => [p.packageName, p.promotedText])).toEqual([
      // £22 × 12 = £264 in the first year, nothing to set up
      ['Fernline 150', 'Cheapest overall price'],
      ['Fernline 3Gb', 'Fastest available'],
      // unlimited fibre on a one-month contract, £27 × 12 + £25 set-up
      ['Fernline 150 (1 month)', 'Recommended for renters'],
    ]);
    expect(answer.promotedPackages.every((p) => p.isPromoted)).toBe(true);
    expect(answer.promotedPackages[0]?.contactNumber).toBe('0808 157 0101');
    expect(answer.packages.packages).toHaveLength(1);
    // 63 packages: 3 are interim routers, offered apart because most lines come after move-in.
    expect(answer.packages).toMatchObject({ totalResults: 60, totalRemaining: 56, nextPage: 1 });
    expect(answer.packages).toMatchObject({ htSuccess: true, wombbSuccess: true });
    expect(names(answer.interimPackages)).toEqual([
      '4G Home Router 100GB',
      '4G Home Router Unlimited',
      '5G Home Router Unlimited',
    ]);
    expect(answer.broadbandResponse.speeds).toEqual({ standard_mbps: 18, fibre_mbps: 3000 });
    expect(answer.packages.filterOptions.providers.map((p) => p.name)).toEqual([
      'Fernline Fibre',
      'Heronsgate Home',
      'Kestrel Broadband',
      'Larkspur Telecom',
      'Rivermede Cable',
      'Skyview TV',
    ]);
    expect(answer).toMatchObject({
      serviceUnavailable: false,
      apiError: null,
      errorCode: null,
      message: null,
    });
  });

  it('filters by fibre and one provider, sorts by speed, and loads more: the order and count of the catalogue', async () => {
    const m = await mover();
    const filters: BroadbandRequest = {
      broadbandType: { standardBroadband: false, fibreBroadband: true },
      selectedProviders: ['kestrel-broadband'],
      sortOption: 3,
    };
    const first = await list(m.token, filters);
    expect(names(first.promotedPackages)).toEqual([
      'Fibre 1',
      'Full Fibre 1.6Gb',
      'Fibre 1 (12 months)',
    ]);
    expect(names(first.packages.packages)).toEqual(['Full Fibre 900']);
    expect(first.packages).toMatchObject({ totalResults: 11, totalRemaining: 7, nextPage: 1 });

    const more = await list(m.token, { ...filters, pagesToLoad: 1 });
    expect(names(more.packages.packages)).toEqual([
      'Full Fibre 900',
      'Full Fibre 900 with Anytime Calls',
      'Full Fibre 500',
      'Full Fibre 500 with Entertainment TV',
      'Full Fibre 150',
      'Full Fibre 150 with Evening and Weekend Calls',
      'Fibre 2',
      'Fibre 2 with Anytime Calls',
    ]);
    expect(more.packages).toMatchObject({ totalResults: 11, totalRemaining: 0, nextPage: null });
    expect(more.packages.filterOptions.providers.find((p) => p.selected)?.name).toBe(
      'Kestrel Broadband',
    );

    // The applied filters are saved and come back with the state.
    const state = await call(m.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(state.json()).appliedFilters).toMatchObject({
      selectedProviders: ['kestrel-broadband'],
      sortOption: 3,
      broadbandType: { fibreBroadband: true },
    });
  });

  it('never offers a page past the 20 a request may ask for, with packages left over', async () => {
    // The catalogue four times over: 240 lines reach the Leeds home, more than 20 pages of 10.
    const seed = readFileSync(BROADBAND_CATALOGUE_FILE, 'utf8');
    const file = JSON.parse(seed) as { packages: { code: string }[] };
    file.packages = [1, 2, 3, 4].flatMap((copy) =>
      file.packages.map((pkg) => ({ ...pkg, code: `${pkg.code}-${copy}` })),
    );
    await loadBroadbandCatalogueFile(t.database.db, 'four-times.json', JSON.stringify(file));
    try {
      const m = await mover();
      const nineteen = await list(m.token, { pagesToLoad: 19 });
      expect(nineteen.packages).toMatchObject({ nextPage: 20, totalRemaining: 47 });
      const twenty = await list(m.token, { pagesToLoad: 20 });
      expect(twenty.packages.packages).toHaveLength(200);
      expect(twenty.packages).toMatchObject({
        totalResults: 240,
        totalRemaining: 37,
        nextPage: null,
        pagesLoaded: 20,
      });
      expect(nextPageToLoad(twenty.packages)).toBeNull();
      const refused = await call(m.token, 'POST', '/api/entertainment/broadband', {
        pagesToLoad: 21,
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await loadBroadbandCatalogueFile(t.database.db, 'broadband-catalogue.json', seed);
    }
  });

  it('restores saved filters within bounds: unknown providers and bad contract lengths dropped, the rest kept', async () => {
    const m = await mover('TR197AA-1');
    // Saved on an earlier visit, or by an older version: Rivermede's cable does not reach this
    // rural home, 'gone-telecom' is in no catalogue, 99 and 1.5 are no contract lengths.
    await saveEntertainmentJourney(
      t.database.db,
      m.enrolmentId,
      {
        appliedFilters: {
          ...NO_BROADBAND_FILTERS,
          broadbandType: { standardBroadband: false, fibreBroadband: true },
          selectedProviders: ['kestrel-broadband', 'rivermede-cable', 'gone-telecom'],
          contractLengths: [24, 99, 1.5],
          callOptions: ['anytime', 'international'],
          sortOption: 7,
        } as never,
      },
      new Date(TODAY),
    );
    const state = await call(m.token, 'GET', '/api/entertainment/state');
    expect(state.statusCode, state.body).toBe(200);
    const restored = entertainmentStateSchema.parse(state.json()).appliedFilters;
    expect(restored).toEqual({
      ...NO_BROADBAND_FILTERS,
      broadbandType: { standardBroadband: false, fibreBroadband: true },
      selectedProviders: ['kestrel-broadband'],
      contractLengths: [24],
      callOptions: ['anytime'],
      sortOption: 0,
    });
    // The page sends them back as they came: a request the list accepts.
    const answer = await list(m.token, restored);
    expect(answer.appliedFilters).toEqual(restored);
    expect(answer.packages.filterOptions.providers.filter((p) => p.selected)).toEqual([
      { id: 'kestrel-broadband', name: 'Kestrel Broadband', selected: true },
    ]);
  });

  it('dates each install at the address and lists only what is ready by the move-in date when asked', async () => {
    const m = await mover();
    const all = await list(m.token, {
      selectedProviders: ['fernline-fibre'],
      IncludePromotedPackages: false,
      pagesToLoad: 1,
    });
    // A new full-fibre line takes 20 working days: Tuesday 22 December, after the move-in date.
    expect(all.packages.packages[0]).toMatchObject({
      packageName: 'Fernline 150',
      earliestInstallDate: '2026-12-22',
      readyByMoveIn: false,
      installTechnology: 'fullFibre',
    });
    expect(all.moveInDate).toBe(MOVE_IN);

    const ready = await list(m.token, { sortOption: 4, pagesToLoad: 2 });
    const shown = [...ready.promotedPackages, ...ready.packages.packages];
    // Only part-fibre over the live line is in time: 14 packages from four providers.
    expect(ready.packages.totalResults).toBe(14);
    expect(shown).toHaveLength(14);
    expect(shown.every((pkg) => pkg.readyByMoveIn && pkg.earliestInstallDate <= MOVE_IN)).toBe(
      true,
    );
    expect(new Set(shown.map((pkg) => pkg.installTechnology))).toEqual(new Set(['fttc']));
    expect(ready.packages.packages[0]?.earliestInstallDate).toBe('2026-11-27');
    expect(ready.interimPackages).toHaveLength(3);
  });

  it('does not answer a kept list after midnight: the install dates move with the day', async () => {
    t.clock.set('2026-11-24T23:55:00Z');
    const m = await mover();
    const request = {
      selectedProviders: ['fernline-fibre'],
      IncludePromotedPackages: false,
      pagesToLoad: 1,
    };
    const fernline150 = (answer: BroadbandResponse) =>
      answer.packages.packages.find((pkg) => pkg.packageName === 'Fernline 150');
    t.clock.set('2026-11-24T23:59:00Z');
    await list(m.token, request);
    // Asked again, on the read made after the filters were saved: the list is kept.
    const kept = await list(m.token, request);
    expect(await list(m.token, request)).toEqual(kept);
    expect(fernline150(kept)?.earliestInstallDate).toBe('2026-12-22');
    // 20 working days from Wednesday 25 November.
    t.clock.set('2026-11-25T00:00:30Z');
    expect(fernline150(await list(m.token, request))?.earliestInstallDate).toBe('2026-12-23');
  });

  it('drops a promotion that has ended and keeps one that runs', async () => {
    const m = await mover();
    const answer = await list(m.token, {
      selectedProviders: ['larkspur-telecom'],
      IncludePromotedPackages: false,
      pagesToLoad: 1,
    });
    const fibre65 = answer.packages.packages.find((p) => p.packageId === 'larkspur-fibre-65');
    expect(fibre65?.promotions).toEqual([]);
    const fullFibre500 = answer.packages.packages.find(
      (p) => p.packageId === 'larkspur-full-fibre-500',
    );
    expect(fullFibre500?.promotions.map((p) => p.name)).toEqual([
      'Winter deal: price fixed until 2028',
    ]);
  });

  it("answers one package as listed at the mover's address, and 404 for one not available there", async () => {
    const m = await mover();
    const found = await call(
      m.token,
      'GET',
      '/api/entertainment/packages/sky/skyview-signature-150',
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      packageName: 'Signature TV and Full Fibre 150',
      signUp: { kind: 'partner', providerSlug: 'sky' },
      dealType: 'sky',
      contactNumber: '0808 157 0104',
      readyByMoveIn: false,
      earliestInstallDate: '2026-12-10',
    });
    const rural = await mover('TR197AA-1');
    const notThere = await call(
      rural.token,
      'GET',
      '/api/entertainment/packages/wombb/rivermede-m125',
    );
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toMatchObject({
      message: 'This package is not available at your new address.',
    });
  });

  it('removes an expired promotion from the chosen package', async () => {
    const m = await mover();
    await consentAndSelect(m.token, {
      packageId: 'kestrel-fibre-67',
      sourceId: 'wombb',
    });
    const stateNow = async (token: string) =>
      entertainmentStateSchema.parse((await call(token, 'GET', '/api/entertainment/state')).json());
    expect((await stateNow(m.token)).selectedPackage?.promotions.map((p) => p.name)).toEqual([
      '£50 reward card when you sign up',
    ]);
    t.clock.set('2027-01-01T00:00:00Z');
    // A new log-in: the first one's token has long expired by then.
    expect((await stateNow(await t.userToken(m))).selectedPackage?.promotions).toEqual([]);
  });

  it("answers a partner failure with the rest of the market, htSuccess false and the 'full range' message", async () => {
    const m = await mover();
    // Both sources answered, twice (the second from memory): a failure that starts after shows at once.
    await list(m.token, { pagesToLoad: 10 });
    expect((await list(m.token, { pagesToLoad: 10 })).packages.htSuccess).toBe(true);
    faults.fault = 'partner';
    const answer = await list(m.token, { pagesToLoad: 10 });
    expect(answer.packages).toMatchObject({ htSuccess: false, wombbSuccess: true });
    expect(answer).toMatchObject({ apiError: BROADBAND_PARTIAL_FAILURE_MESSAGE, errorCode: null });
    expect(answer.packages.totalResults).toBe(50);
    expect(answer.packages.packages.some((p) => p.provider.name === 'Skyview TV')).toBe(false);
  });

  it('answers a whole-of-market failure with its code and only the partner packages', async () => {
    const m = await mover();
    faults.fault = 'wombb';
    const answer = await list(m.token, { pagesToLoad: 1 });
    expect(answer.packages).toMatchObject({ htSuccess: true, wombbSuccess: false });
    expect(answer).toMatchObject({
      apiError: BROADBAND_PARTIAL_FAILURE_MESSAGE,
      errorCode: 'WOMBB_SEARCH_FAILED',
    });
    const shown = [...answer.promotedPackages, ...answer.packages.packages];
    expect(new Set(shown.map((p) => p.provider.name))).toEqual(new Set(['Skyview TV']));
    expect(shown).toHaveLength(10);
  });

  it('answers both failing, or not answering in time, with the combined code and no packages', async () => {
    const m = await mover();
    for (const fault of ['combined', 'no-answer'] as const) {
      faults.fault = fault;
      const answer = await list(m.token);
      expect(answer.packages).toMatchObject({
        htSuccess: false,
        wombbSuccess: false,
        totalResults: 0,
      });
      expect(answer).toMatchObject({
        apiError: BROADBAND_TOTAL_FAILURE_MESSAGE,
        errorCode: 'COMBINED_SEARCH_FAILED',
        message: null,
      });
    }
  });

  it('answers "Service Unavailable" where no provider reaches the address', async () => {
    const m = await mover('CB241AZ-1');
    const answer = await list(m.token);
    expect(answer).toMatchObject({
      serviceUnavailable: true,
      message: NO_MATCHING_PACKAGES_MESSAGE,
    });
    expect(answer.packages.totalResults).toBe(0);
    expect(answer.broadbandResponse.speeds).toEqual({ standard_mbps: 0, fibre_mbps: 0 });
  });

  it('says so when the filters leave nothing', async () => {
    const m = await mover('TR197AA-1');
    const answer = await list(m.token, { selectedProviders: ['rivermede-cable'] });
    expect(answer.packages.totalResults).toBe(0);
    expect(answer.message).toBe(NO_MATCHING_PACKAGES_MESSAGE);
  });

  it('caps each speed at what the line gives at a rural home, and sorts and badges by it', async () => {
    // TR19 7AA: copper gives 6 Mb, part fibre from the cabinet 24 Mb.
    const m = await mover('TR197AA-1');
    const answer = await list(m.token, {
      selectedProviders: ['kestrel-broadband'],
      sortOption: 3,
      pagesToLoad: 1,
    });
    expect(answer.broadbandResponse.speeds).toEqual({ standard_mbps: 6, fibre_mbps: 24 });
    const fastest = answer.promotedPackages.find((p) => p.promotedText === 'Fastest available');
    // Fibre 2 is a 67 Mb package, but 24 Mb is what reaches this home: the cheapest first year of
    // the 24 Mb packages wins the badge.
    expect(fastest?.broadband).toMatchObject({ downloadSpeed: 24, uploadSpeed: 9 });
    expect(fastest?.packageName).toBe('Fibre 1');

    const all = await list(m.token, {
      selectedProviders: ['kestrel-broadband'],
      sortOption: 3,
      pagesToLoad: 1,
      IncludePromotedPackages: false,
    });
    // The 67 Mb and 36 Mb part-fibre packages all give 24 Mb here, so they order by monthly
    // cost; ADSL's 10 Mb gives 6 Mb and comes last.
    expect(all.packages.packages.map((p) => [p.packageName, p.broadband.downloadSpeed])).toEqual([
      ['Fibre 1', 24],
      ['Fibre 2', 24],
      ['Fibre 1 (12 months)', 24],
      ['Fibre 2 with Anytime Calls', 24],
      ['Essential Broadband', 6],
    ]);
  });

  it('refuses unknown fields (400) and a mover whose broadband list is not open (409)', async () => {
    const m = await mover();
    const withExtra = await call(m.token, 'POST', '/api/entertainment/broadband', { price: 1 });
    expect(withExtra.statusCode).toBe(400);
    const other = await mover('LS63BN-2', { entertainmentOptIn: 0, entertainmentConsented: false });
    const closed = await call(other.token, 'POST', '/api/entertainment/broadband', {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: JOURNEY_STEP_NOT_OPEN_MESSAGE });
    const state = await call(other.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(state.json()).selectedPackage).toBeNull();
  });

  it("never shows one mover's choice to another, and refuses a caller who is not a mover", async () => {
    const a = await mover();
    const b = await mover();
    const chosen = await consentAndSelect(a.token, {
      packageId: 'kestrel-fibre-67',
      sourceId: 'wombb',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const theirs = entertainmentStateSchema.parse(
      (await call(b.token, 'GET', '/api/entertainment/state')).json(),
    );
    expect(theirs.selectedPackage).toBeNull();
    const app = await t.appToken();
    expect((await call(app, 'GET', '/api/entertainment/state')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/entertainment/state' })).statusCode,
    ).toBe(401);
  });

  it('hands a whole-of-market package off: the link, the visit, Yes keeps it In progress, "Select a new package" removes it', async () => {
    const m = await mover();
    const consent = await call(m.token, 'POST', '/api/enrolment/wom-consent?serviceType=4');
    expect(consent.statusCode, consent.body).toBe(204);
    const selected = await call(m.token, 'POST', '/api/entertainment/select-package', {
      packageId: 'heronsgate-full-fibre-500',
      sourceId: 'wombb',
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json()).toMatchObject({
      wombbPackageUrl:
        'https://heronsgate-home.threshold.example/sign-up?package=heronsgate-full-fibre-500',
      entertainment: { bbPackageViewedDate: '2026-11-24T10:00:00.000Z', wombbUserConfirmed: null },
    });
    t.clock.advance(20_000);
    const visit = await call(m.token, 'POST', '/api/entertainment/visit', {
      step: 'wombbVisitRecorded',
    });
    expect(visit.json()).toMatchObject({ wombbVisitRecordedDate: '2026-11-24T10:00:20.000Z' });

    const yes = await call(m.token, 'POST', '/api/entertainment/wombb-confirmation', {
      wombbUserConfirmed: true,
    });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json()).toMatchObject({ entertainment: { wombbUserConfirmed: true } });
    expect(await confirmationCard(m.token)).toMatchObject({
      isCompleted: false,
      wombbUserConfirmed: true,
      supplierName: 'Heronsgate Home',
      packageName: 'Full Fibre 500',
      contractTerm: 24,
      estimatedSpeed: '500Mb',
      includesBroadband: true,
      includesPhone: false,
      includesTV: false,
      usageLimit: 'Unlimited',
      installationPriceFormatted: '£0.00',
      packageMonthlyAmountFormatted: '£32.00',
    });
    // The list is closed while the provider confirms.
    expect((await call(m.token, 'POST', '/api/entertainment/broadband', {})).statusCode).toBe(409);

    const removed = await call(m.token, 'POST', '/api/entertainment/remove-pending-wombb-package');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      entertainment: { selectedPackage: null, wombbUserConfirmed: null },
    });
    expect(await confirmationCard(m.token)).toMatchObject({
      wombbUserConfirmed: false,
      packageName: null,
    });
    expect((await call(m.token, 'POST', '/api/entertainment/broadband', {})).statusCode).toBe(200);
    const again = await call(m.token, 'POST', '/api/entertainment/remove-pending-wombb-package');
    expect(again.statusCode).toBe(409);
  });

  it('refuses a whole-of-market package without a recorded consent (409) and chooses nothing; with it, chooses', async () => {
    const m = await mover();
    const refused = await call(m.token, 'POST', '/api/entertainment/select-package', {
      packageId: 'heronsgate-full-fibre-500',
      sourceId: 'wombb',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: WOM_CONSENT_REQUIRED_MESSAGE });
    const state = await call(m.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(state.json())).toMatchObject({
      selectedPackage: null,
      bbPackageViewedDate: null,
    });
    const chosen = await consentAndSelect(m.token, {
      packageId: 'heronsgate-full-fibre-500',
      sourceId: 'wombb',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      entertainment: { selectedPackage: { packageId: 'heronsgate-full-fibre-500' } },
    });
  });

  it('keeps when to install with the choice: as soon as possible, or a custom date within the package window, shown on the card', async () => {
    const m = await mover();
    const answer = await list(m.token, { pagesToLoad: 3 });
    const pkg = [...answer.promotedPackages, ...answer.packages.packages].find(
      (listed) => listed.packageId === 'heronsgate-full-fibre-500',
    );
    if (!pkg) throw new Error('heronsgate-full-fibre-500 is not listed');
    // A new full-fibre line: installed after the move-in date (4 December).
    expect(pkg.readyByMoveIn).toBe(false);
    const earliest = pkg.earliestInstallDate;
    expect(earliest).toBe('2026-12-10');
    const ref = { packageId: pkg.packageId, sourceId: pkg.sourceId };
    // From the earliest install date to 3 months after it (it is later than the move-in date).
    const range = 'You must select a date between 10/12/2026 and 10/03/2027';

    const tooEarly = await consentAndSelect(m.token, {
      ...ref,
      installation: { start: 'custom', date: MOVE_IN },
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json()).toMatchObject({ errors: { 'installation.date': range } });
    const tooLate = await call(m.token, 'POST', '/api/entertainment/select-package', {
      ...ref,
      installation: { start: 'custom', date: '2027-03-11' },
    });
    expect(tooLate.json()).toMatchObject({ errors: { 'installation.date': range } });
    const notADate = await call(m.token, 'POST', '/api/entertainment/select-package', {
      ...ref,
      installation: { start: 'custom', date: '2027-02-30' },
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({
      errors: { 'installation.date': 'Please enter a valid installation date' },
    });
    const unknown = await call(m.token, 'POST', '/api/entertainment/select-package', {
      ...ref,
      installation: { start: 'later' },
    });
    expect(unknown.statusCode).toBe(400);
    // Nothing was chosen by the refused requests.
    const before = await call(m.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(before.json())).toMatchObject({
      selectedPackage: null,
      installation: null,
    });

    const asap = await call(m.token, 'POST', '/api/entertainment/select-package', {
      ...ref,
      installation: { start: 'asap' },
    });
    expect(asap.statusCode, asap.body).toBe(200);
    expect(asap.json()).toMatchObject({
      entertainment: { installation: { start: 'asap', date: earliest } },
    });
    const custom = await call(m.token, 'POST', '/api/entertainment/select-package', {
      ...ref,
      installation: { start: 'custom', date: '2027-01-11' },
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const kept = await call(m.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(kept.json()).installation).toEqual({
      start: 'custom',
      date: '2027-01-11',
    });
    await call(m.token, 'POST', '/api/entertainment/wombb-confirmation', {
      wombbUserConfirmed: true,
    });
    expect(await confirmationCard(m.token)).toMatchObject({
      packageName: 'Full Fibre 500',
      installStart: 'custom',
      installDate: '2027-01-11',
    });
    // "Select a new package" drops the date with the package.
    await call(m.token, 'POST', '/api/entertainment/remove-pending-wombb-package');
    const cleared = await call(m.token, 'GET', '/api/entertainment/state');
    expect(entertainmentStateSchema.parse(cleared.json()).installation).toBeNull();
  });

  it('chooses as soon as possible when no installation choice is sent', async () => {
    const m = await mover();
    const chosen = await consentAndSelect(m.token, {
      packageId: 'kestrel-fibre-67',
      sourceId: 'wombb',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const { selectedPackage, installation } = entertainmentStateSchema.parse(
      (await call(m.token, 'GET', '/api/entertainment/state')).json(),
    );
    expect(installation).toEqual({ start: 'asap', date: selectedPackage?.earliestInstallDate });
  });

  it('skips the whole-of-market service when the mover did not complete the sign-up', async () => {
    const m = await mover();
    const early = await call(m.token, 'POST', '/api/entertainment/wombb-confirmation', {
      wombbUserConfirmed: false,
    });
    expect(early.statusCode).toBe(409);
    await consentAndSelect(m.token, {
      packageId: 'fernline-500',
      sourceId: 'wombb',
    });
    const no = await call(m.token, 'POST', '/api/entertainment/wombb-confirmation', {
      wombbUserConfirmed: false,
    });
    expect(no.statusCode, no.body).toBe(200);
    expect(await confirmationCard(m.token)).toMatchObject({
      isSkipped: true,
      wombbUserConfirmed: false,
      packageName: null,
    });
  });

  it("asks the satellite partner to call back in slot 2: a real request in the outbox, the card's slot", async () => {
    const m = await mover();
    const missing = await call(m.token, 'POST', '/api/entertainment/sky/callback', {
      packageId: 'kestrel-fibre-67',
      sourceId: 'sky',
      slot: '2',
    });
    expect(missing.statusCode).toBe(404);
    const badSlot = await call(m.token, 'POST', '/api/entertainment/sky/callback', {
      packageId: 'skyview-signature-67',
      sourceId: 'sky',
      slot: '5',
    });
    expect(badSlot.statusCode).toBe(400);

    const response = await call(m.token, 'POST', '/api/entertainment/sky/callback', {
      packageId: 'skyview-signature-67',
      sourceId: 'sky',
      slot: '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      slot: '2',
      deliveryState: 'queued',
      entertainment: { skyCallbackSlot: '2' },
    });

    const [request] = await t.database.db
      .select()
      .from(broadbandCallbackRequests)
      .where(eq(broadbandCallbackRequests.enrolmentId, m.enrolmentId));
    expect(request).toMatchObject({
      providerName: 'Skyview TV',
      packageId: 'skyview-signature-67',
      slot: '2',
    });
    expect(response.json().callbackId).toBe(request?.id);
    const message = await callbackMessageOf(request?.id);
    expect(message).toMatchObject({
      recipient: 'callbacks@skyview-tv.threshold.example',
      status: 'pending',
    });
    expect(message?.textBody).toContain(
      'Call back: Slot 2: 2pm-4pm, Monday to Friday, within 24 hours',
    );
    expect(message?.textBody).toContain('Phone: 07700 900123');
    expect(message?.textBody).toContain(`reference ${request?.reference}`);

    expect(await confirmationCard(m.token)).toMatchObject({
      isCompleted: true,
      skyCallbackSlot: '2',
      supplierName: 'Skyview TV',
      packageName: 'Signature TV and Broadband 67',
      includesTV: true,
    });
    // The partner has the request: the list and a second call-back are closed.
    const twice = await call(m.token, 'POST', '/api/entertainment/sky/callback', {
      packageId: 'skyview-signature-67',
      sourceId: 'sky',
      slot: 'Anytime',
    });
    expect(twice.statusCode).toBe(409);

    // The call-back is a hand-off with a state: queued, then sent when its message is delivered.
    const handOffOf = async () =>
      (
        await t.database.db
          .select()
          .from(handOffs)
          .where(eq(handOffs.id, request?.id ?? ''))
      )[0];
    expect(await handOffOf()).toMatchObject({
      kind: 'broadbandCallback',
      enrolmentId: m.enrolmentId,
      recipient: 'callbacks@skyview-tv.threshold.example',
      state: 'queued',
      outboxMessageId: message?.id,
    });
    const delivered: Transport = { send: () => Promise.resolve() };
    t.clock.advance(60_000);
    await createOutboxWorker({
      db: t.database.db,
      repo: createOutboxRepo(),
      transports: { email: delivered, sms: delivered },
      clock: t.clock,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    }).runOnce();
    expect(await handOffOf()).toMatchObject({ state: 'sent', stateAt: t.clock.now() });
  });

  it('refuses a call-back with no number to call, and takes one given with the request', async () => {
    const m = await mover('LS63BN-2', { contactNumber: null });
    const body = { packageId: 'skyview-signature-67', sourceId: 'sky', slot: '2' };
    // From an address of its own: the call-back limit counts per address.
    const callback = (extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/entertainment/sky/callback',
        headers: bearer(m.token),
        payload: { ...body, ...extra },
        remoteAddress: '192.0.2.11',
      });
    const none = await callback();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'We need your number to continue' });
    const blank = await callback({ contactNumber: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('We need your number to continue');
    const requestsOf = () =>
      t.database.db
        .select()
        .from(broadbandCallbackRequests)
        .where(eq(broadbandCallbackRequests.enrolmentId, m.enrolmentId));
    expect(await requestsOf()).toEqual([]);

    const given = await callback({ contactNumber: '07700900456' });
    expect(given.statusCode, given.body).toBe(200);
    const [request] = await requestsOf();
    const message = await callbackMessageOf(request?.id);
    expect(message?.textBody).toContain('Phone: 07700900456');
  });

  it('writes one call-back when two requests race', async () => {
    const m = await mover();
    const body = { packageId: 'skyview-essential-67', sourceId: 'sky', slot: '1' };
    // From an address of its own: the call-back limit counts per address.
    const race = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/entertainment/sky/callback',
        headers: bearer(m.token),
        payload: body,
        remoteAddress: '192.0.2.10',
      });
    const answers = await Promise.all([race(), race()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const requests = await t.database.db
      .select()
      .from(broadbandCallbackRequests)
      .where(eq(broadbandCallbackRequests.enrolmentId, m.enrolmentId));
    expect(requests).toHaveLength(1);
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.enrolmentId, m.enrolmentId));
    expect(messages).toHaveLength(1);
  });

  it('limits call-back requests to 5 a minute from one address (429 with Retry-After)', async () => {
    const m = await mover();
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await call(m.token, 'POST', '/api/entertainment/sky/callback', {
        packageId: 'skyview-essential-36',
        sourceId: 'sky',
        slot: 'Anytime',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = response.headers['retry-after'];
    }
    expect(statuses).toContain(429);
    expect(retryAfter).toBeDefined();
  });
});
