/** Deal types of promoted and partner broadband packages (service-journeys 9). */
export const BROADBAND_DEAL_TYPE = {
  cheapest: 'cheapest',
  fastest: 'fastest',
  recommended: 'recommended',
  sky: 'sky',
  wombb: 'wombb',
} as const;
export type BroadbandDealType = (typeof BROADBAND_DEAL_TYPE)[keyof typeof BROADBAND_DEAL_TYPE];

/** Badges on promoted packages. */
export const PROMOTED_DEAL_BADGE: Partial<Record<BroadbandDealType, string>> = {
  cheapest: 'Cheapest overall price',
  fastest: 'Fastest available',
  recommended: 'Recommended for renters',
};

/** Broadband types a package can have. */
export const BROADBAND_TYPE = {
  broadband: 'Broadband',
  fibre: 'Fibre',
} as const;
export type BroadbandType = (typeof BROADBAND_TYPE)[keyof typeof BROADBAND_TYPE];

const dealTypes: readonly string[] = Object.values(BROADBAND_DEAL_TYPE);

export function isBroadbandDealType(value: unknown): value is BroadbandDealType {
  return typeof value === 'string' && dealTypes.includes(value);
}
