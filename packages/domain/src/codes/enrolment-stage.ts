/** Shell progress stages, in the order the header shows them (portal-access 4). */
export const ENROLMENT_STAGES = [
  'pending',
  'pendingSubstep',
  'property',
  'propertySubstep',
  'services',
  'complete',
] as const;
export type EnrolmentStage = (typeof ENROLMENT_STAGES)[number];

/** Agent-mode progress stages, in order (portal-access 4). */
export const TELEPHONY_STAGES = [
  'personal',
  'movingDetail',
  'property',
  'select',
  'council',
  'energy',
  'entertainment',
  'confirmation',
] as const;
export type TelephonyStage = (typeof TELEPHONY_STAGES)[number];

export const TELEPHONY_STAGE_LABEL: Record<TelephonyStage, string> = {
  personal: 'Personal',
  movingDetail: 'Moving detail',
  property: 'Property',
  select: 'Select',
  council: 'Council',
  energy: 'Energy',
  entertainment: 'Entertainment',
  confirmation: 'Confirmation',
};

/** Position in the order, so a progress bar can mark earlier stages done. */
export function enrolmentStageIndex(stage: EnrolmentStage): number {
  return ENROLMENT_STAGES.indexOf(stage);
}

export function telephonyStageIndex(stage: TelephonyStage): number {
  return TELEPHONY_STAGES.indexOf(stage);
}
