import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorReporter, MAX_REPORTS_PER_PAGE_LOAD } from './error-report';
import { installErrorReporter, reportCaughtError } from './error-reporter';

type Sent = {
  message: string;
  route: string;
  source: string;
  buildId: string;
  userAgentFamily: string;
};

describe("the browser error reporter's reports", () => {
  let bodies: string[];
  let report: ReturnType<typeof createErrorReporter>;
  const sent = () => bodies.map((body) => JSON.parse(body) as Sent);

  beforeEach(() => {
    bodies = [];
    report = createErrorReporter((body) => bodies.push(body));
    history.replaceState(null, '', '/default/42/moving-details?email=jane%40example.com#top');
  });

  it('carry no personal data, and the route without the brand, branch or query', () => {
    report(
      new TypeError('No address for jane@example.com at SW1A 1AA (07700 900123)'),
      'error',
      'Bx7kP2qZ',
    );
    expect(sent()).toEqual([
      {
        message: 'TypeError: No address for [email] at [postcode] (# #)',
        route: '/moving-details',
        source: 'error',
        buildId: 'Bx7kP2qZ',
        userAgentFamily: expect.any(String),
      },
    ]);
    expect(bodies.join()).not.toMatch(/jane|SW1A|07700|example\.com|42/);
  });

  it('say only the kind of a rejected object, never its values (a form state, an API answer)', () => {
    report({ firstName: 'Jane', accountNumber: '12345678' }, 'unhandledrejection', 'dev');
    expect(sent()).toMatchObject([{ message: 'Non-error value (object)' }]);
    expect(bodies.join()).not.toMatch(/Jane|12345678/);
  });

  it('turn ids in the route into :id', () => {
    history.replaceState(
      null,
      '',
      '/default/agent/enrolments/3f2b6c1e-8d1a-4c5e-9b7a-2f6e1d0c9b8a',
    );
    report(new Error('Rendering failed'), 'boundary', 'dev');
    expect(sent()).toMatchObject([{ route: '/agent/enrolments/:id', source: 'boundary' }]);
  });

  it(`are sent once per message and at most ${MAX_REPORTS_PER_PAGE_LOAD} a page load`, () => {
    for (let round = 0; round < 3; round += 1) {
      for (const word of ['one', 'two', 'three', 'four', 'five', 'six', 'seven']) {
        report(new Error(`Broken ${word}`), 'error', 'dev');
      }
    }
    expect(sent().map(({ message }) => message)).toEqual([
      'Error: Broken one',
      'Error: Broken two',
      'Error: Broken three',
      'Error: Broken four',
      'Error: Broken five',
    ]);
  });
});

describe('the installed reporter', () => {
  let uninstall: () => void;
  const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  const postedBodies = () =>
    fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as Sent);

  beforeEach(() => {
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
    history.replaceState(null, '', '/default/moving-details');
    uninstall = installErrorReporter();
  });
  afterEach(() => {
    uninstall();
    vi.unstubAllGlobals();
  });

  it('posts an uncaught error to the API with keepalive, scrubbed', async () => {
    dispatchEvent(new ErrorEvent('error', { error: new Error('Lost jane@example.com') }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/client-errors',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    expect(postedBodies()).toMatchObject([
      { message: 'Error: Lost [email]', route: '/moving-details', source: 'error', buildId: 'dev' },
    ]);
  });

  it('posts an unhandled rejection and what the error boundary caught', async () => {
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('Chunk failed') });
    dispatchEvent(rejection);
    reportCaughtError(new Error('Page failed'));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(postedBodies().map(({ message, source }) => [message, source])).toEqual([
      ['Error: Chunk failed', 'unhandledrejection'],
      ['Error: Page failed', 'boundary'],
    ]);
  });
});
