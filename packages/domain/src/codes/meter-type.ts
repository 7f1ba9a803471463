/**
 * The enrolment's meterType values (service-journeys 3); energy-facts meterTypeOf says which. A
 * module of its own so the enrolment schema (every form page) does not carry the energy facts.
 */
export const METER_TYPES = ['Standard', 'Economy7', 'Smart', 'Prepayment', 'Mixed'] as const;
export type MeterType = (typeof METER_TYPES)[number];
