/** A save made before the step it belongs to is open (the API's 409; the web guard never sends one). */
export const JOURNEY_STEP_NOT_OPEN_MESSAGE =
  'This step is not open yet. Please finish the steps before it first.';
