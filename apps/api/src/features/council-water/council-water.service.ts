import { randomBytes } from 'node:crypto';
import { isOptedIn, type OptIn } from '@threshold/domain/codes/opt-in';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import { formatDisplayDate, isIsoDate } from '@threshold/domain/dates/calendar-date';
import { countsAsOptedIn, isAuthorityAvailable } from '@threshold/domain/journey/card-status';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { CouncilWater } from '@threshold/domain/schemas/council-water';
import type { CouncilWaterPage } from '@threshold/domain/schemas/council-water-notify';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { enrolmentNotFound, preloaded, type Caller, type EnrolmentRow } from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { createHandOffs, type HandOffRow } from '../../messages/hand-offs/hand-offs';
import type { Outbox } from '../../messages/outbox';
import type { AddressProvider } from '../../providers/addresses/address-provider';
import { journeyFactsOf } from '../enrolment/journey-facts';
import { settlingPatch, type EnrolmentPatch } from '../enrolment/service-settlement';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { requireOpenStep } from '../journey/journey-order';
import { addressSummaryOf, identifyAuthorities, type IdentifiedAuthority } from './authorities';
import {
  authorityContactsVersionPart,
  findAllAuthorityContacts,
  type AuthorityContactRow,
} from './authority-contacts.repo';
import {
  findLatestNotifications,
  findTellingHistory,
  insertAuthorityNotification,
  latestOf,
  tellingHistoryPart,
  type AuthorityKind,
  type LatestNotification,
} from './authority-notifications.repo';
import { recordStatusChange, recordWebhookEvents } from '../../messages/webhooks/webhook-events';

/** What GET /api/council-water reads with the caller's row: one statement in all. */
export const COUNCIL_WATER_SUMMARY_PARTS = [tellingHistoryPart, authorityContactsVersionPart];

/**
 * The authority contact catalogue kept in memory at the version the caller's statement reports:
 * read again (one statement) only when that version differs, so an operator's replacement on any
 * replica is seen by the next request.
 */
function createContactCatalogueCopy(db: Db) {
  let kept: { version: string; byKey: Map<string, AuthorityContactRow> } | undefined;
  return async function contactsAt(
    version: string,
  ): Promise<(kind: AuthorityKind, code: string) => AuthorityContactRow | undefined> {
    if (kept?.version !== version) {
      const rows = await findAllAuthorityContacts(db);
      const byKey = new Map(rows.map((row) => [`${row.kind}:${row.code}`, row]));
      // Kept only when the rows match the version asked for; a later change makes a later version.
      kept = { version, byKey };
    }
    const { byKey } = kept;
    return (kind, code) => byKey.get(`${kind}:${code}`);
  };
}

/**
 * At most one telling a day of each kind (council, water) after a change of move-in date or
 * address: it goes a day after the previous change's telling went (or was due), and until it goes,
 * later changes replace it with the latest facts (or withdraw it when nothing is new after all).
 */
export const AUTHORITY_UPDATE_INTERVAL_MS = 24 * 60 * 60 * 1000;

const KINDS: readonly AuthorityKind[] = ['council', 'water'];
/** Unambiguous letters and digits (no 0/O, 1/I/L): read out over the phone by the authority. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short random reference the authority quotes back, e.g. "TH-7KQ2M9XP". */
export function newAuthorityReference(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `TH-${code}`;
}

/** What an authority is told about the mover: the facts an update compares. */
type Telling = { moveInDate: string | null; addressSummary: string };

function tellingOf(row: EnrolmentRow): Telling {
  return { moveInDate: row.moveInDate, addressSummary: addressSummaryOf(row) };
}

function isSameTelling(told: LatestNotification, now: Telling): boolean {
  return told.moveInDate === now.moveInDate && told.addressSummary === now.addressSummary;
}

/** Council or water wanted: opted in by the consent rule (service-journeys 4), or mandatory. */
function isWanted(
  kind: AuthorityKind,
  row: EnrolmentRow,
  branding: Pick<Branding, 'productOffers' | 'flags'>,
): boolean {
  const facts = journeyFactsOf(row, branding);
  const optIn: OptIn | null = kind === 'council' ? facts.councilOptIn : facts.waterOptIn;
  const isConsented = kind === 'council' ? facts.councilConsented : facts.waterConsented;
  const isMandatory = kind === 'council' ? facts.councilIsMandatory : facts.waterIsMandatory;
  const optedIn = countsAsOptedIn(
    { isOptedIn: optIn === null ? null : isOptedIn(optIn), isConsented },
    branding.flags.ctwbJourneyToggle,
  );
  return optedIn || isMandatory;
}

export type CouncilWaterService = ReturnType<typeof createCouncilWaterService>;

/**
 * The council and water pages (service-journeys 2): who the new home's authorities are, and
 * telling them, each telling a notification record with its outbox message in one transaction.
 * Later changes of the move-in date or address are told as updates (tellOfChanges).
 */
