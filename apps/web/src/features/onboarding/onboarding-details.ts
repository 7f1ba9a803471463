import { formatDisplayDate } from '@threshold/domain/dates/calendar-date';
import type { OnboardingJourney } from '@threshold/domain/schemas/onboarding';

/** A journey date as shown (spec section 9: dd/MM/yyyy), or nothing yet. */
export function shownDate(iso: string | null): string | null {
  return iso ? formatDisplayDate(iso) : null;
}

/** The new address as one line: the chosen address's text, or the typed lines, with the postcode. */
export function shownAddress(journey: OnboardingJourney): string | null {
  const lines = journey.isManualAddress
    ? [
        journey.manualAddressStreetOne,
        journey.manualAddressStreetTwo,
        journey.manualAddressTown,
        journey.manualAddressCounty,
      ]
    : [journey.addressHumanReadable];
  const given = lines.map((line) => line?.trim()).filter((line): line is string => !!line);
  if (given.length === 0) return null;
  const postcode = journey.postcode?.trim();
  const text = given.join(', ');
  return postcode && !text.toUpperCase().includes(postcode.toUpperCase())
    ? `${text}, ${postcode}`
    : text;
}
