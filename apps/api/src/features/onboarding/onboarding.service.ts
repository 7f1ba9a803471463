import { ENROLMENT_STATUS } from '@threshold/domain/codes/enrolment-status';
import type { OtpChannelName } from '@threshold/domain/codes/otp-channel';
import { TENANT_PORTAL_STORAGE } from '@threshold/domain/codes/tenant-portal-storage';
import type { Clock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { GSP_NOT_FOUND, GSP_NOT_FOUND_MESSAGE } from '@threshold/domain/messages/address';
import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type {
  OnboardingAddressDetails,
  OnboardingAddressListItem,
} from '@threshold/domain/schemas/address';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { fieldErrorsOf } from '@threshold/domain/schemas/field-errors';
import { CONTACT_EMAIL_MESSAGES } from '@threshold/domain/schemas/otp';
import {
  ONBOARDING_ADDRESS_MESSAGES,
  ONBOARDING_POSTCODE_MESSAGE,
  onboardingEditValueSchemas,
  onboardingJourneyUpdateSchema,
  type OnboardingAddressesQuery,
  type OnboardingCommitResponse,
  type OnboardingEditOptions,
  type OnboardingJourney,
} from '@threshold/domain/schemas/onboarding';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AddressProvider, AddressRecord } from '../../providers/addresses/address-provider';
import { lookedUpAddressPatch, TYPED_ADDRESS_ENERGY_PATCH } from '../enrolment/address-patch';
import type { Caller, EnrolmentPatch, EnrolmentRow } from '../../auth/caller';
import {
  ENROLMENT_NOT_FOUND_MESSAGE,
  type AccountRow,
  type EnrolmentService,
} from '../enrolment/enrolment.service';
import type {
  OnboardingJourneyPatch,
  OnboardingJourneyRow,
  OnboardingRepo,
} from './onboarding.repo';
import { recordStatusChange } from '../../messages/webhooks/webhook-events';

export const ONBOARDING_NOT_AVAILABLE_MESSAGE =
  'The onboarding journey is not available for this enrolment.';
export const JOURNEY_COMMITTED_MESSAGE = 'Your details have already been confirmed.';
export const UNKNOWN_ADDRESS_MESSAGE = 'Sorry, we could not find that address.';
export const VERIFIED_CONTACT_REQUIRED_MESSAGE =
  'Please verify your email address or mobile number before confirming your details.';
/** You log in by e-mail, so the log-in is only made for an e-mail proved to be yours. */
export const VERIFIED_EMAIL_REQUIRED_MESSAGE =
  'Please verify your email address with a code before confirming your details: you will use it to log in.';

/** A journey body or a commit that breaks the field rules: 400 { message, errors } with every field's message. */
export class OnboardingValidationError extends AppError {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super(
      'VALIDATION_FAILED',
      Object.values(errors)[0] ?? ONBOARDING_ADDRESS_MESSAGES.addressRequired,
      { status: 400 },
    );
    this.errors = errors;
  }
}

function notFound(): AppError {
  return new AppError('ENROLMENT_NOT_FOUND', ENROLMENT_NOT_FOUND_MESSAGE, { status: 404 });
}
function committed(): AppError {
  return new AppError('JOURNEY_COMMITTED', JOURNEY_COMMITTED_MESSAGE, { status: 409 });
}
function unknownAddress(): AppError {
  return new AppError('VALIDATION_FAILED', ONBOARDING_ADDRESS_MESSAGES.addressRequired, {
    field: 'address',
  });
}

/** The journey as GET /onboarding/journey answers it (the spec calls the chosen key "address"). */
function toJourney(row: OnboardingJourneyRow): OnboardingJourney {
  return {
    firstName: row.firstName,
    surname: row.surname,
    dateOfBirth: row.dateOfBirth,
    phoneNumber: row.phoneNumber,
    emailAddress: row.emailAddress,
    isManualAddress: row.isManualAddress,
    address: row.addressKey,
    addressHumanReadable: row.addressHumanReadable,
    manualAddressStreetOne: row.manualAddressStreetOne,
    manualAddressStreetTwo: row.manualAddressStreetTwo,
    manualAddressTown: row.manualAddressTown,
    manualAddressCounty: row.manualAddressCounty,
    postcode: row.postcode,
    moveInDate: row.moveInDate,
    committedAt: row.committedAt ? row.committedAt.toISOString() : null,
  };
}

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export type OnboardingService = ReturnType<typeof createOnboardingService>;

