/** Where an enrolment came from (portal-access 1, the enrolment's enrolmentSource). */
export const LEAD_SOURCE = {
  unknown: 'Unknown',
  uploadedLead: 'UploadedLead',
  manualTelephony: 'ManualTelephony',
  directHomeMove: 'DirectHomeMove',
} as const;
export type LeadSource = (typeof LEAD_SOURCE)[keyof typeof LEAD_SOURCE];

const leadSources: readonly string[] = Object.values(LEAD_SOURCE);

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && leadSources.includes(value);
}

/** An uploaded lead's move-in date was set by the landlord or letting agent, so it is read-only. */
export function isUploadedLead(source: LeadSource | null | undefined): boolean {
  return source === LEAD_SOURCE.uploadedLead;
}
