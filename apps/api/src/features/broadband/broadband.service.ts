import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  filterOptionsFor,
  matchesFilters,
  pageOfPackages,
  sortPackages,
  withoutPromoted,
} from '@threshold/domain/broadband/package-list';
import { checkInstallChoice } from '@threshold/domain/broadband/install-date';
import { promotePackages } from '@threshold/domain/broadband/promoted-packages';
import { dropExpiredPromotions } from '@threshold/domain/broadband/promotions';
import { restoreBroadbandFilters } from '@threshold/domain/broadband/restore-filters';
import { SERVICE_TYPE } from '@threshold/domain/codes/service-type';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { ROUTES } from '@threshold/domain/journey/routes';
import {
  BROADBAND_ERROR_CODE,
  BROADBAND_PARTIAL_FAILURE_MESSAGE,
  BROADBAND_TOTAL_FAILURE_MESSAGE,
  CALLBACK_SLOT_LABEL,
  NO_MATCHING_PACKAGES_MESSAGE,
  PACKAGE_NOT_AVAILABLE_MESSAGE,
} from '@threshold/domain/messages/broadband';
import type { Nation } from '@threshold/domain/schemas/address';
import { CONTACT_MOBILE_MESSAGES } from '@threshold/domain/schemas/mobile-number';
import {
  broadbandPackageSchema,
  NO_BROADBAND_FILTERS,
  type BroadbandFilters,
  type BroadbandPackage,
  type BroadbandResponse,
  type EntertainmentState,
  type EntertainmentVisitBody,
  type ParsedBroadbandRequest,
  type PartnerCallbackBody,
  type PartnerCallbackResponse,
  type SelectPackageBody,
  type SelectPackageResponse,
} from '@threshold/domain/schemas/broadband';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../../auth/access-tokens';
import type { DbOrTx } from '../../db/client';
import type { BroadbandContactNumbers } from '../../config';
import type { Db, EnrolmentChanges } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Outbox } from '../../messages/outbox';
import { broadbandAtPostcode } from '../../providers/addresses/dataset/broadband';
import type {
  BroadbandCatalogue,
  BroadbandSource,
  ProvidedPackage,
} from '../../providers/broadband-catalogue/broadband-catalogue';
import { COMPLETE_PATCH, SKIP_PATCH } from '../confirmation/service-changes';
import { addressSummaryOf } from '../council-water/authorities';
import { createEnrolmentReadCache } from '../enrolment/enrolment-read-cache';
import type { EnrolmentPatch, EnrolmentRow } from '../enrolment/enrolment.repo';
import { ENROLMENT_NOT_FOUND_MESSAGE, type EnrolmentService } from '../enrolment/enrolment.service';
import { requireOpenStep } from '../journey/journey-order';
import {
  findEntertainmentJourney,
  findLatestCallback,
  insertCallbackRequest,
  saveEntertainmentJourney,
  type EntertainmentJourneyRow,
} from './broadband.repo';
import {
  listedPackage,
  WHOLE_OF_MARKET_SOURCE_ID,
  wombbPackageUrl,
  type ListingContext,
} from './package-builder';

export type BroadbandService = ReturnType<typeof createBroadbandService>;

/** A list answer kept with what it was made from (see recentLists). */
type KeptList = {
  /** The request it answered, as JSON. */
  request: string;
  row: EnrolmentRow;
  /** The kept read of the enrolment (row and journey) it was made from, when no filters were saved. */
  read: object | undefined;
  /** The catalogue's answers mark when it was made (undefined: unknown). */
  mark: object | undefined;
  today: string;
  catalogues: readonly [object | null, object | null];
  validUntil: number;
  response: BroadbandResponse;
};

/** When the first promotion among these packages ends (the answer changes then). */
function firstPromotionEnd(packages: readonly BroadbandPackage[]): number {
  let end = Infinity;
  for (const pkg of packages) {
    for (const promotion of pkg.promotions) end = Math.min(end, Date.parse(promotion.expires));
  }
  return end;
}

