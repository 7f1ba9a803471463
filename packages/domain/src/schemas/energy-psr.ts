import { z } from 'zod';
import { PSR_CONTACT_OPTION, type PsrContactOption } from '../codes/psr-contact-option';
import {
  isPsrConditionKey,
  PSR_LANGUAGE_CONDITION,
  PSR_RELY_ON_KEYS,
  PSR_SELECT_ALL_THAT_APPLY_KEYS,
  PSR_TEMPORARY_CONDITION,
  type PsrConditionKey,
} from '../codes/psr-condition';
import { isAfter, parseDisplayDate, type IsoDate } from '../dates/calendar-date';

/** The spec's Priority Services Register messages (service-journeys 5 "PSR"). */
export const PSR_MESSAGES = {
  atLeastOne: 'You must select at least one valid option from the list.',
  untilRequired: 'Please specify when do you think this condition will last until',
  untilFuture: 'Date must be in the future',
  language: 'Please specify a language',
  /** The Yes/No question left unanswered (the usage page's words; docs/decisions.md). */
  needHelp: 'Please select one of the options',
  /** The options after Yes could not be shown (the language list's failure words too). */
  somethingWentWrong: 'Something went wrong',
} as const;

/** Plain-English labels for the condition keys (service-journeys 3 "PSR selection"). */
export const PSR_CONDITION_LABEL: Record<PsrConditionKey, string> = {
  anxietyDepression: 'Anxiety or depression',
  autismSpectrum: 'Autism spectrum condition',
  blind: 'Blind',
  dyslexia: 'Dyslexia',
  endOfLifeCare: 'End of life care',
  poorSenseOfSmell: 'Poor sense of smell or taste',
  hearingImpairment: 'Hearing impairment',
  learningDifficulties: 'Learning difficulties',
  developmentalCondition: 'Developmental condition',
  physicalImpairment: 'Physical impairment',
  mentalHealth: 'Mental health condition',
  speechImpairment: 'Speech impairment',
  dementia: 'Dementia',
  additionalPresencePreferred: 'I would like someone else present when a visit is made',
  temporaryPostHospitalRecovery: 'Recovering from a stay in hospital (temporary)',
  partiallySighted: 'Partially sighted',
  restrictedHandMovement: 'Restricted hand movement',
  unableToAnswerDoorOrRestrictedMovement: 'Unable to answer the door or restricted movement',
  alternativeLanguage: 'I would prefer to communicate in another language',
  waterDependency: 'Dependent on water (for example for medical needs)',
  carelineTelecareSystem: 'A careline or telecare system',
  dialysisFeedingPumpOrAutomatedMedicine: 'Dialysis, a feeding pump or automated medicine',
  heartLungOrVentilator: 'A heart, lung or ventilator machine',
  mdeElectricShowering: 'An electric shower because of a medical condition',
  medicineRefrigeration: 'Keeping medicine in a fridge',
  nebuliserOrApnoeaMonitor: 'A nebuliser or apnoea monitor',
  oxygenConcentrator: 'An oxygen concentrator',
  oxygenUse: 'Oxygen',
  stairLiftOrHoistOrElectricBed: 'A stair lift, hoist or electric bed',
};

const CONDITION_KEYS = [...PSR_SELECT_ALL_THAT_APPLY_KEYS, ...PSR_RELY_ON_KEYS] as [
  PsrConditionKey,
  ...PsrConditionKey[],
];
const CONTACT_OPTIONS = Object.values(PSR_CONTACT_OPTION) as [
  PsrContactOption,
  ...PsrContactOption[],
];

/**
 * The saved selection (the POST body's psrOptions): each chosen condition with its option — the
 * language for alternativeLanguage, the until date (dd/MM/yyyy) for the temporary condition,
 * null for the others — and the contact format.
 */
export const psrOptionsSchema = z
  .strictObject({
    selection: z.partialRecord(z.enum(CONDITION_KEYS), z.string().max(40).nullable()),
    specialCommsPreferences: z.enum(CONTACT_OPTIONS),
  })
  .refine(
    (options) =>
      Object.entries(options.selection).every(
        ([key, option]) =>
          key === PSR_LANGUAGE_CONDITION || key === PSR_TEMPORARY_CONDITION || option === null,
      ),
    // Only the language and the temporary condition carry a value; anything else is not an option.
    { error: PSR_MESSAGES.atLeastOne, path: ['selection'] },
  );
export type PsrOptions = z.infer<typeof psrOptionsSchema>;

/** POST /api/enrolment/psr: null is "No" (no help needed). */
export const psrBodySchema = z.strictObject({ psrOptions: psrOptionsSchema.nullable() });
export type PsrBody = z.infer<typeof psrBodySchema>;

/**
 * GET /api/enrolment/psr: whether the question was answered, the saved selection, and where Back
 * leads (switch, signup or the list: the domain's previousEnergyStep, worked out by the API).
 */
export const psrResponseSchema = z.object({
  psrAnswered: z.boolean(),
  psrOptions: psrOptionsSchema.nullable(),
  previousStep: z.string(),
});
export type PsrResponse = z.infer<typeof psrResponseSchema>;

export type PsrErrors = Partial<Record<'needHelp' | 'selection' | PsrConditionKey, string>>;

/**
 * The PSR rules (service-journeys 4 and 5), the same on the page and in the API. No (null) is
 * always fine; Yes needs a condition or a contact format other than NONE, a language of the list
 * for alternativeLanguage (isKnownLanguage: energy-psr-languages' isPsrLanguage, passed in so the
 * page loads the list only with the language picker) and an until date after today for the
 * temporary condition.
 */
export function psrErrors(
  psrOptions: PsrOptions | null,
  today: IsoDate,
  isKnownLanguage: (value: unknown) => boolean,
): PsrErrors {
  const errors: PsrErrors = {};
  if (psrOptions === null) return errors;
  const chosen = Object.keys(psrOptions.selection).filter(isPsrConditionKey);
  if (chosen.length === 0 && psrOptions.specialCommsPreferences === PSR_CONTACT_OPTION.none)
    errors.selection = PSR_MESSAGES.atLeastOne;
  if (
    chosen.includes(PSR_LANGUAGE_CONDITION) &&
    !isKnownLanguage(psrOptions.selection[PSR_LANGUAGE_CONDITION])
  )
    errors[PSR_LANGUAGE_CONDITION] = PSR_MESSAGES.language;
  if (chosen.includes(PSR_TEMPORARY_CONDITION)) {
    const until = psrOptions.selection[PSR_TEMPORARY_CONDITION];
    const date = until ? parseDisplayDate(until) : null;
    if (!date) errors[PSR_TEMPORARY_CONDITION] = PSR_MESSAGES.untilRequired;
    else if (!isAfter(date, today)) errors[PSR_TEMPORARY_CONDITION] = PSR_MESSAGES.untilFuture;
  }
  return errors;
}
