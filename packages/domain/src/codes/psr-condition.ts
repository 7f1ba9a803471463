/** Priority Services Register condition keys and their groups (service-journeys 3). */
export const PSR_GROUP = {
  selectAllThatApply: 'Select all that apply',
  relyOn: 'Do you rely on any of the following?',
} as const;
export type PsrGroup = keyof typeof PSR_GROUP;

/** Condition keys in the order the page lists them. */
export const PSR_SELECT_ALL_THAT_APPLY_KEYS = [
  'anxietyDepression',
  'autismSpectrum',
  'blind',
  'dyslexia',
  'endOfLifeCare',
  'poorSenseOfSmell',
  'hearingImpairment',
  'learningDifficulties',
  'developmentalCondition',
  'physicalImpairment',
  'mentalHealth',
  'speechImpairment',
  'dementia',
  'additionalPresencePreferred',
  'temporaryPostHospitalRecovery',
  'partiallySighted',
  'restrictedHandMovement',
  'unableToAnswerDoorOrRestrictedMovement',
  'alternativeLanguage',
  'waterDependency',
] as const;

export const PSR_RELY_ON_KEYS = [
  'carelineTelecareSystem',
  'dialysisFeedingPumpOrAutomatedMedicine',
  'heartLungOrVentilator',
  'mdeElectricShowering',
  'medicineRefrigeration',
  'nebuliserOrApnoeaMonitor',
  'oxygenConcentrator',
  'oxygenUse',
  'stairLiftOrHoistOrElectricBed',
] as const;

export type PsrConditionKey =
  (typeof PSR_SELECT_ALL_THAT_APPLY_KEYS)[number] | (typeof PSR_RELY_ON_KEYS)[number];

/** The only temporary condition: it needs an "until" date in the future. */
export const PSR_TEMPORARY_CONDITION: PsrConditionKey = 'temporaryPostHospitalRecovery';
/** The only condition that carries a chosen option (a language). */
export const PSR_LANGUAGE_CONDITION: PsrConditionKey = 'alternativeLanguage';

export function psrGroupOf(key: PsrConditionKey): PsrGroup {
  return (PSR_RELY_ON_KEYS as readonly string[]).includes(key) ? 'relyOn' : 'selectAllThatApply';
}

export function isPsrConditionKey(value: unknown): value is PsrConditionKey {
  return (
    typeof value === 'string' &&
    ((PSR_SELECT_ALL_THAT_APPLY_KEYS as readonly string[]).includes(value) ||
      (PSR_RELY_ON_KEYS as readonly string[]).includes(value))
  );
}
