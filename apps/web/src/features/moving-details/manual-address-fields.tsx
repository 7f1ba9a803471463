import { GSP_NOT_FOUND_MESSAGE } from '@threshold/domain/messages/address';
import { ADDRESS_LABELS } from '@threshold/domain/schemas/address';
import { PostcodeField, TextField } from '../../ui/form/field';
import type { AddressValue, ManualAddressValue } from './address-value';

type ManualAddressFieldsProps = {
  value: ManualAddressValue;
  onChange: (value: AddressValue) => void;
  errors: Record<string, string>;
  /** The chosen address had too few details: say why the form asks for it by hand. */
  isGspNotFound: boolean;
  onChooseFromList: () => void;
};

/** The address typed in by hand (portal-access 5, "Address (classic)": house, line 1, line 2, town, postcode). */
export function ManualAddressFields({
  value,
  onChange,
  errors,
  isGspNotFound,
  onChooseFromList,
}: ManualAddressFieldsProps) {
  const bind = (field: keyof Omit<ManualAddressValue, 'manualAddress'>) => ({
    value: value[field],
    error: errors[`address.${field}`],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...value, [field]: event.target.value }),
  });
  return (
    <fieldset className="address-lookup">
      <legend className="field__label">Your new address</legend>
      {isGspNotFound && (
        <p className="notice notice--warning" role="alert">
          {GSP_NOT_FOUND_MESSAGE}
        </p>
      )}
      <TextField
        id="houseNameOrNumber"
        label={ADDRESS_LABELS.houseNameOrNumber}
        autoComplete="address-line1"
        {...bind('houseNameOrNumber')}
      />
      <TextField
        id="addressLine1"
        label={ADDRESS_LABELS.addressLine1}
        autoComplete="address-line2"
        {...bind('addressLine1')}
      />
      <TextField
        id="addressLine2"
        label={ADDRESS_LABELS.addressLine2}
        isOptional
        autoComplete="address-line3"
        {...bind('addressLine2')}
      />
      <TextField
        id="cityTown"
        label={ADDRESS_LABELS.cityTown}
        autoComplete="address-level2"
        {...bind('cityTown')}
      />
      <PostcodeField label="Postcode" {...bind('postcode')} />
      {!isGspNotFound && (
        <p>
          <button type="button" className="link-button" onClick={onChooseFromList}>
            Choose your address from the list
          </button>
        </p>
      )}
    </fieldset>
  );
}

export default ManualAddressFields;