export function createOnboardingService(deps: {
  db: Db;
  repo: OnboardingRepo;
  enrolmentService: EnrolmentService;
  addressProvider: AddressProvider;
  /** Moving details' follow-up for an unknown move-in date, cancelled once commit gives the date. */
  cancelMoveInDateReminder: (tx: DbOrTx, enrolmentId: string) => Promise<unknown>;
  /** Authorities already told hear of a changed move-in date or address, in the commit's transaction. */
  tellAuthoritiesOfChanges?: (
    tx: DbOrTx,
    before: EnrolmentRow,
    after: EnrolmentRow,
  ) => Promise<void>;
  clock: Clock;
}) {
  const { db, repo, enrolmentService, addressProvider, cancelMoveInDateReminder, clock } = deps;

  /** Any failure of the outside address data is the spec's third-party message (502); the cause is logged. */
  async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new AppError('THIRD_PARTY_FAILURE', THIRD_PARTY_FAILURE_MESSAGE, {
        status: 502,
        cause: error,
      });
    }
  }

  /**
   * The caller's own enrolment, on a brand running the onboarding journey (the experiment, or the
   * one-time-code log-in that leads into it, as comm-click decides).
   */
  function callerEnrolment(caller: Caller): { row: EnrolmentRow; options: OnboardingEditOptions } {
    const { enrolment: row, branding } = caller;
    if (!branding.flags.onboardingJourney && !branding.flags.otpLogin) {
      throw new AppError('ONBOARDING_NOT_AVAILABLE', ONBOARDING_NOT_AVAILABLE_MESSAGE, {
        status: 404,
      });
    }
    const today = todayIso(clock);
    // The brand's moving-details window, so a date the edit accepts is never refused there.
    const { moveInDateLimits } = branding;
    return { row, options: { today, brandName: branding.name, moveInDateLimits } };
  }

  /** The journey; its first read starts it from what the partner sent. */
  async function journeyOf(row: EnrolmentRow): Promise<OnboardingJourneyRow> {
    const existing = await repo.findByEnrolmentId(db, row.id);
    if (existing) return existing;
    return repo.insertIfMissing(db, {
      enrolmentId: row.id,
      firstName: row.firstName,
      surname: row.surname,
      dateOfBirth: row.dateOfBirth,
      phoneNumber: row.contactNumber,
      emailAddress: row.emailAddress,
      postcode: row.postcode,
      moveInDate: row.moveInDate,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  }

  /** A chosen key, resolved by the provider: unknown → 'We need your new address'; no GSP → GSP_NOT_FOUND (type it in). */
  async function chosenAddress(addressKey: string): Promise<AddressRecord> {
    const record = await fromProvider(() => addressProvider.findByKey(addressKey));
    if (!record) throw unknownAddress();
    if (record.supply.gspGroup === null)
      throw new AppError(GSP_NOT_FOUND, GSP_NOT_FOUND_MESSAGE, { field: 'address' });
    return record;
  }

  function chosenAddressPatch(record: AddressRecord): OnboardingJourneyPatch {
    return {
      isManualAddress: false,
      addressKey: record.addressKey,
      // The provider's words, never the client's: the page only shows what it was sent.
      addressHumanReadable: record.simpleAddress,
      postcode: record.postcode,
      manualAddressStreetOne: null,
      manualAddressStreetTwo: null,
      manualAddressTown: null,
      manualAddressCounty: null,
    };
  }

  async function save(
    enrolmentId: string,
    patch: OnboardingJourneyPatch,
  ): Promise<OnboardingJourney> {
    const saved = await repo.updateUncommitted(db, enrolmentId, {
      ...patch,
      updatedAt: clock.now(),
    });
    if (!saved) throw committed();
    return toJourney(saved);
  }

  /**
   * What commit needs from the journey: every field still valid, an address, a verified way to
   * reach the mover, and, when commit is to make the log-in (by e-mail), a verified e-mail.
   */
  function commitErrors(
    journey: OnboardingJourneyRow,
    row: EnrolmentRow,
    options: OnboardingEditOptions,
    hasAccount: boolean,
  ): Record<string, string> {
    const errors: Record<string, string> = {};
    const schemas = onboardingEditValueSchemas(options);
    const check = (field: string, schema: z.ZodType, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) errors[field] = result.error.issues[0]?.message ?? '';
    };
    check('firstName', schemas.firstName, journey.firstName);
    check('surname', schemas.surname, journey.surname);
    check('dateOfBirth', schemas.dateOfBirth, journey.dateOfBirth);
    // A move-in date is optional here (the partner may not know it): moving details then asks for it.
    if (journey.moveInDate !== null) check('moveInDate', schemas.moveInDate, journey.moveInDate);
    const hasAddress = journey.isManualAddress
      ? Boolean(
          journey.manualAddressStreetOne &&
          journey.manualAddressTown &&
          journey.manualAddressCounty,
        )
      : Boolean(journey.addressKey);
    if (!hasAddress || !journey.postcode)
      errors.address = ONBOARDING_ADDRESS_MESSAGES.addressRequired;
    const isEmailVerified =
      Boolean(journey.emailAddress) &&
      row.emailAddressVerified &&
      sameText(journey.emailAddress, row.emailAddress);
    const isMobileVerified =
      Boolean(journey.phoneNumber) &&
      row.contactNumberVerified &&
      journey.phoneNumber === row.contactNumber;
    if (!isEmailVerified && !isMobileVerified) errors.contact = VERIFIED_CONTACT_REQUIRED_MESSAGE;
    else if (!hasAccount && !isEmailVerified) errors.emailAddress = VERIFIED_EMAIL_REQUIRED_MESSAGE;
    if (!journey.emailAddress) errors.emailAddress = CONTACT_EMAIL_MESSAGES.required;
    return errors;
  }

  /** The enrolment's new values: the journey's details, its address (provider lines or typed lines) and the step after moving details. */
  function committedPatch(
    journey: OnboardingJourneyRow,
    row: EnrolmentRow,
    record: AddressRecord | undefined,
  ): EnrolmentPatch {
    const address: EnrolmentPatch = record
      ? lookedUpAddressPatch(record)
      : {
          isManualAddress: true,
          addressKey: null,
          houseNumber: null,
          houseName: null,
          addressLine1: journey.manualAddressStreetOne,
          addressLine2: journey.manualAddressStreetTwo,
          addressLine3: null,
          addressLine4: null,
          town: journey.manualAddressTown,
          county: journey.manualAddressCounty,
          nation: null,
          isDomestic: null,
          postcode: journey.postcode,
          // A typed address has no meter data: an earlier looked-up address's energy facts go.
          ...TYPED_ADDRESS_ENERGY_PATCH,
        };
    const isEmailUnchanged = sameText(journey.emailAddress, row.emailAddress);
    const isMobileUnchanged = journey.phoneNumber === row.contactNumber;
    // The journey collected the moving details (address and move-in date), so the mover goes on
    // past them; without a move-in date moving details still has to ask for it.
    const nextStep = journey.moveInDate
      ? TENANT_PORTAL_STORAGE.productSelection
      : TENANT_PORTAL_STORAGE.movingDetails;
    const progress: EnrolmentPatch =
      row.status < ENROLMENT_STATUS.detailsPopulated
        ? { status: ENROLMENT_STATUS.detailsPopulated, tenantPortalStorage: nextStep }
        : row.status === ENROLMENT_STATUS.detailsPopulated &&
            (row.tenantPortalStorage === null ||
              row.tenantPortalStorage === TENANT_PORTAL_STORAGE.movingDetails)
          ? { tenantPortalStorage: nextStep }
          : {};
    return {
      firstName: journey.firstName,
      surname: journey.surname,
      dateOfBirth: journey.dateOfBirth,
      emailAddress: journey.emailAddress?.toLowerCase() ?? null,
      emailAddressVerified: isEmailUnchanged ? row.emailAddressVerified : false,
      contactNumber: journey.phoneNumber,
      contactNumberVerified: isMobileUnchanged ? row.contactNumberVerified : false,
      moveInDate: journey.moveInDate,
      // A date the mover changed on the review page is theirs, no longer the partner's.
      moveInDateSetByPartner: row.moveInDateSetByPartner && journey.moveInDate === row.moveInDate,
      ...(journey.moveInDate ? { moveInDateUnknown: false } : {}),
      ...address,
      ...progress,
      updatedAt: clock.now(),
    };
  }

  return {
    /** GET /onboarding/journey */
    async getJourney(caller: Caller): Promise<OnboardingJourney> {
      const { row } = callerEnrolment(caller);
      return toJourney(await journeyOf(row));
    },

    /**
     * POST /onboarding/journey: the address step or one edited field, checked with the pages'
     * schemas (today and the brand's name); a chosen key is resolved by the provider.
     */
    async updateJourney(caller: Caller, body: unknown): Promise<OnboardingJourney> {
      const { row, options } = callerEnrolment(caller);
      const journey = await journeyOf(row);
      if (journey.committedAt) throw committed();
      const parsed = onboardingJourneyUpdateSchema(options).safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        const { '': whole, ...fields } = errors;
        throw new OnboardingValidationError(
          whole === undefined ? fields : { body: whole, ...fields },
        );
      }
      const update = parsed.data;
      if (update.kind === 'address') {
        const { address } = update;
        if (!address.isManualAddress)
          return save(row.id, chosenAddressPatch(await chosenAddress(address.address)));
        return save(row.id, {
          isManualAddress: true,
          addressKey: null,
          addressHumanReadable: null,
          manualAddressStreetOne: address.manualAddressStreetOne,
          // A blank second line is no line.
          manualAddressStreetTwo: address.manualAddressStreetTwo || null,
          manualAddressTown: address.manualAddressTown,
          manualAddressCounty: address.manualAddressCounty,
        });
      }
      if (update.key === 'address')
        return save(row.id, chosenAddressPatch(await chosenAddress(update.value)));
      return save(row.id, { [update.key]: update.value });
    },

    /** GET /onboarding/addresses: the addresses at the journey's postcode, or at the one searched. */
    async listAddresses(
      caller: Caller,
      query: OnboardingAddressesQuery,
    ): Promise<OnboardingAddressListItem[]> {
      const { row } = callerEnrolment(caller);
      const postcode = query.postcode ?? (await journeyOf(row)).postcode;
      if (!postcode)
        throw new AppError('VALIDATION_FAILED', ONBOARDING_POSTCODE_MESSAGE, { field: 'postcode' });
      const addresses = await fromProvider(() => addressProvider.findByPostcode(postcode));
      return addresses.map(({ addressKey, simpleAddress }) => ({
        addressKey,
        simpleAddress,
        postcode,
      }));
    },

    /** GET /onboarding/address/{addressKey}: not domestic means the business-address warning. */
    async addressDetails(caller: Caller, addressKey: string): Promise<OnboardingAddressDetails> {
      callerEnrolment(caller);
      const record = await fromProvider(() => addressProvider.findByKey(addressKey));
      if (!record)
        throw new AppError('ADDRESS_NOT_FOUND', UNKNOWN_ADDRESS_MESSAGE, { status: 404 });
      return { isDomestic: record.isDomestic };
    },

    /**
     * For POST /v2/otp/verify, inside its transaction: a verified contact of an enrolment whose
     * journey is not committed is recorded on the journey, and the log-in to sign the mover in
     * with is returned (the password-less one is made for the enrolment's e-mail when it has
     * none). Undefined when there is no open journey or no e-mail to log in with.
     */
    async recordVerifiedContact(
      tx: DbOrTx,
      enrolmentId: string,
      channel: OtpChannelName,
      contact: string,
    ): Promise<AccountRow | undefined> {
      const saved = await repo.updateUncommitted(tx, enrolmentId, {
        ...(channel === 'email' ? { emailAddress: contact } : { phoneNumber: contact }),
        updatedAt: clock.now(),
      });
      if (!saved) return undefined;
      const row = await enrolmentService.findRow(enrolmentId, tx);
      // The log-in is by e-mail, so only an e-mail the mover has proved is theirs opens it: the one
      // just verified, or (after a mobile code) the enrolment's e-mail when it is verified.
      const email =
        channel === 'email' ? contact : row?.emailAddressVerified ? row.emailAddress : null;
      if (!email) return undefined;
      return (await enrolmentService.ensurePasswordlessAccount(tx, enrolmentId, email))?.account;
    },

    /**
     * POST /onboarding/commit-journey: the journey written into the enrolment in one transaction
     * (details, contact, address, move-in date, status detailsPopulated), then committedAt; the
     * password-less log-in is made when there is none, and the answer then carries a user token.
     */
    async commit(caller: Caller): Promise<OnboardingCommitResponse> {
      const { row, options } = callerEnrolment(caller);
      const journey = await journeyOf(row);
      if (journey.committedAt) throw committed();
      const { hasAccount } = caller;
      const errors = commitErrors(journey, row, options, hasAccount);
      if (Object.keys(errors).length > 0) throw new OnboardingValidationError(errors);
      // The provider's lines as they are now (outside the transaction: it is an outside call).
      const record =
        journey.isManualAddress || !journey.addressKey
          ? undefined
          : await chosenAddress(journey.addressKey);
      const email = journey.emailAddress ?? '';
      const { updated, created } = await db.transaction(async (tx) => {
        const current = await enrolmentService.findRow(row.id, tx);
        if (!current || current.forgottenAt) throw notFound();
        const marked = await repo.updateUncommitted(tx, row.id, {
          committedAt: clock.now(),
          updatedAt: clock.now(),
        });
        if (!marked) throw committed();
        const saved = await enrolmentService.updateRow(
          tx,
          row.id,
          committedPatch(journey, current, record),
        );
        await recordStatusChange(tx, current, saved, clock.now());
        if (journey.moveInDate !== null) await cancelMoveInDateReminder(tx, row.id);
        await deps.tellAuthoritiesOfChanges?.(tx, current, saved);
        const existing = await enrolmentService.findAccountForEnrolment(row.id, tx);
        const made = existing
          ? undefined
          : (await enrolmentService.ensurePasswordlessAccount(tx, row.id, email))?.account;
        return { updated: saved, created: made };
      });
      const enrolment: Enrolment = await enrolmentService.toEnrolment(updated);
      return {
        enrolment,
        token: created ? await enrolmentService.logIn(caller.claims, created) : null,
      };
    },
  };
}
