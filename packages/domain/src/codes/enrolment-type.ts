/**
 * Kinds of enrolment (portal-access 1). The spec names the two partner-specific kinds only by
 * what they are, so they are called doorToDoor and telesales here.
 */
export const ENROLMENT_TYPE = {
  direct: 'Direct',
  lettings: 'Lettings',
  social: 'Social',
  doorToDoor: 'DoorToDoor',
  telesales: 'Telesales',
} as const;
export type EnrolmentType = (typeof ENROLMENT_TYPE)[keyof typeof ENROLMENT_TYPE];

export const ENROLMENT_TYPE_LABEL: Record<EnrolmentType, string> = {
  Direct: 'Direct',
  Lettings: 'Lettings',
  Social: 'Social',
  DoorToDoor: 'Door to door',
  Telesales: 'Telesales',
};

const enrolmentTypes: readonly string[] = Object.values(ENROLMENT_TYPE);

export function isEnrolmentType(value: unknown): value is EnrolmentType {
  return typeof value === 'string' && enrolmentTypes.includes(value);
}
