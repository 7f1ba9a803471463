import { isUploadedLead } from '@threshold/domain/codes/lead-source';
import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import {
  PARTNER_MOVE_IN_DATE_NOTICE,
  isResidentialStatusRequired,
  movingDetailsSchema,
  type MovingDetails,
  type MovingDetailsSaveResponse,
  type SelectedAddress,
} from '@threshold/domain/schemas/moving-details';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { describeError } from '../../api/error-message';
import { DateInput, datePartId } from '../../ui/form/date-input';
import { ErrorSummary } from '../../ui/form/error-summary';
import { FieldFrame, describedBy } from '../../ui/form/field';
import { summariseErrors, useSchemaForm, type FormErrors } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { AddressLookup } from './address-lookup';
import {
  ADDRESS_TARGETS,
  lookedUpAddress,
  manualAddress,
  type AddressValue,
} from './address-value';
import {
  residentialStatusesQuery,
  saveMoveInDateUnknown,
  saveMovingDetails,
} from './moving-details.api';

type DateParts = { day: string; month: string; year: string };

type FormValues = {
  /** Three inputs, or the partner's 'yyyy-MM-dd' shown read-only. */
  moveInDate: DateParts | string;
  residentialStatus: string;
  address: AddressValue;
};

const PARTNER_DATE_ID = 'moveInDate-partner';

/** A server field name → the form's field (the manual save calls the town "town"). */
const SERVER_FIELDS: Record<string, string> = {
  moveInDate: 'moveInDate',
  residentialStatus: 'residentialStatus',
  addressKey: 'address.addressKey',
  houseNameOrNumber: 'address.houseNameOrNumber',
  addressLine1: 'address.addressLine1',
  addressLine2: 'address.addressLine2',
  town: 'address.cityTown',
  postcode: 'address.postcode',
};

function formErrorsOf(error: unknown): FormErrors {
  const sent = error instanceof ApiError ? (error.body?.errors ?? {}) : {};
  const errors: FormErrors = {};
  for (const [field, message] of Object.entries(sent)) {
    const formField = SERVER_FIELDS[field];
    if (formField) errors[formField] = describeError(new ApiError(400, { message }, 'user'));
  }
  return Object.keys(errors).length > 0 ? errors : { '': describeError(error) };
}

function savedAddressOf(enrolment: Enrolment): SelectedAddress | null {
  if (!enrolment.addressKey || enrolment.isManualAddress) return null;
  return {
    addressKey: enrolment.addressKey,
    simpleAddress: '',
    houseNumber: enrolment.houseNumber,
    houseName: enrolment.houseName,
    addressLine1: enrolment.addressLine1 ?? '',
    addressLine2: enrolment.addressLine2,
    addressLine3: enrolment.addressLine3,
    addressLine4: enrolment.addressLine4,
    town: enrolment.town ?? '',
    county: enrolment.county,
    postcode: enrolment.postcode ?? '',
    nation: enrolment.nation ?? 'England',
    isDomestic: enrolment.isDomestic ?? true,
    isCommercialSupply: false,
  };
}

function initialAddressOf(enrolment: Enrolment): AddressValue {
  const postcode = enrolment.postcode ?? '';
  if (enrolment.isManualAddress) {
    return {
      ...manualAddress(postcode),
      houseNameOrNumber: enrolment.houseNumber ?? enrolment.houseName ?? '',
      addressLine1: enrolment.addressLine1 ?? '',
      addressLine2: enrolment.addressLine2 ?? '',
      cityTown: enrolment.town ?? '',
    };
  }
  if (enrolment.addressKey) {
    return {
      ...lookedUpAddress(postcode),
      addressKey: enrolment.addressKey,
      searchComplete: true,
      isDomestic: enrolment.isDomestic,
    };
  }
  return lookedUpAddress(postcode);
}

function initialValuesOf(enrolment: Enrolment, partnerDate: string | null): FormValues {
  const [year = '', month = '', day = ''] = enrolment.moveInDate?.split('-') ?? [];
  return {
    moveInDate: partnerDate ?? { day, month, year },
    residentialStatus: enrolment.residentialStatus ? String(enrolment.residentialStatus) : '',
    address: initialAddressOf(enrolment),
  };
}

