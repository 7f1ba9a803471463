/** Filters leave nothing to list (service-journeys 8: tariffs, and broadband packages). */
export const NO_VALID_RESULTS_MESSAGE =
  'Sorry, there are no valid results matching your filter criteria.';
