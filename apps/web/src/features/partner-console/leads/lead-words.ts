import type { LeadChannel } from '@threshold/domain/partner/lead-channel';
import type { LeadSummary, LeadTimelineEvent } from '@threshold/domain/partner/lead-list';
import type { LeadService, LeadServiceState } from '@threshold/domain/partner/lead-stage';

/** How the console names things a lead's answer carries as codes. */

export const SOURCE_LABEL: Record<LeadChannel, string> = {
  api: 'API',
  csv: 'CSV upload',
  console: 'Console form',
};

export const SERVICE_LABEL: Record<LeadService, string> = {
  energy: 'Energy',
  broadband: 'Broadband and TV',
  council: 'Council tax',
  water: 'Water',
};

export const SERVICE_STATE_LABEL: Record<LeadServiceState, string> = {
  notAsked: 'Not asked yet',
  declined: 'Declined',
  chosen: 'Chosen, not started',
  inProgress: 'In progress',
  skipped: 'Skipped',
  completed: 'Completed',
};

export const TIMELINE_EVENT_LABEL: Record<LeadTimelineEvent['event'], string> = {
  created: 'Lead added',
  invitationSent: 'Invitation',
  reminderSent: 'Reminder',
  linkOpened: 'Link opened',
  authorityTold: 'Authority told',
  handOff: 'Handed to a provider',
  serviceCompleted: 'Service completed',
  complete: 'Move complete',
  forgotten: 'Details forgotten',
};

/** A message's outbox state, or a hand-off's, as a person reads it. */
const STATE_LABEL: Record<string, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Could not be sent',
  suppressed: 'Not sent (the mover unsubscribed)',
  cancelled: 'Cancelled',
};

export function stateLabel(state: string | null): string {
  if (state === null) return '';
  return STATE_LABEL[state] ?? state.charAt(0).toUpperCase() + state.slice(1);
}

/** A link the mover opened, by what it was for. */
const LINK_LABEL: Record<string, string> = {
  saveAndContinue: 'The link to carry on',
  onboarding: 'The invitation’s link',
  unpopulated: 'The invitation’s link',
};

const REMINDER_LABEL: Record<string, string> = {
  journeyReminder: 'To finish setting up their move',
  moveInDateReminder: 'Their move-in date is near',
};

const byChannel = (channel: string | null) =>
  channel === 'sms' ? 'By SMS' : channel === 'email' ? 'By email' : '';

/** What the event was about: a message's kind and channel, a new lead's source, a link, a service. */
export function timelineDetail(event: LeadTimelineEvent): string {
  const { detail } = event;
  switch (event.event) {
    case 'created':
      return detail && detail in SOURCE_LABEL ? `From ${SOURCE_LABEL[detail as LeadChannel]}` : '';
    case 'invitationSent':
      return byChannel(event.channel);
    case 'reminderSent':
      return [(detail && REMINDER_LABEL[detail]) ?? '', byChannel(event.channel)]
        .filter(Boolean)
        .join('. ');
    case 'linkOpened':
      return (detail && LINK_LABEL[detail]) ?? '';
    default:
      return detail && detail in SERVICE_LABEL
        ? SERVICE_LABEL[detail as LeadService]
        : (detail ?? '');
  }
}

export function leadName(lead: Pick<LeadSummary, 'firstName' | 'surname'>): string {
  return [lead.firstName, lead.surname].filter(Boolean).join(' ') || 'No name given';
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** A calendar date (yyyy-MM-dd) as "14 Dec 2026". */
export function shownDate(isoDate: string | null): string {
  if (!isoDate) return '';
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment as "27 Nov 2026, 15:46" in UK time. */
export function shownDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
