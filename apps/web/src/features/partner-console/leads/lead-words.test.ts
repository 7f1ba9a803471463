import type { LeadTimelineEvent } from '@threshold/domain/partner/lead-list';
import { describe, expect, it } from 'vitest';
import { timelineDetail } from './lead-words';

const event = (fields: Partial<LeadTimelineEvent>): LeadTimelineEvent => ({
  at: '2026-11-27T15:00:00.000Z',
  event: 'created',
  detail: null,
  state: null,
  channel: null,
  ...fields,
});

describe('what a timeline event was about', () => {
  it('names a new lead’s source, a message’s kind and channel, a link and a service', () => {
    expect(timelineDetail(event({ event: 'created', detail: 'csv' }))).toBe('From CSV upload');
    expect(timelineDetail(event({ event: 'invitationSent', channel: 'sms' }))).toBe('By SMS');
    expect(
      timelineDetail(
        event({ event: 'reminderSent', detail: 'moveInDateReminder', channel: 'email' }),
      ),
    ).toBe('Their move-in date is near. By email');
    expect(timelineDetail(event({ event: 'linkOpened', detail: 'onboarding' }))).toBe(
      'The invitation’s link',
    );
    expect(timelineDetail(event({ event: 'authorityTold', detail: 'council' }))).toBe(
      'Council tax',
    );
  });

  it('shows a detail it has no words for as it came, and nothing for none', () => {
    expect(timelineDetail(event({ event: 'handOff', detail: 'removals' }))).toBe('removals');
    expect(timelineDetail(event({ event: 'linkOpened', detail: 'login' }))).toBe('');
    expect(timelineDetail(event({ event: 'complete' }))).toBe('');
  });
});
