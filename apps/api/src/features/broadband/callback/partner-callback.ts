import { randomBytes } from 'node:crypto';
import { SERVICE_TYPE } from '@threshold/domain/codes/service-type';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { CALLBACK_SLOT_LABEL } from '@threshold/domain/messages/broadband';
import { CONTACT_MOBILE_MESSAGES } from '@threshold/domain/schemas/mobile-number';
import type {
  BroadbandPackage,
  PartnerCallbackBody,
  PartnerCallbackResponse,
} from '@threshold/domain/schemas/broadband';
import type { Caller, EnrolmentRow } from '../../../auth/caller';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import {
  createHandOffs,
  type HandOffRow,
  type HandOffs,
} from '../../../messages/hand-offs/hand-offs';
import type { ProvidedPackage } from '../../../providers/broadband-catalogue/broadband-catalogue';
import { COMPLETE_PATCH } from '../../confirmation/service-changes';
import { addressSummaryOf } from '../../council-water/authorities';
import {
  findLatestCallback,
  insertCallbackRequest,
  saveEntertainmentJourney,
} from '../broadband.repo';
import { answerWithState, type BroadbandCallDeps } from '../broadband-calls';
import { findListed, listingContext, packageNotAvailable } from '../list/listing';
import { recordWebhookEvent } from '../../../messages/webhooks/webhook-events';

export const CALLBACK_ALREADY_REQUESTED_MESSAGE =
  'Your call-back has already been requested. The provider will call you.';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A call-back's reference for the provider (short, not guessable from the enrolment id). */
function newCallbackReference(): string {
  let code = '';
  for (const byte of randomBytes(8)) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `TB-${code}`;
}

/** A call-back being written: the partner's package, the slot, the number to call. */
type CallbackRequest = {
  provided: ProvidedPackage;
  listed: BroadbandPackage;
  slot: PartnerCallbackBody['slot'];
  phone: string;
  reference: string;
  now: Date;
};

/** The provider's e-mail: who to call, where, when and about which package. */
function callbackMessageData(current: EnrolmentRow, request: CallbackRequest) {
  const { provided, listed, slot } = request;
  return {
    providerName: provided.provider.name,
    reference: request.reference,
    mover: [current.firstName, current.surname].filter(Boolean).join(' ') || 'Not given',
    phone: request.phone,
    address: addressSummaryOf(current) || 'Not known',
    moveInDate: current.moveInDate ? formatDisplayDate(current.moveInDate) : 'Not known',
    packageName: `${listed.packageName} (${listed.packageId})`,
    slot:
      slot === 'Anytime'
        ? 'Anytime, 12pm-8pm Monday to Friday, within 24 hours'
        : `Slot ${slot}: ${CALLBACK_SLOT_LABEL[slot]}, Monday to Friday, within 24 hours`,
  };
}

/**
 * Inside the enrolment's settling transaction: the request is a hand-off to the provider's contact
 * (record and outbox message), its details the chosen package and slot. Answers the hand-off.
 */
async function writeCallback(
  tx: DbOrTx,
  handOffs: HandOffs,
  current: EnrolmentRow,
  request: CallbackRequest,
): Promise<HandOffRow> {
  const { provided, listed, now } = request;
  // Read after the enrolment's row lock: a second request racing this one sees the first.
  if (await findLatestCallback(tx, current.id)) {
    throw new AppError('CALLBACK_ALREADY_REQUESTED', CALLBACK_ALREADY_REQUESTED_MESSAGE, {
      status: 409,
    });
  }
  const handOff = await handOffs.record(tx, {
    kind: 'broadbandCallback',
    enrolmentId: current.id,
    message: {
      template: 'broadbandCallback',
      channel: 'email',
      to: provided.provider.contactEmail,
      brandId: current.brandId,
      data: callbackMessageData(current, request),
    },
  });
  await insertCallbackRequest(tx, {
    id: handOff.id,
    enrolmentId: current.id,
    providerId: provided.provider.id,
    providerName: provided.provider.name,
    packageId: listed.packageId,
    package: listed,
    slot: request.slot,
    reference: request.reference,
  });
  await saveEntertainmentJourney(
    tx,
    current.id,
    {
      selectedPackage: listed,
      skyCallbackSlot: request.slot,
      bbPackageViewedAt: now,
      // The partner arranges the installation on its call.
      installStart: null,
      installDate: null,
    },
    now,
  );
  return handOff;
}

/** The satellite partner's call-back (service-journeys 7). */
export function createPartnerCallbackCalls(deps: BroadbandCallDeps) {
  const { catalogue, clock, contactNumbers, changeServices, reads } = deps;
  const handOffs = createHandOffs({ outbox: deps.outbox });
  return {
    /**
     * POST /api/entertainment/{slug}/callback: the partner's package and slot are recorded, the
     * request is a hand-off to the provider's contact (queued until its message is sent), and the
     * partner service is done for the mover, in one transaction.
     */
    async requestCallback(
      caller: Caller,
      providerSlug: string,
      body: PartnerCallbackBody,
    ): Promise<PartnerCallbackResponse> {
      const { row } = await reads.openReads(caller);
      if (body.sourceId !== providerSlug) throw packageNotAvailable();
      // The partner calls the mover: a number from the form, else the enrolment's.
      const phone = body.contactNumber ?? row.contactNumber?.trim();
      if (!phone) {
        throw new AppError('CONTACT_NUMBER_REQUIRED', CONTACT_MOBILE_MESSAGES.required, {
          status: 400,
          field: 'contactNumber',
        });
      }
      const context = listingContext(row, clock, contactNumbers);
      const { provided, listed } = await findListed(catalogue, context, body);
      if (listed.signUp.kind !== 'partner') throw packageNotAvailable();
      const reference = newCallbackReference();
      const request = { provided, listed, slot: body.slot, phone, reference, now: clock.now() };
      let handOff: HandOffRow | undefined;
      const changed = await changeServices(
        caller,
        () => COMPLETE_PATCH[SERVICE_TYPE.sky],
        async (tx, current) => {
          handOff = await writeCallback(tx, handOffs, current, request);
          await recordWebhookEvent(tx, {
            type: 'service.completed',
            enrolmentId: current.id,
            at: request.now,
            service: 'broadband',
          });
        },
      );
      if (!handOff) throw new Error('call-back: no hand-off written');
      const { enrolment, entertainment } = await answerWithState(deps, changed);
      return {
        callbackId: handOff.id,
        slot: body.slot,
        deliveryState: handOff.state,
        enrolment,
        entertainment,
      };
    },
  };
}
