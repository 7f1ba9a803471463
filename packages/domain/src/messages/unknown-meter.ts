/** The opening words of service-journeys 8, "Unknown meter" (the spec shows only these). */
export const UNKNOWN_METER_OPENING =
  "We can't switch your energy over by the next 5 working days as we haven't been able to find your meter details.";

/**
 * Service-journeys 8, "Unknown meter": the spec's opening, then our words, which vary by whether
 * the move-in date is still ahead (docs/decisions.md). The 18 is START_DATE_WORKING_DAYS.unknownMeters,
 * written out so the pages that show this do not load the holiday data (a test ties the two).
 */
export function unknownMeterMessage(isMoveInDateFuture: boolean): string {
  const later =
    "We'll use your answers about your meters to find them, so the earliest your new supply can start is 18 working days from today.";
  const meanwhile = isMoveInDateFuture
    ? 'Until then the home stays with its current supplier: take a meter reading on the day you move in.'
    : 'Until then the home stays with its current supplier: take a meter reading today and pay them for what you use.';
  return `${UNKNOWN_METER_OPENING} ${later} ${meanwhile}`;
}

/**
 * The unknown-meter notice for the supply check's answer (GET /api/address/check-supply), shared by
 * energy usage and the supply start date: null when the meter details are known; the move-in date
 * counts as still ahead when the answer does not say.
 */
export function unknownMeterNotice(supply: {
  knownMeterDetails: boolean;
  isMoveInDateFuture?: boolean;
}): string | null {
  return supply.knownMeterDetails ? null : unknownMeterMessage(supply.isMoveInDateFuture ?? true);
}
