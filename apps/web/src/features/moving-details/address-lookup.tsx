import { describeError } from '../../api/error-message';
import type { AddressListItem } from '@threshold/domain/schemas/address';
import { POSTCODE_MAX_LENGTH, postcodeSchema } from '@threshold/domain/schemas/fields';
import type { SelectedAddress } from '@threshold/domain/schemas/moving-details';
import { Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import { describedBy } from '../../ui/form/field';
import { WorkingStatus } from '../../ui/working-status';
import {
  addressesFoundText,
  lookedUpAddress,
  manualAddress,
  type AddressValue,
} from './address-value';
import { AddressResults } from './address-results';
import { findAddresses } from './moving-details.api';

// Most movers pick from the list: the typed-address form loads only when it is needed.
const ManualAddressFields = lazy(() => import('./manual-address-fields'));

type AddressLookupProps = {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  errors: Record<string, string>;
  /** The brand's manualAddress flag: a "can't find your address" link to type it in. */
  isManualAddressOn: boolean;
  /** The selected-address info box experiment: the chosen address in a box. */
  isInfoBoxOn: boolean;
  /** The address already saved, shown until the mover searches again. */
  savedAddress: SelectedAddress | null;
};

/**
 * The classic address lookup (portal-access 4, "Address search"): a postcode, "Find address",
 * a list to pick from, the chosen address shown back with its warnings; GSP_NOT_FOUND (or the
 * manual link) switches to typing the address in.
 */
export function AddressLookup({
  value,
  onChange,
  errors,
  isManualAddressOn,
  isInfoBoxOn,
  savedAddress,
}: AddressLookupProps) {
  const [options, setOptions] = useState<AddressListItem[]>([]);
  const [isSearching, setIsSearching] = useState(false);
  const [postcodeError, setPostcodeError] = useState<string>();
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [isGspNotFound, setIsGspNotFound] = useState(false);
  // What the polite live region says after a search: how many addresses it found.
  const [announcement, setAnnouncement] = useState('');
  // A press of "Find address" while a search runs is ignored (state would lag a quick repeat).
  const isSearchingRef = useRef(false);
  // Searches answered: after each, the focused control is kept in view (WCAG 2.4.3, 2.4.11).
  const [searchesAnswered, setSearchesAnswered] = useState(0);
  const lookupRef = useRef<HTMLFieldSetElement>(null);
  const findButtonRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (searchesAnswered === 0) return;
    // The answer clears the address messages above (the error summary's line, the field's error)
    // and adds the list below, so the page moves under the focus: bring the focused control (the
    // button, or the postcode when Enter searched there) back into view before the page is painted.
    const focused = document.activeElement;
    const target =
      focused instanceof HTMLElement && lookupRef.current?.contains(focused)
        ? focused
        : findButtonRef.current;
    if (target && typeof target.scrollIntoView === 'function')
      target.scrollIntoView({ block: 'nearest' });
  }, [searchesAnswered]);

  if (value.manualAddress) {
    return (
      <Suspense fallback={<WorkingStatus message="Loading the address form" />}>
        <ManualAddressFields
          value={value}
          onChange={onChange}
          errors={errors}
          isGspNotFound={isGspNotFound}
          onChooseFromList={() => onChange(lookedUpAddress(value.postcode))}
        />
      </Suspense>
    );
  }

  const search = async () => {
    if (isSearchingRef.current) return;
    const postcode = postcodeSchema().safeParse(value.postcode);
    setLookupError(null);
    setOptions([]);
    setAnnouncement('');
    setPostcodeError(postcode.success ? undefined : postcode.error.issues[0]?.message);
    if (!postcode.success) return onChange(lookedUpAddress(value.postcode));
    isSearchingRef.current = true;
    setIsSearching(true);
    try {
      const found = await findAddresses(postcode.data);
      setOptions(found);
      // No addresses has its own alert below; a list is announced by its size.
      setAnnouncement(found.length > 0 ? addressesFoundText(found.length) : '');
      onChange({
        ...lookedUpAddress(postcode.data),
        searchComplete: true,
        noAddressesFound: found.length === 0,
      });
    } catch (error) {
      setLookupError(describeError(error));
      onChange(lookedUpAddress(postcode.data));
    } finally {
      isSearchingRef.current = false;
      setIsSearching(false);
      setSearchesAnswered((answered) => answered + 1);
    }
  };

  const postcodeMessage = postcodeError ?? errors['address.postcode'];
  const hasResults = value.searchComplete || savedAddress !== null;
  return (
    <fieldset className="address-lookup" ref={lookupRef}>
      <legend className="field__label">Your new address</legend>
      <div className={postcodeMessage ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="postcode">
          Postcode
        </label>
        {postcodeMessage && (
          <p id="postcode-error" className="field__error">
            <span className="visually-hidden">Error: </span>
            {postcodeMessage}
          </p>
        )}
        <div className="address-lookup__search">
          <input
            id="postcode"
            className="input input--short"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            aria-describedby={describedBy('postcode', { error: postcodeMessage })}
            aria-invalid={postcodeMessage ? true : undefined}
            value={value.postcode}
            onChange={(event) => {
              setOptions([]);
              onChange(lookedUpAddress(event.target.value));
            }}
            onKeyDown={(event) => {
              // Enter searches (it would otherwise submit the whole page).
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
          {/* aria-disabled, not disabled: a disabled button drops the keyboard focus (WCAG 2.4.3). */}
          <button
            ref={findButtonRef}
            type="button"
            className="button button--secondary"
            aria-disabled={isSearching || undefined}
            onClick={() => void search()}
          >
            Find address
          </button>
        </div>
      </div>
      {isSearching && <WorkingStatus message="Finding addresses" />}
      {lookupError && (
        <p className="notice notice--error" role="alert">
          {lookupError}
        </p>
      )}
      {hasResults && !isSearching && (
        <AddressResults
          value={value}
          onChange={onChange}
          options={options}
          error={errors['address.addressKey']}
          isInfoBoxOn={isInfoBoxOn}
          isManualAddressOn={isManualAddressOn}
          savedAddress={value.searchComplete && options.length > 0 ? null : savedAddress}
          onGspNotFound={() => {
            setIsGspNotFound(true);
            onChange(manualAddress(value.postcode));
          }}
        />
      )}
      <p id="address-announcement" className="visually-hidden" role="status">
        {announcement}
      </p>
      {isManualAddressOn && (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setIsGspNotFound(false);
              onChange(manualAddress(value.postcode));
            }}
          >
            Can&apos;t find your address?
          </button>
        </p>
      )}
    </fieldset>
  );
}
