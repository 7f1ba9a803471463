import type { WebhookDelivery } from '@threshold/domain/partner/webhooks';
import { describe, expect, it } from 'vitest';
import { lastResponseWords } from './delivery-words';

const delivery = (attempts: WebhookDelivery['attempts']): WebhookDelivery => ({
  id: '3f1c2a9e-7b4d-4e61-9a0f-5c2d8e7b1a46',
  webhookId: 'msg_3f1c2a9e7b4d4e619a0f5c2d8e7b1a46',
  eventType: 'lead.created',
  status: 'pending',
  createdAt: '2026-11-27T15:00:00.000Z',
  nextAttemptAt: null,
  attempts,
});
const attempt = (statusCode: number | null, error: string | null) => ({
  at: '2026-11-27T15:00:01.000Z',
  statusCode,
  error,
  durationMs: 12,
  replay: false,
});

describe('the last response a delivery shows', () => {
  it('is the last attempt’s status code, or why no answer came, or that nothing was sent yet', () => {
    expect(lastResponseWords(delivery([]))).toBe('Not sent yet');
    expect(lastResponseWords(delivery([attempt(500, null), attempt(204, null)]))).toBe('204');
    expect(lastResponseWords(delivery([attempt(302, 'redirect')]))).toBe('302');
    expect(lastResponseWords(delivery([attempt(204, null), attempt(null, 'timeout')]))).toBe(
      'No answer in time',
    );
    expect(lastResponseWords(delivery([attempt(null, 'connection')]))).toBe('Could not connect');
    expect(lastResponseWords(delivery([attempt(null, 'something new')]))).toBe('No answer');
  });
});
