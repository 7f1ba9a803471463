/** Entertainment partner ids (service-journeys 9). */
export const ENTERTAINMENT_PARTNER_ID = {
  homeTelephony: -1,
  sky: 4,
  sse: 43,
} as const;
export type EntertainmentPartnerId =
  (typeof ENTERTAINMENT_PARTNER_ID)[keyof typeof ENTERTAINMENT_PARTNER_ID];

/** Partner providers have their own sign-up page under /enrolment/entertainment/{slug}/signup. */
export const ENTERTAINMENT_PARTNER_SLUG: Partial<Record<EntertainmentPartnerId, string>> = {
  4: 'sky',
};

export function isEntertainmentPartnerId(value: unknown): value is EntertainmentPartnerId {
  return value === -1 || value === 4 || value === 43;
}

/** The satellite provider's call-back slots: 1 to 4 plus Anytime. */
export const SKY_CALLBACK_SLOTS = ['1', '2', '3', '4', 'Anytime'] as const;
export type SkyCallbackSlot = (typeof SKY_CALLBACK_SLOTS)[number];
