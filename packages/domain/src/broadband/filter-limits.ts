/**
 * The bounds of the broadband filters a list request accepts: schemas/broadband.ts checks a request
 * with them and restore-filters.ts brings kept filters back within them.
 */
export const BROADBAND_FILTER_LIMITS = {
  providerIdLength: 60,
  providers: 50,
  contractMonths: 60,
  contractLengths: 20,
} as const;
