import type { PartnerBrand } from '@threshold/domain/partner/partner-users';
import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, describedBy } from '../../ui/form/field';
import { brandLabel } from './use-partner-me';

type BrandSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  /** The user's brands, their own first: choosing it sends no brand (the API's default). */
  brands: readonly PartnerBrand[];
};

/** Which of the user's brands something belongs to (a user, a key, a webhook endpoint). */
export function BrandSelect({ id, label, hint, error, brands, ...select }: BrandSelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="input input--select"
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {brands.map((brand, index) => (
          <option key={brand.id} value={index === 0 ? '' : String(brand.id)}>
            {brandLabel(brand)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
