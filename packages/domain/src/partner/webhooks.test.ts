import { describe, expect, it } from 'vitest';
import { ENROLMENT_STATUS } from '../codes/enrolment-status';
import { statusChangeEvents, webhookEndpointCreateSchema } from './webhooks';

const { pending, open, detailsPopulated, closed, complete } = ENROLMENT_STATUS;

describe('the webhook events of a status change', () => {
  it('confirmed on reaching details populated, completed on reaching complete, each once', () => {
    expect(statusChangeEvents(pending, detailsPopulated)).toEqual(['enrolment.confirmed']);
    expect(statusChangeEvents(open, detailsPopulated)).toEqual(['enrolment.confirmed']);
    expect(statusChangeEvents(detailsPopulated, complete)).toEqual(['enrolment.completed']);
    // An agent's Finish straight from pending is refused, but the rule would say both, in order.
    expect(statusChangeEvents(pending, complete)).toEqual([
      'enrolment.confirmed',
      'enrolment.completed',
    ]);
    expect(statusChangeEvents(detailsPopulated, detailsPopulated)).toEqual([]);
    expect(statusChangeEvents(complete, complete)).toEqual([]);
    // Reopened ("Get started") and completed again: completed again.
    expect(statusChangeEvents(complete, detailsPopulated)).toEqual([]);
    expect(statusChangeEvents(closed, complete)).toEqual(['enrolment.completed']);
  });
});

describe('a new webhook endpoint', () => {
  it('takes an http(s) address without credentials and at least one known event, once each', () => {
    expect(
      webhookEndpointCreateSchema.parse({
        url: 'https://hooks.example.com/threshold',
        events: ['lead.created', 'lead.created', 'enrolment.forgotten'],
      }).events,
    ).toEqual(['lead.created', 'enrolment.forgotten']);
    for (const url of [
      'ftp://hooks.example.com/',
      'https://user:pass@hooks.example.com/',
      'hooks.example.com',
      `https://hooks.example.com/${'a'.repeat(2000)}`,
    ])
      expect(
        webhookEndpointCreateSchema.safeParse({ url, events: ['lead.created'] }).success,
        url,
      ).toBe(false);
    expect(
      webhookEndpointCreateSchema.safeParse({ url: 'https://hooks.example.com/', events: [] })
        .success,
    ).toBe(false);
    expect(
      webhookEndpointCreateSchema.safeParse({
        url: 'https://hooks.example.com/',
        events: ['lead.created'],
        secret: 'chosen by the caller',
      }).success,
    ).toBe(false);
  });
});