/** A broadband step's change to the enrolment, written with the step's own rows in one transaction. */
export type ServiceChange = (
  claims: AccessClaims,
  patchOf: (row: EnrolmentRow) => EnrolmentPatch,
  write: (tx: DbOrTx, row: EnrolmentRow) => Promise<void>,
) => Promise<Enrolment>;

export const CALLBACK_ALREADY_REQUESTED_MESSAGE =
  'Your call-back has already been requested. The provider will call you.';
export const NO_PENDING_PACKAGE_MESSAGE =
  'There is no package waiting for the provider to confirm.';
export const NO_WHOLE_OF_MARKET_PACKAGE_MESSAGE =
  'Please choose a package from the list before telling us about your sign-up.';
export const WOM_CONSENT_REQUIRED_MESSAGE =
  'We need your consent to compare the whole market before you choose this package.';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A call-back's reference for the provider (short, not guessable from the enrolment id). */
function newCallbackReference(): string {
  let code = '';
  for (const byte of randomBytes(8)) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `TB-${code}`;
}

function notFound(): AppError {
  return new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
}

function packageNotAvailable(): AppError {
  return new AppError('PACKAGE_NOT_AVAILABLE', PACKAGE_NOT_AVAILABLE_MESSAGE, { status: 404 });
}

const SOURCES: readonly BroadbandSource[] = ['wholeOfMarket', 'partner'];

/**
 * The saved filters, each within what a list request accepts (a bad entry is dropped on its own);
 * with the providers that reach the address, only those.
 */
function storedFilters(
  journey: EntertainmentJourneyRow | undefined,
  providerIds?: readonly string[],
): BroadbandFilters {
  if (!journey?.appliedFilters) return NO_BROADBAND_FILTERS;
  return restoreBroadbandFilters(journey.appliedFilters, { providerIds });
}

function storedPackage(journey: EntertainmentJourneyRow | undefined): BroadbandPackage | null {
  if (!journey?.selectedPackage) return null;
  const parsed = broadbandPackageSchema.safeParse(journey.selectedPackage);
  return parsed.success ? parsed.data : null;
}

/** The installation choice kept with the chosen package; null without one. */
function installationOf(
  journey: EntertainmentJourneyRow | undefined,
): EntertainmentState['installation'] {
  if (!journey?.installStart || !journey.installDate) return null;
  return { start: journey.installStart, date: journey.installDate };
}

/** The saved part of the Broadband state, for the pages. */
function stateOf(
  row: EnrolmentRow,
  journey: EntertainmentJourneyRow | undefined,
  now: Date,
): EntertainmentState {
  const selected = storedPackage(journey);
  const confirmed = row.wombbUserConfirmed ? true : (journey?.wombbUserConfirmed ?? null);
  return {
    appliedFilters: storedFilters(journey, broadbandAtPostcode(row.postcode ?? '').providers),
    // An expired promotion is removed from the chosen package too (service-journeys 2).
    selectedPackage: selected && dropExpiredPromotions(selected, now),
    wombbViewedDate: journey?.wombbViewedAt?.toISOString() ?? null,
    bbPackageViewedDate: journey?.bbPackageViewedAt?.toISOString() ?? null,
    wombbVisitRecordedDate: journey?.wombbVisitRecordedAt?.toISOString() ?? null,
    wombbUserConfirmed: confirmed,
    skyCallbackSlot: (journey?.skyCallbackSlot as EntertainmentState['skyCallbackSlot']) ?? null,
    installation: installationOf(journey),
  };
}

/**
 * Broadband, phone and TV (service-journeys 2 broadband list, package details and hand-off; 7 the
 * entertainment calls; issue 11): the list for the mover's address from both sources, choosing a
 * package, the whole-of-market hand-off's answers, and the satellite partner's call-back. Only
 * ever the caller's own enrolment.
 */
