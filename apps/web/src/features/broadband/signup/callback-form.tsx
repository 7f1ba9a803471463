import {
  SKY_CALLBACK_SLOTS,
  type SkyCallbackSlot,
} from '@threshold/domain/codes/entertainment-partner';
import { CALLBACK_HOURS_TEXT, CALLBACK_SLOT_LABEL } from '@threshold/domain/messages/broadband';
import {
  CONTACT_MOBILE_MESSAGES,
  MOBILE_MAX_LENGTH,
  mobileNumberProblem,
} from '@threshold/domain/schemas/mobile-number';
import { useState } from 'react';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { TextField } from '../../../ui/form/field';

/** Ours (the spec gives no words for a Confirm without a slot). */
export const CHOOSE_SLOT_MESSAGE = 'Select when you would like to be called back';

const SLOT_FIELD_ID = 'callback-slot-1';
const NUMBER_FIELD_ID = 'callback-number';

/** "Slot 1: 12pm-2pm" … "Anytime". */
export function slotLabel(slot: SkyCallbackSlot): string {
  return slot === 'Anytime' ? 'Anytime' : `Slot ${slot}: ${CALLBACK_SLOT_LABEL[slot]}`;
}

type CallbackFormProps = {
  providerName: string;
  isSending: boolean;
  /** The enrolment has no number to call: the form asks for one. */
  needsNumber?: boolean;
  /** The slot, and the number asked for (undefined when the enrolment's is used). */
  onConfirm: (slot: SkyCallbackSlot, contactNumber?: string) => void;
};

/**
 * The partner's call-back slot (service-journeys 2 and 9): slots 1 to 4 and Anytime as one labelled
 * radio group, the 12pm-8pm Monday to Friday text, and Confirm; when the enrolment has no number,
 * a mobile number to call (the API refuses a call-back without one). Confirm with a slot or the
 * number missing shows the error summary, which takes focus and links to the field.
 */
export function CallbackForm({
  providerName,
  isSending,
  needsNumber = false,
  onConfirm,
}: CallbackFormProps) {
  const [slot, setSlot] = useState<SkyCallbackSlot | null>(null);
  const [number, setNumber] = useState('');
  const [attempt, setAttempt] = useState(0);
  const error = attempt > 0 && slot === null ? CHOOSE_SLOT_MESSAGE : null;
  const numberProblem = needsNumber ? mobileNumberProblem(number, CONTACT_MOBILE_MESSAGES) : null;
  const numberError = attempt > 0 ? numberProblem : null;
  const errors = [
    error ? { targetId: SLOT_FIELD_ID, message: error } : null,
    numberError ? { targetId: NUMBER_FIELD_ID, message: numberError } : null,
  ].filter((entry) => entry !== null);

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSending) return;
        if (slot === null || numberProblem !== null) setAttempt((count) => count + 1);
        else if (needsNumber) onConfirm(slot, number.trim());
        else onConfirm(slot);
      }}
    >
      <ErrorSummary errors={errors} attempt={attempt} />
      <div className={error ? 'field field--error' : 'field'}>
        <fieldset
          className="callback-slots"
          aria-describedby={['callback-hours', error ? 'callback-slot-error' : null]
            .filter(Boolean)
            .join(' ')}
        >
          <legend className="callback-slots__legend">When should {providerName} call you?</legend>
          <p id="callback-hours" className="field__hint">
            {providerName} calls back {CALLBACK_HOURS_TEXT}.
          </p>
          {error && (
            <p id="callback-slot-error" className="field__error">
              <span className="visually-hidden">Error: </span>
              {error}
            </p>
          )}
          {SKY_CALLBACK_SLOTS.map((value, index) => (
            <div className="callback-slot" key={value}>
              <input
                id={`callback-slot-${index + 1}`}
                className="callback-slot__input"
                type="radio"
                name="callback-slot"
                value={value}
                checked={slot === value}
                onChange={() => setSlot(value)}
              />
              <label className="callback-slot__label" htmlFor={`callback-slot-${index + 1}`}>
                {slotLabel(value)}
              </label>
            </div>
          ))}
        </fieldset>
      </div>
      {needsNumber && (
        <TextField
          id={NUMBER_FIELD_ID}
          label="Your mobile number"
          hint={`The number ${providerName} should call, starting with 07.`}
          error={numberError ?? undefined}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="input--short"
          maxLength={MOBILE_MAX_LENGTH}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      )}
      <div className="form__actions">
        <button type="submit" className="button" aria-disabled={isSending || undefined}>
          {isSending ? 'Confirming…' : 'Confirm'}
        </button>
      </div>
    </form>
  );
}
