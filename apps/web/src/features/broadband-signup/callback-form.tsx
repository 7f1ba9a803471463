import {
  SKY_CALLBACK_SLOTS,
  type SkyCallbackSlot,
} from '@threshold/domain/codes/entertainment-partner';
import { CALLBACK_HOURS_TEXT, CALLBACK_SLOT_LABEL } from '@threshold/domain/messages/broadband';
import { useState } from 'react';
import { ErrorSummary } from '../../ui/form/error-summary';

/** Ours (the spec gives no words for a Confirm without a slot). */
export const CHOOSE_SLOT_MESSAGE = 'Select when you would like to be called back';

const SLOT_FIELD_ID = 'callback-slot-1';

/** "Slot 1: 12pm-2pm" … "Anytime". */
export function slotLabel(slot: SkyCallbackSlot): string {
  return slot === 'Anytime' ? 'Anytime' : `Slot ${slot}: ${CALLBACK_SLOT_LABEL[slot]}`;
}

type CallbackFormProps = {
  providerName: string;
  isSending: boolean;
  onConfirm: (slot: SkyCallbackSlot) => void;
};

/**
 * The partner's call-back slot (service-journeys 2 and 9): slots 1 to 4 and Anytime as one labelled
 * radio group, the 12pm-8pm Monday to Friday text, and Confirm. Confirm without a slot shows the
 * error summary, which takes focus and links to the first slot.
 */
export function CallbackForm({ providerName, isSending, onConfirm }: CallbackFormProps) {
  const [slot, setSlot] = useState<SkyCallbackSlot | null>(null);
  const [attempt, setAttempt] = useState(0);
  const error = attempt > 0 && slot === null ? CHOOSE_SLOT_MESSAGE : null;

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isSending) return;
        if (slot === null) setAttempt((count) => count + 1);
        else onConfirm(slot);
      }}
    >
      <ErrorSummary
        errors={error ? [{ targetId: SLOT_FIELD_ID, message: error }] : []}
        attempt={attempt}
      />
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
      <div className="form__actions">
        <button type="submit" className="button" aria-disabled={isSending || undefined}>
          {isSending ? 'Confirming…' : 'Confirm'}
        </button>
      </div>
    </form>
  );
}