export function createBroadbandService(deps: {
  db: Db;
  enrolmentChanges: EnrolmentChanges | null;
  enrolmentService: EnrolmentService;
  catalogue: BroadbandCatalogue;
  outbox: Outbox;
  clock: Clock;
  contactNumbers: BroadbandContactNumbers;
  /** The confirmation service's settling write (a skip, a completion, a pending package). */
  changeServices: ServiceChange;
}) {
  const { db, enrolmentService, catalogue, outbox, clock, contactNumbers, changeServices } = deps;

  const stateNow = (row: EnrolmentRow, journey: EntertainmentJourneyRow | undefined) =>
    stateOf(row, journey, clock.now());

  async function callerRow(claims: AccessClaims): Promise<EnrolmentRow> {
    const row = claims.enrolmentId ? await enrolmentService.findRow(claims.enrolmentId) : undefined;
    if (!row || row.forgottenAt) throw notFound();
    return row;
  }

  // The list is asked for again and again (filters, load more, Back) while the enrolment stays the
  // same: its two reads are kept until the database announces a change (as the energy list does).
  const listReads = createEnrolmentReadCache({
    changes: deps.enrolmentChanges,
    load: async (enrolmentId) => {
      const row = await enrolmentService.findRow(enrolmentId);
      return { row, journey: row ? await findEntertainmentJourney(db, enrolmentId) : undefined };
    },
  });

  /** The caller's row and journey, once the broadband pages are open (409 otherwise). */
  async function openReads(
    claims: AccessClaims,
  ): Promise<{ row: EnrolmentRow; journey: EntertainmentJourneyRow | undefined; read: object }> {
    if (!claims.enrolmentId) throw notFound();
    const read = await listReads.get(claims.enrolmentId);
    const { row, journey } = read;
    if (!row || row.forgottenAt) throw notFound();
    const today = todayIso(clock);
    const branding = await enrolmentService.brandingOf(row);
    // A kept read passes the same check again on the same day with the same branding.
    const passed = passedOpenChecks.get(row);
    if (passed?.today !== today || passed.branding !== branding) {
      requireOpenStep(ROUTES.broadbandList, row, branding, clock);
      passedOpenChecks.set(row, { today, branding });
    }
    return { row, journey, read };
  }

  const passedOpenChecks = new WeakMap<EnrolmentRow, { today: string; branding: unknown }>();
  const filtersOfJourney = new WeakMap<EntertainmentJourneyRow, BroadbandFilters>();

  /** The journey's saved filters, parsed once per kept read. */
  function savedFiltersOf(journey: EntertainmentJourneyRow | undefined): BroadbandFilters {
    if (!journey) return NO_BROADBAND_FILTERS;
    let filters = filtersOfJourney.get(journey);
    if (!filters) {
      filters = storedFilters(journey);
      filtersOfJourney.set(journey, filters);
    }
    return filters;
  }

  // The same list asked for again (Back, a refetch, the same filters) is answered with the answer
  // already made while its inputs stand: the same enrolment read, day, catalogue and search
  // outcomes, and until the first promotion shown in it expires.
  // One per enrolment; at most this many movers' answers (each with its JSON, tens of KB) in memory.
  const recentLists = new LRUCache<string, KeptList>({ max: 2_000 });

  function contextOf(row: EnrolmentRow): ListingContext {
    return {
      availability: broadbandAtPostcode(row.postcode ?? ''),
      nation: (row.nation as Nation | null) ?? 'England',
      today: todayIso(clock),
      moveInDate: row.moveInDate,
      now: clock.now(),
      contactNumbers,
    };
  }

  /** Both sources, each on its own: a failing one is reported, never thrown. */
  async function searchBoth(context: ListingContext) {
    const settled = await Promise.allSettled(
      SOURCES.map((source) => catalogue.search(source, context.availability)),
    );
    const [market, partner] = settled;
    const found = (result: (typeof settled)[number] | undefined): ProvidedPackage[] =>
      result?.status === 'fulfilled' ? result.value.packages : [];
    const catalogueOf = (result: (typeof settled)[number] | undefined) =>
      result?.status === 'fulfilled' ? result.value.catalogue : null;
    return {
      wombbSuccess: market?.status === 'fulfilled',
      htSuccess: partner?.status === 'fulfilled',
      provided: [...found(market), ...found(partner)],
      catalogues: [catalogueOf(market), catalogueOf(partner)] as const,
    };
  }

  /** One package of the list at the mover's address, from its source; 404 when not there. */
  async function findListed(
    row: EnrolmentRow,
    ref: { packageId: string; sourceId: string },
  ): Promise<{ provided: ProvidedPackage; listed: BroadbandPackage }> {
    const context = contextOf(row);
    const source: BroadbandSource =
      ref.sourceId === WHOLE_OF_MARKET_SOURCE_ID ? 'wholeOfMarket' : 'partner';
    const { packages } = await catalogue.search(source, context.availability);
    for (const provided of packages) {
      const listed = listedPackage(provided, context);
      if (listed.packageId === ref.packageId && listed.sourceId === ref.sourceId)
        return { provided, listed };
    }
    throw packageNotAvailable();
  }

  async function entertainmentState(
    enrolmentId: string,
    row: EnrolmentRow,
  ): Promise<EntertainmentState> {
    return stateNow(row, await findEntertainmentJourney(db, enrolmentId));
  }

  async function answerWithState(claims: AccessClaims, enrolment: Enrolment) {
    const row = await callerRow(claims);
    return { enrolment, entertainment: await entertainmentState(row.id, row) };
  }

  return {
    /** POST /api/entertainment/broadband: the list at the mover's address; the filters are saved. */
    async search(
      claims: AccessClaims,
      request: ParsedBroadbandRequest,
    ): Promise<BroadbandResponse> {
      const { row, journey, read } = await openReads(claims);
      const requestKey = JSON.stringify(request);
      // The same request on the same kept read, day and catalogue answers: the answer made for it
      // (its filters were saved then, and it passed every check the read, day and branding pass).
      const early = recentLists.get(row.id);
      const markBefore = catalogue.answersMark?.();
      if (
        early !== undefined &&
        early.read === read &&
        markBefore !== undefined &&
        early.mark === markBefore &&
        early.request === requestKey &&
        early.today === todayIso(clock) &&
        clock.now().getTime() < early.validUntil
      ) {
        return early.response;
      }
      const { pagesToLoad, IncludePromotedPackages: includePromoted, ...filters } = request;
      const saves =
        !journey?.appliedFilters || !isDeepStrictEqual(savedFiltersOf(journey), filters);
      if (saves) {
        await saveEntertainmentJourney(db, row.id, { appliedFilters: filters }, clock.now());
      }
      // A read from before a save is not the one the next request sees.
      const madeFrom = saves ? undefined : read;
      const context = contextOf(row);
      const { availability } = context;
      const base = {
        broadbandResponse: {
          speeds: { standard_mbps: availability.standardMbps, fibre_mbps: availability.fibreMbps },
          availableProviders: [] as { id: string; name: string }[],
        },
        moveInDate: row.moveInDate,
        appliedFilters: filters,
      };
      if (availability.providers.length === 0) {
        return {
          ...base,
          packages: {
            packages: [],
            totalResults: 0,
            totalRemaining: 0,
            nextPage: null,
            pagesLoaded: pagesToLoad ?? 0,
            filterOptions: filterOptionsFor([], filters),
            htSuccess: true,
            wombbSuccess: true,
          },
          promotedPackages: [],
          interimPackages: [],
          serviceUnavailable: true,
          apiError: null,
          errorCode: null,
          message: NO_MATCHING_PACKAGES_MESSAGE,
        };
      }

      const searched = await searchBoth(context);
      const { wombbSuccess, htSuccess, provided } = searched;
      const kept = recentLists.get(row.id);
      if (
        kept?.request === requestKey &&
        kept.row === row &&
        kept.today === context.today &&
        kept.catalogues[0] === searched.catalogues[0] &&
        kept.catalogues[1] === searched.catalogues[1] &&
        context.now.getTime() < kept.validUntil
      ) {
        if (madeFrom) recentLists.set(row.id, { ...kept, read: madeFrom, mark: markBefore });
        return kept.response;
      }
      const listed = provided.map((p) => listedPackage(p, context));
      const lines = listed.filter((pkg) => !pkg.isInterim);
      const readyOnly = filters.sortOption === 4;
      const matching = lines.filter(
        (pkg) => matchesFilters(pkg, filters) && (!readyOnly || pkg.readyByMoveIn),
      );
      const promoted = includePromoted ? promotePackages(matching, contactNumbers) : [];
      const sorted = sortPackages(withoutPromoted(matching, promoted), filters.sortOption);
      const page = pageOfPackages(sorted, promoted.length, pagesToLoad);
      const waitsForLine = matching.some((pkg) => !pkg.readyByMoveIn) || readyOnly;
      const interim = waitsForLine
        ? sortPackages(
            listed.filter((pkg) => pkg.isInterim),
            1,
          )
        : [];
      const providers = new Map(lines.map((pkg) => [pkg.provider.id, pkg.provider.name]));
      const errorCode = !wombbSuccess
        ? htSuccess
          ? BROADBAND_ERROR_CODE.wombbSearchFailed
          : BROADBAND_ERROR_CODE.combinedSearchFailed
        : null;
      const apiError =
        wombbSuccess && htSuccess
          ? null
          : !wombbSuccess && !htSuccess
            ? BROADBAND_TOTAL_FAILURE_MESSAGE
            : BROADBAND_PARTIAL_FAILURE_MESSAGE;
      const totalResults = sorted.length + promoted.length;
      const response: BroadbandResponse = {
        ...base,
        broadbandResponse: {
          ...base.broadbandResponse,
          availableProviders: [...providers].map(([id, name]) => ({ id, name })),
        },
        packages: {
          packages: page.packages,
          totalResults,
          totalRemaining: page.totalRemaining,
          nextPage: page.nextPage,
          pagesLoaded: page.pagesLoaded,
          filterOptions: filterOptionsFor(lines, filters),
          htSuccess,
          wombbSuccess,
        },
        promotedPackages: promoted,
        interimPackages: interim,
        // Networks reach the home but the catalogue has no package on them: the same as none.
        serviceUnavailable: lines.length === 0 && wombbSuccess && htSuccess,
        apiError,
        errorCode,
        message: totalResults === 0 && apiError === null ? NO_MATCHING_PACKAGES_MESSAGE : null,
      };
      // One answer per enrolment, and only where reads are kept (a row read afresh never matches).
      if (deps.enrolmentChanges)
        recentLists.set(row.id, {
          request: requestKey,
          row,
          read: madeFrom,
          mark: markBefore,
          today: context.today,
          catalogues: searched.catalogues,
          validUntil: firstPromotionEnd([...promoted, ...page.packages, ...interim]),
          response,
        });
      return response;
    },

    /** GET /api/entertainment/packages/{sourceId}/{packageId}: one package as listed at the mover's address. */
    async packageDetails(
      claims: AccessClaims,
      ref: { packageId: string; sourceId: string },
    ): Promise<BroadbandPackage> {
      const { row } = await openReads(claims);
      return (await findListed(row, ref)).listed;
    },

    /** GET /api/entertainment/state: the saved filters, the chosen package and the hand-off dates. */
    async state(claims: AccessClaims): Promise<EntertainmentState> {
      const row = await callerRow(claims);
      return entertainmentState(row.id, row);
    },

    /**
     * POST /api/entertainment/select-package: the package as priced at the mover's address now
     * is kept (bbPackageViewedDate stamped) with when to install it (as soon as possible, its
     * earliest install date, unless a custom date within its window is asked for); a
     * whole-of-market one answers the provider's link.
     */
    async selectPackage(
      claims: AccessClaims,
      body: SelectPackageBody,
    ): Promise<SelectPackageResponse> {
      const { row, journey } = await openReads(claims);
      const { provided, listed } = await findListed(row, body);
      // A whole-of-market package is chosen only after the mover's consent is on record (wom-consent).
      if (listed.signUp.kind === 'wholeOfMarket' && !journey?.womConsentAt) {
        throw new AppError('WOM_CONSENT_REQUIRED', WOM_CONSENT_REQUIRED_MESSAGE, { status: 409 });
      }
      const checked = checkInstallChoice(
        body.installation ?? { start: 'asap' },
        listed,
        row.moveInDate ?? null,
      );
      if (!checked.ok) {
        throw new AppError('INSTALL_DATE_INVALID', checked.message, {
          status: 400,
          field: checked.field === 'date' ? 'installation.date' : 'installation.start',
        });
      }
      const now = clock.now();
      const entertainment = stateNow(
        row,
        await saveEntertainmentJourney(
          db,
          row.id,
          {
            selectedPackage: listed,
            bbPackageViewedAt: now,
            wombbUserConfirmed: null,
            skyCallbackSlot: null,
            installStart: checked.choice.start,
            installDate: checked.choice.date,
          },
          now,
        ),
      );
      return {
        enrolment: await enrolmentService.toEnrolment(row),
        entertainment,
        wombbPackageUrl: listed.signUp.kind === 'wholeOfMarket' ? wombbPackageUrl(provided) : null,
      };
    },

    /** POST /api/entertainment/visit: stamps a step of the whole-of-market hand-off with the server's time. */
    async recordVisit(
      claims: AccessClaims,
      body: EntertainmentVisitBody,
    ): Promise<EntertainmentState> {
      const { row, journey } = await openReads(claims);
      const now = clock.now();
      if (body.step !== 'wombbViewed' && storedPackage(journey)?.signUp.kind !== 'wholeOfMarket') {
        throw new AppError('NO_PACKAGE', NO_WHOLE_OF_MARKET_PACKAGE_MESSAGE, { status: 409 });
      }
      const column = {
        wombbViewed: 'wombbViewedAt',
        bbPackageViewed: 'bbPackageViewedAt',
        wombbVisitRecorded: 'wombbVisitRecordedAt',
      } as const;
      return stateNow(
        row,
        await saveEntertainmentJourney(db, row.id, { [column[body.step]]: now }, now),
      );
    },

    /**
     * POST /api/entertainment/wombb-confirmation, "We recorded your visit": Yes keeps the package
     * waiting for the provider's confirmation (card In progress); No skips the whole-of-market service.
     */
    async confirmWombb(claims: AccessClaims, confirmed: boolean) {
      const { row, journey } = await openReads(claims);
      if (storedPackage(journey)?.signUp.kind !== 'wholeOfMarket') {
        throw new AppError('NO_PACKAGE', NO_WHOLE_OF_MARKET_PACKAGE_MESSAGE, { status: 409 });
      }
      const now = clock.now();
      const enrolment = await changeServices(
        claims,
        () =>
          confirmed
            ? { wombbUserConfirmed: true, wombbUserConfirmedAt: now, wombbSkipped: false }
            : SKIP_PATCH[SERVICE_TYPE.wombb],
        async (tx) => {
          await saveEntertainmentJourney(tx, row.id, { wombbUserConfirmed: confirmed }, now);
        },
      );
      return answerWithState(claims, enrolment);
    },

    /**
     * POST /api/entertainment/remove-pending-wombb-package ("Select a new package"): the package
     * waiting for the provider is dropped and the list opens again.
     */
    async removePendingPackage(claims: AccessClaims) {
      const row = await callerRow(claims);
      const isPending = row.wombbUserConfirmed && !row.wombbComplete;
      if (!isPending)
        throw new AppError('NO_PENDING_PACKAGE', NO_PENDING_PACKAGE_MESSAGE, { status: 409 });
      const now = clock.now();
      const enrolment = await changeServices(
        claims,
        () => ({
          wombbUserConfirmed: false,
          wombbUserConfirmedAt: null,
          wombbSkipped: false,
          entertainmentSkipped: false,
        }),
        async (tx) => {
          await saveEntertainmentJourney(
            tx,
            row.id,
            {
              selectedPackage: null,
              wombbUserConfirmed: null,
              wombbVisitRecordedAt: null,
              bbPackageViewedAt: null,
              installStart: null,
              installDate: null,
            },
            now,
          );
        },
      );
      return answerWithState(claims, enrolment);
    },

    /** POST /api/enrolment/wom-consent?serviceType=4: the time the mover agreed to the whole-of-market search. */
    async recordWomConsent(claims: AccessClaims): Promise<void> {
      const { row } = await openReads(claims);
      await saveEntertainmentJourney(db, row.id, { womConsentAt: clock.now() }, clock.now());
    },

    /**
     * POST /api/entertainment/{slug}/callback: the partner's package and slot are recorded, the
     * request is written to the outbox for the provider's contact, and the partner service is
     * done for the mover, in one transaction.
     */
    async requestCallback(
      claims: AccessClaims,
      providerSlug: string,
      body: PartnerCallbackBody,
    ): Promise<PartnerCallbackResponse> {
      const { row } = await openReads(claims);
      if (body.sourceId !== providerSlug) throw packageNotAvailable();
      // The partner calls the mover: a number from the form, else the enrolment's.
      const phone = body.contactNumber ?? row.contactNumber?.trim();
      if (!phone) {
        throw new AppError('CONTACT_NUMBER_REQUIRED', CONTACT_MOBILE_MESSAGES.required, {
          status: 400,
          field: 'contactNumber',
        });
      }
      const { provided, listed } = await findListed(row, body);
      if (listed.signUp.kind !== 'partner') throw packageNotAvailable();
      const now = clock.now();
      const reference = newCallbackReference();
      let callbackId = '';
      const enrolment = await changeServices(
        claims,
        () => COMPLETE_PATCH[SERVICE_TYPE.sky],
        async (tx, current) => {
          // Read after the enrolment's row lock: a second request racing this one sees the first.
          if (await findLatestCallback(tx, current.id)) {
            throw new AppError('CALLBACK_ALREADY_REQUESTED', CALLBACK_ALREADY_REQUESTED_MESSAGE, {
              status: 409,
            });
          }
          const message = await outbox.enqueue(tx, {
            template: 'broadbandCallback',
            channel: 'email',
            to: provided.provider.contactEmail,
            brandId: current.brandId,
            enrolmentId: current.id,
            data: {
              providerName: provided.provider.name,
              reference,
              mover: [current.firstName, current.surname].filter(Boolean).join(' ') || 'Not given',
              phone,
              address: addressSummaryOf(current) || 'Not known',
              moveInDate: current.moveInDate ? formatDisplayDate(current.moveInDate) : 'Not known',
              packageName: `${listed.packageName} (${listed.packageId})`,
              slot:
                body.slot === 'Anytime'
                  ? 'Anytime, 12pm-8pm Monday to Friday, within 24 hours'
                  : `Slot ${body.slot}: ${CALLBACK_SLOT_LABEL[body.slot]}, Monday to Friday, within 24 hours`,
            },
          });
          const inserted = await insertCallbackRequest(tx, {
            enrolmentId: current.id,
            providerId: provided.provider.id,
            providerName: provided.provider.name,
            packageId: listed.packageId,
            package: listed,
            slot: body.slot,
            reference,
            outboxMessageId: message.id,
          });
          callbackId = inserted.id;
          await saveEntertainmentJourney(
            tx,
            current.id,
            {
              selectedPackage: listed,
              skyCallbackSlot: body.slot,
              bbPackageViewedAt: now,
              // The partner arranges the installation on its call.
              installStart: null,
              installDate: null,
            },
            now,
          );
        },
      );
      const { entertainment } = await answerWithState(claims, enrolment);
      return { callbackId, slot: body.slot, deliveryState: 'queued', enrolment, entertainment };
    },
  };
}

/** For the confirmation card: the chosen package and call-back slot of an enrolment. */
export async function entertainmentChoiceOf(
  db: DbOrTx,
  enrolmentId: string,
): Promise<{
  selectedPackage: BroadbandPackage | null;
  skyCallbackSlot: string | null;
  installation: EntertainmentState['installation'];
}> {
  const journey = await findEntertainmentJourney(db, enrolmentId);
  return {
    selectedPackage: storedPackage(journey),
    skyCallbackSlot: journey?.skyCallbackSlot ?? null,
    installation: installationOf(journey),
  };
}
