import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moverEnrolment } from '../test-support/mover-enrolment';
import { startEarlyEnrolmentRead, takeEarlyEnrolmentRead } from './early-enrolment-read';
import { fetchOwnEnrolment } from './own-enrolment';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("a journey page's enrolment read, started as the portal starts", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('userToken', 'mover-token');
  });
  afterEach(() => {
    takeEarlyEnrolmentRead(null);
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("is the guard's first read: the enrolment is asked for once, with the mover's token", async () => {
    history.replaceState(null, '', '/harbour-lettings/101/enrolment/moving-details');
    fetchMock.mockResolvedValueOnce(answer(moverEnrolment()));
    startEarlyEnrolmentRead();
    expect(fetchMock).toHaveBeenCalledWith('/api/enrolment-auth', {
      headers: { authorization: 'Bearer mover-token' },
    });

    expect((await fetchOwnEnrolment()).id).toBe(moverEnrolment().id);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Every later read asks afresh.
    fetchMock.mockResolvedValueOnce(answer(moverEnrolment()));
    await fetchOwnEnrolment();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('carries a refusal to the guard as any read does', async () => {
    history.replaceState(null, '', '/default/enrolment/product-selection');
    fetchMock.mockResolvedValueOnce(answer({ message: 'Unauthorized' }, 401));
    startEarlyEnrolmentRead();
    await expect(fetchOwnEnrolment()).rejects.toMatchObject({ status: 401, auth: 'user' });
  });

  it('is not made off the journey, nor for a mover not logged in', () => {
    history.replaceState(null, '', '/default/log-in');
    startEarlyEnrolmentRead();
    history.replaceState(null, '', '/default/');
    startEarlyEnrolmentRead();
    sessionStorage.clear();
    history.replaceState(null, '', '/default/enrolment/moving-details');
    startEarlyEnrolmentRead();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not taken with another token, nor once it is older than the guard trusts a read', async () => {
    history.replaceState(null, '', '/default/enrolment/moving-details');
    fetchMock.mockImplementation(() => Promise.resolve(answer(moverEnrolment())));
    startEarlyEnrolmentRead();
    sessionStorage.setItem('userToken', 'another-token');
    await fetchOwnEnrolment();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/enrolment-auth', {
      headers: { authorization: 'Bearer another-token' },
      method: undefined,
      body: undefined,
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyEnrolmentRead();
    vi.setSystemTime(Date.now() + 6_000);
    expect(takeEarlyEnrolmentRead('another-token')).toBeNull();
  });
});
