import type { OnboardingAddressListItem } from '@threshold/domain/schemas/address';
import { BUSINESS_ADDRESS_MESSAGE } from '@threshold/domain/messages/address';
import type { ChangeEvent } from 'react';
import { describedBy, FieldFrame } from '../../ui/form/field';

type AddressSelectProps = {
  id: string;
  label: string;
  addresses: readonly OnboardingAddressListItem[];
  value: string;
  error?: string;
  onChange: (addressKey: string) => void;
};

/** The address list as a select, with a first, empty choice. */
export function AddressSelect({
  id,
  label,
  addresses,
  value,
  error,
  onChange,
}: AddressSelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={id}
        className="input onboarding-address-select"
        value={value}
        aria-describedby={describedBy(id, { error })}
        aria-invalid={error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">
          {addresses.length === 1 ? '1 address found' : `${addresses.length} addresses found`}
        </option>
        {addresses.map((address) => (
          <option key={address.addressKey} value={address.addressKey}>
            {address.simpleAddress}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Spec section 5: a chosen address that is not a home gets the business-address warning. */
export function BusinessAddressWarning() {
  return (
    <p className="notice notice--warning" role="status">
      {BUSINESS_ADDRESS_MESSAGE}
    </p>
  );
}