type MovingDetailsFormProps = {
  enrolment: Enrolment;
  brand: Branding;
  isTelephony: boolean;
  onSaved: (answer: MovingDetailsSaveResponse) => unknown;
  onEnrolmentChange: (enrolment: Enrolment) => void;
};

/**
 * The moving details form (portal-access 2, 3 and 5): move-in date, "I don't know my move-in
 * date yet", residential status when it is asked, and the address lookup. Next saves it all.
 */
export function MovingDetailsForm({
  enrolment,
  brand,
  isTelephony,
  onSaved,
  onEnrolmentChange,
}: MovingDetailsFormProps) {
  const partnerDate = enrolment.isMoveInDateSetByPartner ? enrolment.moveInDate : null;
  const asksResidentialStatus = isResidentialStatusRequired(enrolment.enrolmentType);
  const canMarkUnknown = !isTelephony && !isUploadedLead(enrolment.enrolmentSource);
  const schema = movingDetailsSchema({
    today: todayIso(systemClock),
    limits: brand.moveInDateLimits,
    isResidentialStatusRequired: asksResidentialStatus,
  });
  const form = useSchemaForm(
    schema as unknown as z.ZodType<MovingDetails, FormValues>,
    initialValuesOf(enrolment, partnerDate),
  );
  const [isUnknown, setIsUnknown] = useState(canMarkUnknown && enrolment.moveInDateUnknown);
  const [isSavingUnknown, setIsSavingUnknown] = useState(false);
  const [unknownError, setUnknownError] = useState<string | null>(null);
  const statuses = useQuery({ ...residentialStatusesQuery, enabled: asksResidentialStatus });
  // The options could not be loaded: say why and offer to try again, rather than an empty select.
  const statusesProblem = statuses.isError ? (
    <span role="alert">
      {describeError(statuses.error)}{' '}
      <button type="button" className="link-button" onClick={() => void statuses.refetch()}>
        Try again
      </button>
    </span>
  ) : undefined;

  const save = useSubmit(saveMovingDetails, {
    onSuccess: onSaved,
    onError: (error) => form.showErrors(formErrorsOf(error)),
  });
  // The address the last Next checked: once the mover searches again or types the address in,
  // that check's address messages no longer apply and are hidden until the next Next.
  const [checkedAddress, setCheckedAddress] = useState(form.values.address);

  const toggleUnknown = async (isTicked: boolean) => {
    // The box shows the mover's choice at once; a refused call puts it back.
    setIsUnknown(isTicked);
    setIsSavingUnknown(true);
    setUnknownError(null);
    try {
      onEnrolmentChange(await saveMoveInDateUnknown(isTicked));
      // Loaded only when ticked: it reads the cookie consent (no event without it, none on telephony hosts).
      if (isTicked) {
        void import('../../analytics/analytics').then(({ recordAnalyticsEvent }) =>
          recordAnalyticsEvent('move_in_date_unknown', { brand: brand.urlRoute }),
        );
      }
    } catch (error) {
      setIsUnknown(!isTicked);
      setUnknownError(describeError(error));
    } finally {
      setIsSavingUnknown(false);
    }
  };

  const errors =
    form.values.address === checkedAddress
      ? form.errors
      : Object.fromEntries(
          Object.entries(form.errors).filter(([field]) => !field.startsWith('address.')),
        );
  const targets = [
    ['moveInDate', partnerDate ? PARTNER_DATE_ID : datePartId('moveInDate', 'day')],
    ['residentialStatus', 'residentialStatus'],
    ...ADDRESS_TARGETS,
  ] as const;
  // The partner's date is checked as the page opens, so its problem shows without a submit.
  const partnerDateError = partnerDate
    ? (errors.moveInDate ?? partnerDateProblem(schema, form.values))
    : undefined;
  const isNextHidden = isUnknown || isSavingUnknown || save.isPending;

  return (
    <form
      className="form moving-details"
      noValidate
      onSubmit={(event) => {
        setCheckedAddress(form.values.address);
        form.handleSubmit(save.run)(event);
      }}
    >
      <ErrorSummary errors={summariseErrors(errors, targets)} attempt={form.attempt} />

      {partnerDate ? (
        <div className={partnerDateError ? 'field field--error' : 'field'}>
          <p className="field__label">Move-in date</p>
          <p id={`${PARTNER_DATE_ID}-hint`} className="field__hint">
            {PARTNER_MOVE_IN_DATE_NOTICE}
          </p>
          {partnerDateError && (
            <p id={`${PARTNER_DATE_ID}-error`} className="field__error">
              <span className="visually-hidden">Error: </span>
              {partnerDateError}
            </p>
          )}
          <p
            id={PARTNER_DATE_ID}
            className="moving-details__readonly"
            tabIndex={-1}
            aria-describedby={describedBy(PARTNER_DATE_ID, {
              hint: true,
              error: partnerDateError,
            })}
          >
            {formatDisplayDate(partnerDate)}
          </p>
        </div>
      ) : (
        <DateInput
          id="moveInDate"
          legend="When are you moving in?"
          hint="The date from which you are responsible for utilities at your new home. For example, 27 3 2026"
          error={errors.moveInDate}
          value={typeof form.values.moveInDate === 'string' ? {} : form.values.moveInDate}
          onChange={(moveInDate) => form.setValue('moveInDate', moveInDate)}
        />
      )}

      {canMarkUnknown && (
        <div className="field">
          <div className="checkbox">
            <input
              id="unknownMoveInDate"
              type="checkbox"
              className="checkbox__input"
              checked={isUnknown}
              disabled={isSavingUnknown}
              aria-describedby={isUnknown ? 'unknownMoveInDate-notice' : undefined}
              onChange={(event) => void toggleUnknown(event.target.checked)}
            />
            <label className="checkbox__label" htmlFor="unknownMoveInDate">
              I don&apos;t know my move-in date yet
            </label>
          </div>
          {unknownError && (
            <p className="notice notice--error" role="alert">
              {unknownError}
            </p>
          )}
          {isUnknown && (
            <p id="unknownMoveInDate-notice" className="notice" role="status">
              I need your move-in date before we can continue. {brand.name} will contact you in four
              weeks to ask for it.
            </p>
          )}
        </div>
      )}

      {asksResidentialStatus && (
        <FieldFrame
          id="residentialStatus"
          label="Which of these describes you at your new home?"
          hint={statusesProblem}
          error={errors.residentialStatus}
        >
          <select
            id="residentialStatus"
            className="input input--select"
            aria-describedby={describedBy('residentialStatus', {
              hint: statusesProblem,
              error: errors.residentialStatus,
            })}
            aria-invalid={errors.residentialStatus ? true : undefined}
            {...form.bind('residentialStatus')}
          >
            <option value="">Please select</option>
            {(statuses.data ?? []).map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}

      <p className="moving-details__consent">
        We&apos;ll use your new address to look up your meter details and who currently supplies
        your energy there.
      </p>
      <AddressLookup
        value={form.values.address}
        onChange={(address) => form.setValue('address', address)}
        errors={errors}
        isManualAddressOn={brand.flags.manualAddress}
        isInfoBoxOn={brand.flags.selectedAddressInfoBox}
        savedAddress={savedAddressOf(enrolment)}
      />

      {!isNextHidden && (
        <div className="form__actions">
          <button type="submit" className="button button--large">
            Next
          </button>
        </div>
      )}
      {save.isPending && <p role="status">Saving your details</p>}
    </form>
  );
}

/** The partner's date checked against the window as the page opens (its message shows at once). */
function partnerDateProblem(
  schema: ReturnType<typeof movingDetailsSchema>,
  values: FormValues,
): string | undefined {
  const result = schema.shape.moveInDate.safeParse(values.moveInDate);
  return result.success ? undefined : result.error.issues[0]?.message;
}
