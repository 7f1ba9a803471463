import { isUploadedLead } from '@threshold/domain/codes/lead-source';
import {
  TENANT_PORTAL_STORAGE,
  type TenantPortalStorage,
} from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { movingDetailsNextRoute } from '@threshold/domain/journey/moving-details-next';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { journeyFactsOf } from '../enrolment/journey-facts';
import { ROUTES } from '@threshold/domain/journey/routes';
import type { z } from 'zod';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  isResidentialStatusRequired,
  MOVE_IN_DATE_UNKNOWN_NOT_ALLOWED_MESSAGE,
  MOVING_DETAILS_SAVE_LIMIT_MESSAGE,
  MOVING_DETAILS_SAVES_PER_HOUR,
  manualMovingDetailsBodySchema,
  movingDetailsSaveBodySchema,
  type ManualMovingDetailsBody,
  type MoveInDateUnknownBody,
  type MovingDetailsNextRoute,
  type MovingDetailsOptions,
  type MovingDetailsSaveResponse,
} from '@threshold/domain/schemas/moving-details';
import type { Caller, EnrolmentPatch, EnrolmentRow } from '../../auth/caller';
import type { RateLimitCounters } from '../../auth/rate-limit-counters';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { brandPath, type Outbox } from '../../messages/outbox';
import type { AddressesService } from '../addresses/addresses.service';
import { lookedUpAddressPatch, TYPED_ADDRESS_ENERGY_PATCH } from '../enrolment/address-patch';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { validateBody } from './validate-body';

/** The unknown-move-in-date follow-up goes four weeks after the tick (portal-access 9). */
export const MOVE_IN_DATE_REMINDER_DELAY_MS = 28 * 24 * 60 * 60 * 1000;
const REMINDER_TEMPLATE = 'moveInDateReminder';
const SAVE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** The stored step moves past moving details only from moving details (a later step is never taken back). */
function storageAfterSave(current: string | null, next: MovingDetailsNextRoute): string | null {
  if (current !== null && current !== TENANT_PORTAL_STORAGE.movingDetails) return current;
  const step: TenantPortalStorage =
    next === ROUTES.councilServicesUpfront
      ? TENANT_PORTAL_STORAGE.councilWaterPreProducts
      : TENANT_PORTAL_STORAGE.productSelection;
  return step;
}

/** "12" or "12a" is a house number; anything else ("Rose Cottage", "Flat 2") a house name. */
function houseOf(houseNameOrNumber: string): Pick<EnrolmentPatch, 'houseNumber' | 'houseName'> {
  return /^\d+[a-z]?$/i.test(houseNameOrNumber)
    ? { houseNumber: houseNameOrNumber, houseName: null }
    : { houseNumber: null, houseName: houseNameOrNumber };
}

function typedAddress(body: ManualMovingDetailsBody): EnrolmentPatch {
  return {
    addressKey: null,
    isManualAddress: true,
    ...houseOf(body.houseNameOrNumber),
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 || null,
    addressLine3: null,
    addressLine4: null,
    town: body.town,
    county: null,
    postcode: body.postcode,
    nation: null,
    isDomestic: null,
    ...TYPED_ADDRESS_ENERGY_PATCH,
  };
}

export type MovingDetailsService = ReturnType<typeof createMovingDetailsService>;

/**
 * Saves the moving-details page (PUT /address, PUT /addresses/manual-address) and the
 * unknown-move-in-date tick with its four-week follow-up. Only ever the caller's own enrolment.
 */
