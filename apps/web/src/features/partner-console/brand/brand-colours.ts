import {
  BRAND_COLOUR_FIELDS,
  type BrandColourField,
  type BrandSettingsFormValues,
  type PartnerBrandSettings,
} from '@threshold/domain/partner/brand-settings';
import { isHexColour } from '@threshold/domain/partner/colour-contrast';

type Colours = Record<BrandColourField, string>;
type Inherited = Pick<PartnerBrandSettings, 'inherited' | 'effective'>;

/**
 * The colours the preview and the pickers show as the user types: a finished colour as typed, the
 * inherited one where the field is empty, and the colour movers see now while one is half-typed.
 */
export function shownColours(values: BrandSettingsFormValues, brand: Inherited): Colours {
  return Object.fromEntries(
    BRAND_COLOUR_FIELDS.map((field) => {
      const typed = values[field].trim();
      if (typed === '') return [field, brand.inherited[field]];
      return [field, isHexColour(typed) ? typed.toLowerCase() : brand.effective[field]];
    }),
  ) as Colours;
}

/**
 * The colours the contrast check judges: as typed, the inherited one where empty; a half-typed
 * colour stays as it is, so the check says to finish it instead of judging another colour.
 */
export function checkedColours(values: BrandSettingsFormValues, brand: Inherited): Colours {
  return Object.fromEntries(
    BRAND_COLOUR_FIELDS.map((field) => {
      const typed = values[field].trim();
      return [field, typed === '' ? brand.inherited[field] : typed];
    }),
  ) as Colours;
}
