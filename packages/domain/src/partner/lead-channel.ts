/** How a partner's lead reached us (issue 22): the lead API, a CSV upload, or the console's form. */
export const LEAD_CHANNELS = ['api', 'csv', 'console'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
