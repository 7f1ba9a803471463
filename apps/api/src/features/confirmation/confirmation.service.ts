import { meterTypeOf, supplyStatusOf } from '@threshold/domain/journey/energy-facts';
import {
  isProductOffered,
  type ProductOfferedStatus,
} from '@threshold/domain/codes/product-offered-status';
import { SERVICE_TYPE, type ServiceType } from '@threshold/domain/codes/service-type';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { confirmationCards, ukDateAndTime } from '@threshold/domain/journey/confirmation-cards';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { ROUTES } from '@threshold/domain/journey/routes';
import { notificationStateMessage } from '@threshold/domain/messages/council-water';
import type { Branding } from '@threshold/domain/schemas/brand';
import type {
  ConfirmationDetails,
  EnrolmentFieldsBody,
  EnrolmentStatusResponse,
  SurveyRequestResponse,
} from '@threshold/domain/schemas/confirmation';
import type { CouncilWater } from '@threshold/domain/schemas/council-water';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  enrolmentNotFound,
  type Caller,
  type EnrolmentPatch,
  type EnrolmentRow,
} from '../../auth/caller';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Outbox } from '../../messages/outbox';
import type { EnrolmentService } from '../enrolment/enrolment.service';
import { journeyFactsOf } from '../enrolment/journey-facts';
import { settlingPatch } from '../enrolment/service-settlement';
import { requireOpenStep } from '../journey/journey-order';
import { renderChecklistPdf } from './checklist-pdf';
import { markSurveyRequested } from './confirmation.repo';
import {
  energySummaries,
  entertainmentSummary,
  type EnergyCardChoices,
  type EntertainmentChoice,
} from './product-summaries';
import {
  COMPLETE_PATCH,
  isServiceWorkDone,
  SERVICE_NOT_DONE_MESSAGES,
  SKIP_PATCH,
} from './service-changes';
import { recordStatusChange } from '../../messages/webhooks/webhook-events';

export const PRODUCT_NOT_OFFERED_MESSAGE = 'Sorry, this service is not offered with your move.';
export const SERVICE_MANDATORY_MESSAGE = 'This service is part of your move and cannot be skipped.';
/** The survey asks once the mover has had a day in their new setting (docs/decisions.md). */
export const SURVEY_DELAY_MS = 24 * 60 * 60 * 1000;

