import { describeError } from '../../api/error-message';
import {
  BUSINESS_ADDRESS_MESSAGE,
  COMMERCIAL_SUPPLY_MESSAGE,
  GSP_NOT_FOUND,
  noAddressesFoundMessage,
} from '@threshold/domain/messages/address';
import type { AddressListItem } from '@threshold/domain/schemas/address';
import type { SelectedAddress } from '@threshold/domain/schemas/moving-details';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { FieldFrame, describedBy } from '../../ui/form/field';
import { WorkingStatus } from '../../ui/working-status';
import { type AddressValue, type LookedUpAddressValue } from './address-value';
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

/**
 * What a postcode search found: the spec's message when nothing, else a list to choose from;
 * the chosen address (resolved by key) shown back, with the business-address and
 * commercial-supply warnings. GSP_NOT_FOUND hands over to the typed address.
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

  const choose = async (addressKey: string) => {
    setSelected(null);
    setLookupError(null);
    onChange({ ...value, addressKey, isDomestic: null });
    if (!addressKey) return;
    setIsChecking(true);
    try {
      const address = await selectAddress(addressKey);
      setSelected(address);
      onChange({ ...value, addressKey, isDomestic: address.isDomestic });
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.body?.code : null;
      if (code === GSP_NOT_FOUND) return onGspNotFound();
      setLookupError(describeError(failure));
      onChange({ ...value, addressKey: '' });
    } finally {
      setIsChecking(false);
    }
  };

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
            value={value.addressKey}
            disabled={isChecking}
            onChange={(event) => void choose(event.target.value)}
          >
            <option value="">
              {options.length === 1 ? '1 address found' : `${options.length} addresses found`}
            </option>
            {options.map((option) => (
              <option key={option.addressKey} value={option.addressKey}>
                {option.simpleAddress}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      {isChecking && <WorkingStatus message="Checking your address" />}
      {lookupError && (
        <p className="notice notice--error" role="alert">
          {lookupError}
        </p>
      )}
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
