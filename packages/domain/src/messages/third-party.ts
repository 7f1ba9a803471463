/** An outside supplier (addresses, meters, quotes) failed or timed out (portal-access section 8). */
export const THIRD_PARTY_FAILURE_MESSAGE =
  'There has been a error retrieving data from our third-party supplier. Please try again in a moment.';
