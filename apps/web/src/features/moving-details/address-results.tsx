import { describeError } from '../../api/error-message';
import {
  BUSINESS_ADDRESS_MESSAGE,
  COMMERCIAL_SUPPLY_MESSAGE,
  GSP_NOT_FOUND,
  noAddressesFoundMessage,
} from '@threshold/domain/messages/address';
import type { AddressListItem } from '@threshold/domain/schemas/address';
import type { SelectedAddress } from '@threshold/domain/schemas/moving-details';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../api/client';
import { FieldFrame, describedBy } from '../../ui/form/field';
import { WorkingStatus } from '../../ui/working-status';
import { addressesFoundText, type AddressValue, type LookedUpAddressValue } from './address-value';
import { selectAddress } from './moving-details.api';

/** The address as a person writes it, one line each: 'Unit 2', '52 Newton Street', 'Manchester', 'M1 1AE'. */
function linesOf(address: SelectedAddress): string[] {
  return [
    address.houseName,
    [address.houseNumber, address.addressLine1].filter(Boolean).join(' '),
    address.addressLine2,
    address.addressLine3,
    address.addressLine4,
    address.town,
    address.postcode,
  ].filter((line): line is string => Boolean(line));
}

type AddressResultsProps = {
  value: LookedUpAddressValue;
  onChange: (value: AddressValue) => void;
  options: readonly AddressListItem[];
  error: string | undefined;
  isInfoBoxOn: boolean;
  isManualAddressOn: boolean;
  savedAddress: SelectedAddress | null;
  onGspNotFound: () => void;
};

/** Keys that only move focus or press a modifier: they never browse the list. */
const NON_BROWSING_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'Escape']);

/**
 * What a postcode search found: the spec's message when nothing, else a list to choose from;
 * the chosen address (resolved by key) shown back, with the business-address and
 * commercial-supply warnings. GSP_NOT_FOUND hands over to the typed address.
 *
 * Keyboard (WCAG 3.2.2): arrow keys on the closed list only move through it; Enter or "Use this
 * address" chooses. A pick with the mouse (or from the opened list) chooses at once, as before.
 * The list stays enabled and focused while the address is checked.
 */
export function AddressResults({
  value,
  onChange,
  options,
  error,
  isInfoBoxOn,
  isManualAddressOn,
  savedAddress,
  onGspNotFound,
}: AddressResultsProps) {
  const [selected, setSelected] = useState<SelectedAddress | null>(savedAddress);
  const [isChecking, setIsChecking] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  // The option the list shows: ahead of value.addressKey while the keyboard browses it.
  const [highlightedKey, setHighlightedKey] = useState(value.addressKey);
  // Set by a key press, so the change it causes (the closed list moving) is not a choice.
  const isBrowsingRef = useRef(false);
  // Only the latest choice's check may land (an earlier, slower answer is dropped).
  const latestChoiceRef = useRef(0);
  const selectRef = useRef<HTMLSelectElement>(null);

  const choose = async (addressKey: string) => {
    const choice = (latestChoiceRef.current += 1);
    setHighlightedKey(addressKey);
    setSelected(null);
    setLookupError(null);
    onChange({ ...value, addressKey, isDomestic: null });
    if (!addressKey) return setIsChecking(false);
    setIsChecking(true);
    try {
      const address = await selectAddress(addressKey);
      if (choice !== latestChoiceRef.current) return;
      setSelected(address);
      onChange({ ...value, addressKey, isDomestic: address.isDomestic });
    } catch (failure) {
      if (choice !== latestChoiceRef.current) return;
      const code = failure instanceof ApiError ? failure.body?.code : null;
      if (code === GSP_NOT_FOUND) return onGspNotFound();
      setLookupError(describeError(failure));
      onChange({ ...value, addressKey: '' });
    } finally {
      if (choice === latestChoiceRef.current) setIsChecking(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter') {
      // Enter chooses the option shown (and neither opens the list nor submits the page).
      event.preventDefault();
      if (highlightedKey !== value.addressKey || (!selected && !isChecking))
        void choose(highlightedKey);
      return;
    }
    if (NON_BROWSING_KEYS.has(event.key)) return;
    // The change this key causes comes before any timer; after it, changes are choices again.
    isBrowsingRef.current = true;
    window.setTimeout(() => {
      isBrowsingRef.current = false;
    }, 0);
  };

  const isUnconfirmed = highlightedKey !== '' && highlightedKey !== value.addressKey;

  const shown = selected ?? (value.addressKey ? savedAddress : null);
  return (
    <>
      {value.searchComplete && value.noAddressesFound && (
        <p className="notice notice--warning" role="alert">
          {noAddressesFoundMessage({ isManualAddressOn })}
        </p>
      )}
      {options.length > 0 && (
        <FieldFrame id="addressKey" label="Select your address" error={error}>
          <select
            id="addressKey"
            className="input input--select address-lookup__select"
            aria-describedby={describedBy('addressKey', { error })}
            aria-invalid={error ? true : undefined}
            ref={selectRef}
            value={highlightedKey}
            onKeyDown={onListKeyDown}
            onChange={(event) => {
              if (isBrowsingRef.current) setHighlightedKey(event.target.value);
              else void choose(event.target.value);
            }}
          >
            <option value="">{addressesFoundText(options.length)}</option>
            {options.map((option) => (
              <option key={option.addressKey} value={option.addressKey}>
                {option.simpleAddress}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      {options.length > 0 && isUnconfirmed && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              void choose(highlightedKey);
              // The button goes once used: focus returns to the list, not to the page.
              selectRef.current?.focus();
            }}
          >
            Use this address
          </button>
        </p>
      )}
      {isChecking && <WorkingStatus message="Checking your address" />}
      {lookupError && (
        <p className="notice notice--error" role="alert">
          {lookupError}
        </p>
      )}
      {/* A polite live region from the start, so the chosen address is read out when it appears. */}
      <div id="address-chosen" role="status" aria-atomic="true">
        {shown && (
          <div className={isInfoBoxOn ? 'notice address-lookup__chosen' : 'address-lookup__chosen'}>
            <p className="address-lookup__chosen-title">Your new address is:</p>
            <address>
              {linesOf(shown).map((line) => (
                <span key={line} className="address-lookup__line">
                  {line}
                </span>
              ))}
            </address>
          </div>
        )}
      </div>
      {shown && !shown.isDomestic && (
        <p className="notice notice--warning" role="alert">
          {BUSINESS_ADDRESS_MESSAGE}
        </p>
      )}
      {shown?.isCommercialSupply && (
        <p className="notice notice--warning" role="alert">
          {COMMERCIAL_SUPPLY_MESSAGE}
        </p>
      )}
    </>
  );
}
