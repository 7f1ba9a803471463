import { EMPTY_PAYMENT_FORM } from '@threshold/domain/schemas/energy-payment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUserSession } from '../../../api/user-session';
import { setUpPayment } from './energy-payment.api';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SIGNUP = {
  supplierName: 'Test Energy',
  reference: 'EN-TEST0001',
  state: 'queued',
  stateAt: '2026-03-02T10:00:00.000Z',
};

describe('setting up energy payment (service-journeys 2, energy payment)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  function recordCalls(completeServicesStatus = 200) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/api/enrolment/directdebit')
        return answer({
          paymentMethod: 'Monthly Direct Debit',
          paperMandate: false,
          preferredDay: 1,
          bankAccountEnding: '958',
        });
      if (path === '/api/enrolment/energy/complete')
        return answer({ energyComplete: true, signups: [SIGNUP] });
      if (path.startsWith('/api/enrolment/completeservices'))
        return completeServicesStatus === 200
          ? answer({ energyComplete: true })
          : answer(
              { message: 'Sorry we have encountered some difficulties.' },
              completeServicesStatus,
            );
      return answer({ message: `unexpected ${path}` }, 404);
    });
    return calls;
  }

  it('saves the payment, sends the sign-up, then completes the energy service', async () => {
    startUserSession({ access_token: 'user-1', enrolmentId: 'enrolment-1' });
    const calls = recordCalls();
    const completion = await setUpPayment(EMPTY_PAYMENT_FORM, true);
    expect(calls).toEqual([
      'PUT /api/enrolment/directdebit',
      'POST /api/enrolment/energy/complete',
      'POST /api/enrolment/completeservices?services[]=0',
    ]);
    expect(completion.signups).toEqual([SIGNUP]);
  });

  it('reports a failed completion instead of going on as if energy were complete', async () => {
    startUserSession({ access_token: 'user-1', enrolmentId: 'enrolment-1' });
    recordCalls(409);
    await expect(setUpPayment(EMPTY_PAYMENT_FORM, true)).rejects.toMatchObject({ status: 409 });
  });
});
