/** Extra contact formats for the Priority Services Register (service-journeys 3). */
export const PSR_CONTACT_OPTION = {
  none: 'NONE',
  blackAndWhite: 'BLACK_AND_WHITE',
  braille: 'BRAILLE',
  cd: 'CD',
  largePrint: 'LARGE_PRINT',
  audio: 'AUDIO',
} as const;
export type PsrContactOption = (typeof PSR_CONTACT_OPTION)[keyof typeof PSR_CONTACT_OPTION];

export const PSR_CONTACT_OPTION_LABEL: Record<PsrContactOption, string> = {
  NONE: 'None',
  BLACK_AND_WHITE: 'Black and white',
  BRAILLE: 'Braille',
  CD: 'CD',
  LARGE_PRINT: 'Large print',
  AUDIO: 'Talking',
};
