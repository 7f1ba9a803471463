/** The council and water pages' words (service-journeys 2 and 8; ours where the spec gives none, see docs/decisions.md). */
export const COUNCIL_WATER_MESSAGES = {
  heading: 'Council Tax & Water',
  intro:
    'We will tell your local council and your water authority that you are moving in, so they can set up your council tax and water bills.',
  notifyButton: 'Notify and continue',
  notifying: 'Telling your council and water authority',
  loading: 'Loading your council and water authority',
  /** The council page's words (the error catalogue's "other page wording"). */
  councilNotIdentified: 'Unfortunately, we were not able to identify your council.',
  waterNotIdentified: 'Unfortunately, we were not able to identify your water authority.',
  /** The confirmation page's council card: the error catalogue's own words (service-journeys 8). */
  councilNotIdentifiedForHome:
    "Unfortunately we couldn't identify the local council for your new home.",
  /** The water card, in the same pattern for the water board. */
  waterNotIdentifiedForHome:
    "Unfortunately we couldn't identify the water board for your new home.",
  findCouncilLink: 'Find your local council',
  findWaterLink: 'Find your water supplier',
  scotlandWater:
    'In Scotland, water is paid with your council tax unless your home has a water meter. If it has one, contact Scottish Water.',
  councilLabel: 'Your local council',
  waterLabel: 'Your water authority',
} as const;

/** Where a mover finds the authority we could not identify (service-journeys 2 and 8). */
export const FIND_COUNCIL_URL = 'https://www.gov.uk/find-local-council';
export const FIND_WATER_SUPPLIER_URL =
  'https://www.water.org.uk/advice-for-customers/find-your-supplier';

/** "We've told Leeds City Council about the change ...": an update after the move-in date or address changed. */
export function authorityUpdatedMessage(authorityName: string): string {
  return `We've told ${authorityName} about the change to your move-in date or address.`;
}

/** The state of one telling, as the council page and the confirmation card say it. */
export function notificationStateMessage(
  authorityName: string,
  state: 'queued' | 'sent' | 'failed',
  when: { date: string; time: string },
): string {
  if (state === 'sent') return `We told ${authorityName} on ${when.date} at ${when.time}.`;
  if (state === 'failed')
    return `We could not reach ${authorityName} (tried on ${when.date} at ${when.time}). Please contact them yourself.`;
  return `We are telling ${authorityName} (queued on ${when.date} at ${when.time}).`;
}
