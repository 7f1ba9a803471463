import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAgentSession, writeAgentSession } from './agent-session';

const session = { accessToken: 'agent-token', agentName: 'Sam Carter', enrolmentId: 'e-1' };

async function freshModule() {
  vi.resetModules();
  return import('./admin-portal');
}

function answerAdminPortal(url: string | null) {
  const fetchMock = vi.fn(() => Promise.resolve(Response.json({ url })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the admin portal address (portal-access 6, 8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('is /agent inside the brand prefix unless ADMIN_PORTAL_URL is configured, asked once', async () => {
    const fetchMock = answerAdminPortal(null);
    history.replaceState(null, '', '/harbour-lettings/12/enrolment/moving-details');
    const portal = await freshModule();
    expect(await portal.adminPortalTarget()).toBe('/agent');
    expect(await portal.adminPortalHref()).toBe('/harbour-lettings/12/agent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is the configured address when there is one', async () => {
    answerAdminPortal('https://admin.example.com/');
    const portal = await freshModule();
    expect(await portal.adminPortalTarget()).toBe('https://admin.example.com/');
    expect(await portal.adminPortalHref()).toBe('https://admin.example.com/');
  });

  it('falls back to /agent when the question fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const portal = await freshModule();
    expect(await portal.adminPortalTarget()).toBe('/agent');
  });

  it('knows when the admin portal is the page shown', async () => {
    const portal = await freshModule();
    expect(portal.isOnAdminPortal('/default/agent')).toBe(true);
    expect(portal.isOnAdminPortal('/default/3/agent/enrolments/e-1')).toBe(true);
    expect(portal.isOnAdminPortal('/default/agents')).toBe(false);
    expect(portal.isOnAdminPortal('/default/pending/personal-details')).toBe(false);
  });

  it('drops the session on a 401 and keeps the agent signed in, assisting nothing, on a 403', async () => {
    const portal = await freshModule();
    // The module graph is fresh: the error class must be the one it checks against.
    const { ApiError } = await import('../api/client');
    writeAgentSession(session);
    portal.forgetRefusedAgentSession(new ApiError(403, null, 'user'));
    expect(readAgentSession()).toEqual({ ...session, enrolmentId: null });
    portal.forgetRefusedAgentSession(new ApiError(401, null, 'user'));
    expect(readAgentSession()).toBeNull();
  });
});
