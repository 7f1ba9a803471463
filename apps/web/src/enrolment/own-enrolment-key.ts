/**
 * The query keys of the mover's enrolment, in a module of their own (no schema, no calls), so a
 * page that only reads or refreshes the cached enrolment does not load the enrolment schema (zod).
 */

/** Every enrolment query starts with this: removing it forgets whatever was read of an enrolment. */
export const ENROLMENT_KEY = ['enrolment'] as const;

/**
 * The logged-in mover's enrolment. The journey guard and every page that reads or saves the
 * enrolment use this key, so a page's setQueryData after a save is what the guard reads next.
 */
export const OWN_ENROLMENT_KEY = [...ENROLMENT_KEY, 'own'] as const;
