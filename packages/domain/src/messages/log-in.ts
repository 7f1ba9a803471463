/**
 * The log-in page's heading and subtitle: the server writes them into the page's first paint
 * (the HTML it sends), the page draws the same over it. No imports: the page's chunk reads it.
 */
export const LOG_IN_TITLE = 'Log in';
export const LOG_IN_SUBTITLE = 'Carry on with your move where you left off.';