/** The new home as the checklist prints it, one line each. */
function addressLinesOf(row: EnrolmentRow): string[] {
  const street = [row.houseNumber, row.addressLine1].filter(Boolean).join(' ');
  return [
    row.houseName,
    street,
    row.addressLine2,
    row.addressLine3,
    row.addressLine4,
    row.town,
    row.postcode,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;

/** Rows another feature writes with a service change, inside its transaction. */
type ServiceChangeWrite = (tx: DbOrTx, row: EnrolmentRow) => Promise<void>;

/**
 * The confirmation page (service-journeys 2): its summary, its saves, settling the enrolment
 * when every service is done, the satisfaction survey and the moving checklist. Only ever the
 * caller's own enrolment: any other id is "not found".
 */
export function createConfirmationService(deps: {
  db: Db;
  enrolmentService: EnrolmentService;
  /** GET /api/council-water's summaries: the council and water cards show the same. */
  councilWaterSummary: (caller: Caller) => Promise<CouncilWater>;
  /** The energy cards' chosen tariff(s) and sign-up (energy payment); none chosen when absent. */
  energyCards?: (caller: Caller) => Promise<EnergyCardChoices>;
  /** Whether energy's sign-up went to the supplier (energy payment). */
  hasEnergySignup: (enrolmentId: string) => Promise<boolean>;
  /** When the smart-meter offer was first shown (the energy journey), null if never. */
  smartOfferedAt: (enrolmentId: string) => Promise<Date | null>;
  /** The entertainment card's chosen package and call-back slot (broadband); none when absent. */
  entertainmentCard?: (caller: Caller) => Promise<EntertainmentChoice>;
  outbox: Outbox;
  clock: Clock;
}) {
  const {
    db,
    enrolmentService,
    councilWaterSummary,
    energyCards,
    hasEnergySignup,
    smartOfferedAt,
    entertainmentCard,
    outbox,
    clock,
  } = deps;

  /** An enrolment row as it is now (inside a transaction: as that transaction sees it); 404 once gone. */
  async function currentRow(enrolmentId: string, tx: DbOrTx = db): Promise<EnrolmentRow> {
    const row = await enrolmentService.findRow(enrolmentId, tx);
    if (!row || row.forgottenAt) throw enrolmentNotFound();
    return row;
  }

  /** The caller's row, once the confirmation page is open for it (409 before moving details). */
  function openRow(caller: Caller): { row: EnrolmentRow; branding: Branding } {
    const { enrolment: row, branding } = caller;
    requireOpenStep(ROUTES.confirmation, row, branding, clock);
    return { row, branding };
  }

  /** Writes a service change and the status it leads to, in one transaction; answers the row it made. */
  async function changeServiceRow(
    enrolmentId: string,
    branding: Branding,
    patchOf: (row: EnrolmentRow) => EnrolmentPatch,
    { settles = true, write }: { settles?: boolean; write?: ServiceChangeWrite } = {},
  ): Promise<EnrolmentRow> {
    return db.transaction(async (tx) => {
      // The update locks the row: a second change at the same time settles on what this one wrote.
      const row = await currentRow(enrolmentId, tx);
      const patch = patchOf(row);
      const changed = await enrolmentService.updateRow(tx, row.id, {
        ...patch,
        ...(settles ? settlingPatch(row, patch, branding, clock) : {}),
        lastJourneyActivityAt: clock.now(),
      });
      if (write) await write(tx, row);
      // After the write: a service's own event comes before the enrolment.completed it leads to.
      await recordStatusChange(tx, row, changed, clock.now());
      return changed;
    });
  }

  /** Writes a service change and the status it leads to, in one transaction; answers the enrolment. */
  async function changeServices(...args: Parameters<typeof changeServiceRow>): Promise<Enrolment> {
    return enrolmentService.toEnrolment(await changeServiceRow(...args));
  }

  async function detailsOf(caller: Caller): Promise<ConfirmationDetails> {
    const { enrolment: row, branding } = caller;
    const today = todayIso(clock);
    const facts = journeyFactsOf(row, branding);
    const snapshot = snapshotOfEnrolment({ ...row, ...facts }, today);
    const { council, water } = await councilWaterSummary(caller);
    const chosenEnergy = energyCards ? await energyCards(caller) : undefined;
    const chosenEntertainment = entertainmentCard ? await entertainmentCard(caller) : undefined;
    const {
      energyOfferedStatus: _energy,
      entertainmentOfferedStatus: _entertainment,
      ...shownFacts
    } = facts;
    const details: ConfirmationDetails = {
      ...shownFacts,
      enrolmentId: row.id,
      firstName: row.firstName,
      partner: branding.partnerName,
      status: row.status,
      moveInDate: row.moveInDate,
      wombbUserConfirmedDate: row.wombbUserConfirmedAt?.toISOString() ?? null,
      isMoveInDateInRange: snapshot.isMoveInDateInRange,
      tenantPortalStorage: row.tenantPortalStorage,
      ctwbJourneyToggle: branding.flags.ctwbJourneyToggle,
      confirmationProductsSummary: {
        ...energySummaries(row, branding, today, chosenEnergy),
        entertainment: entertainmentSummary(row, branding, chosenEntertainment),
        council,
        water,
      },
    };
    return details;
  }

  return {
    /** GET /api/confirmationdetails */
    async details(caller: Caller): Promise<ConfirmationDetails> {
      return detailsOf(caller);
    },

    /** GET /api/enrolment/status/{id}: the caller's own enrolment only. */
    async status(caller: Caller, id: string): Promise<EnrolmentStatusResponse> {
      const row = caller.enrolment;
      if (row.id !== id) throw enrolmentNotFound();
      const smartOffered = await smartOfferedAt(row.id);
      return {
        id: row.id,
        status: row.status,
        servicesCompletedAt: row.servicesCompletedAt?.toISOString() ?? null,
        meterType: meterTypeOf(row),
        supplyStatus: supplyStatusOf(row),
        smartOfferedAt: smartOffered?.toISOString() ?? null,
      };
    },

    /**
     * PATCH /api/enrolment/fields: the confirmation page's saves. "Get started" opts in and
     * reopens that service (consented, no longer skipped); the last-viewed time is the server's.
     */
    async saveFields(caller: Caller, body: EnrolmentFieldsBody): Promise<Enrolment> {
      const { row, branding } = openRow(caller);
      const offers = branding.productOffers;
      if (body.energyOptIn && !isProductOffered(offers.energy as ProductOfferedStatus)) {
        throw new AppError('PRODUCT_NOT_OFFERED', PRODUCT_NOT_OFFERED_MESSAGE, {
          status: 409,
          field: 'energyOptIn',
        });
      }
      if (
        body.entertainmentOptIn &&
        !isProductOffered(offers.entertainment as ProductOfferedStatus)
      ) {
        throw new AppError('PRODUCT_NOT_OFFERED', PRODUCT_NOT_OFFERED_MESSAGE, {
          status: 409,
          field: 'entertainmentOptIn',
        });
      }
      const patch: EnrolmentPatch = {
        ...(body.energyOptIn
          ? { energyOptIn: 1, energyConsented: true, energySkipped: false }
          : {}),
        ...(body.entertainmentOptIn
          ? {
              entertainmentOptIn: 1,
              entertainmentConsented: true,
              entertainmentSkipped: false,
              wombbSkipped: false,
            }
          : {}),
        ...(body.councilRegistrationConfirmed === undefined
          ? {}
          : { councilRegistrationConfirmed: body.councilRegistrationConfirmed }),
        ...(body.waterRegistrationConfirmed === undefined
          ? {}
          : { waterRegistrationConfirmed: body.waterRegistrationConfirmed }),
        ...(body.tenantPortalStorage ? { tenantPortalStorage: body.tenantPortalStorage } : {}),
        ...(body.confirmationPageLastViewed ? { confirmationPageLastViewedAt: clock.now() } : {}),
      };
      // Only a reopened service changes the status; a view or an answer leaves it as it is.
      const settles = body.energyOptIn !== undefined || body.entertainmentOptIn !== undefined;
      return changeServices(row.id, branding, () => patch, { settles });
    },

    /**
     * Another feature's change to a service (broadband's hand-off answers and call-back), settled
     * as a skip or a completion is, with that feature's own rows written in the same transaction.
     */
    async changeServicesWith(
      caller: Caller,
      patchOf: (row: EnrolmentRow) => EnrolmentPatch,
      write: ServiceChangeWrite,
    ): Promise<{ enrolment: Enrolment; row: EnrolmentRow }> {
      const { enrolment, branding } = caller;
      const row = await changeServiceRow(enrolment.id, branding, patchOf, { write });
      return { enrolment: await enrolmentService.toEnrolment(row), row };
    },

    /** POST /api/enrolment/skipservice?service= */
    async skipService(caller: Caller, service: ServiceType): Promise<Enrolment> {
      const { row, branding } = openRow(caller);
      const facts = journeyFactsOf(row, branding);
      const patch = SKIP_PATCH[service];
      const isMandatory =
        ('councilOptIn' in patch && facts.councilIsMandatory) ||
        ('waterOptIn' in patch && facts.waterIsMandatory);
      if (isMandatory)
        throw new AppError('SERVICE_MANDATORY', SERVICE_MANDATORY_MESSAGE, {
          status: 409,
          field: 'service',
        });
      return changeServices(row.id, branding, () => patch);
    },

    /**
     * POST /api/enrolment/completeservices?services[]= (no services: only settles the status). Only a
     * service whose work is done may be completed: anything else answers 409 and changes nothing.
     */
    async completeServices(caller: Caller, services: readonly ServiceType[]): Promise<Enrolment> {
      const { row, branding } = openRow(caller);
      const isEnergy = (service: ServiceType) =>
        service === SERVICE_TYPE.energy || service === SERVICE_TYPE.wome;
      const work = {
        hasEnergySignup: services.some(isEnergy) && (await hasEnergySignup(row.id)),
      };
      const notDone = services.find((service) => !isServiceWorkDone(service, row, work));
      if (notDone !== undefined)
        throw new AppError('SERVICE_NOT_DONE', SERVICE_NOT_DONE_MESSAGES[notDone], {
          status: 409,
          field: 'services',
        });
      const patch = services.reduce<EnrolmentPatch>(
        (all, service) => ({ ...all, ...COMPLETE_PATCH[service] }),
        {},
      );
      return changeServices(row.id, branding, () => patch);
    },

    /**
     * PUT /api/enrolment/trigger-survey: the first call marks the survey requested and writes its
     * e-mail to the outbox (sent a day later), in one transaction; later calls change nothing.
     */
    async requestSurvey(caller: Caller): Promise<SurveyRequestResponse> {
      const { row } = openRow(caller);
      const account = await enrolmentService.findAccountForEnrolment(row.id);
      const recipient = row.emailAddress ?? account?.email ?? null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const isFirst = await markSurveyRequested(tx, row.id, now);
        if (!isFirst || !recipient) return;
        await outbox.enqueue(tx, {
          template: 'satisfactionSurvey',
          channel: 'email',
          to: recipient,
          brandId: row.brandId,
          enrolmentId: row.id,
          data: row.firstName ? { firstName: row.firstName } : {},
          sendAfter: new Date(now.getTime() + SURVEY_DELAY_MS),
        });
      });
      const after = await currentRow(row.id);
      return { surveyRequestedAt: (after.surveyRequestedAt ?? now).toISOString() };
    },

    /** GET /api/enrolment/checklist.pdf: this mover's moving checklist. */
    async checklist(caller: Caller): Promise<Buffer> {
      const { enrolment: row, branding } = caller;
      const details = await detailsOf(caller);
      const { council, water } = details.confirmationProductsSummary;
      const told = [
        { name: council.councilName, notification: council.notification },
        { name: water.boardName, notification: water.notification },
      ].flatMap(({ name, notification }) =>
        name && notification
          ? [
              `${notificationStateMessage(name, notification.state, ukDateAndTime(notification.stateAt))} Reference ${notification.reference}.`,
            ]
          : [],
      );
      return renderChecklistPdf({
        brandName: branding.name,
        moverName: [row.firstName, row.surname].filter(Boolean).join(' ') || null,
        addressLines: addressLinesOf(row),
        moveInDate: row.moveInDate ? formatDisplayDate(row.moveInDate) : null,
        services: confirmationCards(details),
        authoritiesTold: told,
        madeOn: formatDisplayDate(todayIso(clock)),
      });
    },
  };
}