export function createMovingDetailsService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  addressesService: AddressesService;
  outbox: Outbox;
  clock: Clock;
  publicBaseUrl: string;
  /** Counts each mover's saves (MOVING_DETAILS_SAVES_PER_HOUR), shared by every replica. */
  rateLimitCounters: RateLimitCounters;
  /** Authorities already told hear of a changed move-in date or address, in the save's transaction. */
  tellAuthoritiesOfChanges?: (
    tx: DbOrTx,
    before: EnrolmentRow,
    after: EnrolmentRow,
  ) => Promise<void>;
}) {
  const { db, enrolmentService, addressesService, outbox, clock, publicBaseUrl } = deps;

  /**
   * What a save is checked against for this caller (today, the brand's move-in window, whether
   * the select is shown), and the body to check: a date the partner set replaces whatever the
   * body carries, since the page shows it read-only.
   */
  function saveInputOf(
    { enrolment: row, branding }: Caller,
    body: unknown,
  ): { schemaOptions: MovingDetailsOptions; body: unknown } {
    const schemaOptions = {
      today: todayIso(clock),
      limits: branding.moveInDateLimits,
      isResidentialStatusRequired: isResidentialStatusRequired(row.type),
    };
    const partnerMoveInDate = row.moveInDateSetByPartner ? row.moveInDate : null;
    return {
      schemaOptions,
      body: partnerMoveInDate
        ? { ...(body as Record<string, unknown> | null), moveInDate: partnerMoveInDate }
        : body,
    };
  }

  /** The body checked with the rules for this caller (400 as Fastify's own body validation). */
  function bodyFor<T extends z.ZodType>(
    caller: Caller,
    body: unknown,
    factory: (options: MovingDetailsOptions) => T,
  ): z.output<T> {
    const input = saveInputOf(caller, body);
    return validateBody(factory(input.schemaOptions), input.body);
  }

  /** Writes the page's fields, cancels a pending follow-up (the date is known now) and answers where to go. */
  async function save(caller: Caller, fields: EnrolmentPatch): Promise<MovingDetailsSaveResponse> {
    // The row as the request found it: the save writes only the page's fields and the step.
    const { enrolment: row, branding } = caller;
    const now = clock.now();
    const counted = await deps.rateLimitCounters.hit(
      db,
      `moving-details-save:${row.id}`,
      SAVE_LIMIT_WINDOW_MS,
      now,
    );
    if (counted.hits > MOVING_DETAILS_SAVES_PER_HOUR) {
      throw new AppError('TOO_MANY_REQUESTS', MOVING_DETAILS_SAVE_LIMIT_MESSAGE, {
        status: 429,
        retryAfterSeconds: (counted.windowEndsAt.getTime() - now.getTime()) / 1000,
      });
    }
    const today = todayIso(clock);
    const saved = await db.transaction(async (tx) => {
      const patched = { ...row, ...fields } as EnrolmentRow;
      const nextRoute = movingDetailsNextRoute(
        snapshotOfEnrolment({ ...patched, ...journeyFactsOf(patched, branding) }, today),
        branding.flags,
      );
      const updated = await enrolmentService.updateRow(tx, row.id, {
        ...fields,
        moveInDateUnknown: false,
        tenantPortalStorage: storageAfterSave(row.tenantPortalStorage, nextRoute),
      });
      await outbox.cancelPending(tx, row.id, REMINDER_TEMPLATE);
      await deps.tellAuthoritiesOfChanges?.(tx, row, updated);
      return { updated, nextRoute };
    });
    // The enrolment answer reads brands through the pool: after the transaction (PGlite has one connection).
    return {
      enrolment: await enrolmentService.toEnrolment(saved.updated, caller),
      nextRoute: saved.nextRoute,
    };
  }

  return {
    /** Another step gave the move-in date (the onboarding commit): the follow-up is not needed any more. */
    cancelMoveInDateReminder: (tx: DbOrTx, enrolmentId: string) =>
      outbox.cancelPending(tx, enrolmentId, REMINDER_TEMPLATE),
    /**
     * PUT /address: the date, the status and the address chosen from the list (looked up again
     * here), the body checked with this caller's rules.
     */
    async saveLookedUp(caller: Caller, rawBody: unknown): Promise<MovingDetailsSaveResponse> {
      const body = bodyFor(caller, rawBody, movingDetailsSaveBodySchema);
      const record = await addressesService.findUsableAddress(body.addressKey, 400);
      return save(caller, {
        moveInDate: body.moveInDate,
        residentialStatus: body.residentialStatus,
        ...lookedUpAddressPatch(record),
      });
    },

    /** PUT /addresses/manual-address: the address typed in by hand, checked with this caller's rules. */
    async saveManual(caller: Caller, rawBody: unknown): Promise<MovingDetailsSaveResponse> {
      const body = bodyFor(caller, rawBody, manualMovingDetailsBodySchema);
      return save(caller, {
        moveInDate: body.moveInDate,
        residentialStatus: body.residentialStatus,
        ...typedAddress(body),
      });
    },

    /**
     * PUT /move-in-date-unknown: stores the tick. Ticking schedules one follow-up e-mail four weeks
     * on (never a second while one is pending); unticking cancels it. Not for an uploaded lead.
     */
    async setMoveInDateUnknown(
      caller: Caller,
      { unknownMoveInDate }: MoveInDateUnknownBody,
    ): Promise<Enrolment> {
      const { enrolment: row, branding } = caller;
      if (isUploadedLead(row.source)) {
        throw new AppError(
          'MOVE_IN_DATE_SET_BY_PARTNER',
          MOVE_IN_DATE_UNKNOWN_NOT_ALLOWED_MESSAGE,
          { status: 409, field: 'unknownMoveInDate' },
        );
      }
      const account = await enrolmentService.findAccountForEnrolment(row.id);
      const recipient = row.emailAddress ?? account?.email ?? null;
      const updated = await db.transaction(async (tx) => {
        // The update locks the row first, so two ticks at once cannot both find no pending follow-up.
        const saved = await enrolmentService.updateRow(tx, row.id, {
          moveInDateUnknown: unknownMoveInDate,
        });
        if (!unknownMoveInDate) {
          await outbox.cancelPending(tx, row.id, REMINDER_TEMPLATE);
        } else if (
          recipient &&
          (await outbox.findPending(tx, row.id, REMINDER_TEMPLATE)).length === 0
        ) {
          await outbox.enqueue(tx, {
            template: REMINDER_TEMPLATE,
            channel: 'email',
            to: recipient,
            brandId: row.brandId,
            enrolmentId: row.id,
            data: {
              link: `${publicBaseUrl}${brandPath(branding)}${ROUTES.movingDetails}`,
              ...(row.firstName ? { firstName: row.firstName } : {}),
            },
            sendAfter: new Date(clock.now().getTime() + MOVE_IN_DATE_REMINDER_DELAY_MS),
          });
        }
        return saved;
      });
      return enrolmentService.toEnrolment(updated, caller);
    },
  };
}