export function createCouncilWaterService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  addressProvider: AddressProvider;
  outbox: Outbox;
  clock: Clock;
  authorityFallbackEmail: string;
}) {
  const { db, enrolmentService, addressProvider, clock } = deps;
  const handOffs = createHandOffs({ outbox: deps.outbox });
  const identify = (tx: DbOrTx, row: Pick<EnrolmentRow, 'addressKey'>) =>
    identifyAuthorities(tx, { addressProvider, fallbackEmail: deps.authorityFallbackEmail }, row);
  const contactsAt = createContactCatalogueCopy(db);
  /** The authorities from the catalogue copy when the caller's statement gave its version. */
  async function identifyFor(caller: Caller) {
    const version = preloaded(caller, authorityContactsVersionPart);
    if (version === undefined) return identify(db, caller.enrolment);
    return identifyAuthorities(
      db,
      {
        addressProvider,
        fallbackEmail: deps.authorityFallbackEmail,
        contactOf: await contactsAt(version),
      },
      caller.enrolment,
    );
  }

  /** The row inside the transaction (as it sees it); 404 once gone. */
  async function currentRow(enrolmentId: string, tx: DbOrTx): Promise<EnrolmentRow> {
    const row = await enrolmentService.findRow(enrolmentId, tx);
    if (!row || row.forgottenAt) throw enrolmentNotFound();
    return row;
  }

  /** The hand-off of one telling: its message to the authority's contact, due at `sendAfter` (now when absent). */
  async function handOffTelling(
    tx: DbOrTx,
    row: EnrolmentRow,
    authority: IdentifiedAuthority,
    reason: 'initial' | 'update',
    reference: string,
    sendAfter?: Date,
  ): Promise<HandOffRow> {
    const telling = tellingOf(row);
    const moverName = [row.firstName, row.surname].filter(Boolean).join(' ') || 'The new resident';
    return handOffs.record(tx, {
      kind: authority.kind,
      enrolmentId: row.id,
      message: {
        template: 'authorityNotification',
        channel: 'email',
        to: authority.emailAddress,
        brandId: row.brandId,
        data: {
          authorityName: authority.name,
          moverName,
          address: telling.addressSummary || 'not known',
          moveInDate: isIsoDate(telling.moveInDate)
            ? formatDisplayDate(telling.moveInDate)
            : 'not known yet',
          reference,
          reason,
        },
        ...(sendAfter ? { sendAfter } : {}),
      },
    });
  }

  /** Writes one telling: its hand-off (record and message) and the notification's details. */
  async function tell(
    tx: DbOrTx,
    row: EnrolmentRow,
    authority: IdentifiedAuthority,
    reason: 'initial' | 'update',
    reference: string,
    sendAfter?: Date,
  ): Promise<void> {
    const telling = tellingOf(row);
    const handOff = await handOffTelling(tx, row, authority, reason, reference, sendAfter);
    await insertAuthorityNotification(tx, {
      id: handOff.id,
      enrolmentId: row.id,
      kind: authority.kind,
      authorityCode: authority.code,
      authorityName: authority.name,
      reason,
      moveInDate: telling.moveInDate,
      addressSummary: telling.addressSummary,
      reference,
    });
  }

  /**
   * Tells one authority what is new since its last telling: nothing when it was told these very
   * facts, an update (same reference) when it was told other facts, else a first telling; due at
   * `sendAfter` (now when absent).
   */
  async function tellWhatIsNew(
    tx: DbOrTx,
    row: EnrolmentRow,
    authority: IdentifiedAuthority,
    told: LatestNotification | undefined,
    sendAfter?: Date,
  ): Promise<void> {
    const isSameAuthority = told?.authorityCode === authority.code;
    if (told && isSameAuthority && isSameTelling(told, tellingOf(row))) return;
    if (told && isSameAuthority)
      return tell(tx, row, authority, 'update', told.reference, sendAfter);
    return tell(tx, row, authority, 'initial', newAuthorityReference(), sendAfter);
  }

  /**
   * A change's telling of one kind (council or water), at most one a day: a change's telling
   * still waiting to go is withdrawn (the authority never heard it) and the latest facts are told
   * in its place, due when it was; otherwise due now, or a day after the last change's telling
   * went. The first telling (notify's) never waits, and is never withdrawn.
   */
  async function tellChange(
    tx: DbOrTx,
    row: EnrolmentRow,
    authority: IdentifiedAuthority,
    history: readonly LatestNotification[],
  ): Promise<void> {
    const now = clock.now();
    let due = now;
    let told = history;
    const [waiting, ...earlier] = told;
    if (waiting && earlier.length > 0 && (await handOffs.withdraw(tx, waiting.id, now))) {
      if (waiting.sendAfter && waiting.sendAfter > due) due = waiting.sendAfter;
      told = earlier;
    }
    const lastChange = told.length > 1 ? told[0] : undefined;
    if (lastChange?.sendAfter) {
      const nextDay = new Date(lastChange.sendAfter.getTime() + AUTHORITY_UPDATE_INTERVAL_MS);
      if (nextDay > due) due = nextDay;
    }
    await tellWhatIsNew(tx, row, authority, told[0], due);
  }

  return {
    /** GET /api/council-water: both authorities of the mover's new home and their latest telling. */
    async summary(caller: Caller): Promise<CouncilWater> {
      const { enrolment: row, branding } = caller;
      const history = preloaded(caller, tellingHistoryPart);
      const [authorities, latest] = await Promise.all([
        identifyFor(caller),
        history ? latestOf(history) : findLatestNotifications(db, row.id),
      ]);
      const common = (kind: AuthorityKind) => {
        const authority = authorities[kind];
        const raw = kind === 'council' ? row.councilConsented : row.waterConsented;
        return {
          isConsented: isWanted(kind, row, branding) ? true : raw,
          isAvailable: isAuthorityAvailable(authority?.name),
          isCompleted: kind === 'council' ? row.councilComplete : row.waterComplete,
          completeRegistrationLink: authority?.registrationUrl ?? null,
          notification: latest[kind]
            ? {
                reason: latest[kind].reason,
                state: latest[kind].state,
                stateAt: latest[kind].stateAt,
                reference: latest[kind].reference,
              }
            : null,
        };
      };
      return {
        council: {
          ...common('council'),
          councilName: authorities.council?.name ?? null,
          councilLogoUrl: authorities.council?.logoUrl ?? null,
        },
        water: {
          ...common('water'),
          isScotland: row.nation === 'Scotland',
          boardName: authorities.water?.name ?? null,
          boardLogoUrl: authorities.water?.logoUrl ?? null,
        },
      };
    },

    /**
     * POST /api/council-water/notify: tells each wanted authority that can be identified, once,
     * and marks council and water complete (an authority we cannot identify has nothing to tell).
     */
    async notify(caller: Caller, page: CouncilWaterPage): Promise<Enrolment> {
      const { enrolment: before, branding } = caller;
      requireOpenStep(page, before, branding, clock);
      const wanted = KINDS.filter((kind) => isWanted(kind, before, branding));
      const updated = await db.transaction(async (tx) => {
        const current = await currentRow(before.id, tx);
        const completed: EnrolmentPatch = {
          ...(wanted.includes('council') ? { councilComplete: true } : {}),
          ...(wanted.includes('water') ? { waterComplete: true } : {}),
        };
        // The update locks the row first, so two presses at once cannot both find nothing told.
        const saved = await enrolmentService.updateRow(tx, current.id, {
          ...completed,
          // Council and water may be the last services the mover wanted: the move is then complete.
          ...settlingPatch(current, completed, branding, clock),
          tenantPortalStorage:
            current.tenantPortalStorage === TENANT_PORTAL_STORAGE.enrolmentCompleted
              ? current.tenantPortalStorage
              : page === ROUTES.councilServicesUpfront
                ? TENANT_PORTAL_STORAGE.councilWaterPreProducts
                : TENANT_PORTAL_STORAGE.councilServices,
          lastJourneyActivityAt: clock.now(),
        });
        const authorities = await identify(tx, saved);
        const latest = await findLatestNotifications(tx, saved.id);
        for (const kind of wanted) {
          const authority = authorities[kind];
          if (authority) await tellWhatIsNew(tx, saved, authority, latest[kind]);
        }
        const newlyDone = wanted.filter((kind) =>
          kind === 'council' ? !current.councilComplete : !current.waterComplete,
        );
        await recordWebhookEvents(
          tx,
          newlyDone.map((service) => ({
            type: 'service.completed',
            enrolmentId: saved.id,
            at: clock.now(),
            service,
          })),
        );
        // After the services' own events: enrolment.completed comes after what led to it.
        await recordStatusChange(tx, current, saved, clock.now());
        return saved;
      });
      return enrolmentService.toEnrolment(updated);
    },

    /**
     * For a save that may change the move-in date or address (moving details, onboarding), inside
     * its transaction: every authority already told hears the new facts, as an update with the
     * same reference; when the new home has a different authority, that one is told afresh. The
     * old one is not told again, and nothing is told when the new home's authority is unknown.
     */
    async tellOfChanges(tx: DbOrTx, before: EnrolmentRow, after: EnrolmentRow): Promise<void> {
      const wasTold = tellingOf(before);
      const isTold = tellingOf(after);
      if (
        wasTold.moveInDate === isTold.moveInDate &&
        wasTold.addressSummary === isTold.addressSummary &&
        before.addressKey === after.addressKey
      )
        return;
      const history = await findTellingHistory(tx, after.id);
      if (!history.council?.length && !history.water?.length) return;
      const authorities = await identify(tx, after);
      for (const kind of KINDS) {
        const authority = authorities[kind];
        const told = history[kind];
        if (told?.length && authority) await tellChange(tx, after, authority, told);
      }
    },
  };
}
