import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './client';
import { allowedRedirection, browserNavigation } from './redirection-url';

const here = 'http://localhost:3000/default/enrolment/energy/payment';

describe('allowedRedirection: where a redirectionUrl may send the browser', () => {
  it.each([
    [
      'a page of this site',
      '/default/enrolment/confirmation',
      'http://localhost:3000/default/enrolment/confirmation',
    ],
    [
      'this site by its full address',
      'http://localhost:3000/default/',
      'http://localhost:3000/default/',
    ],
    [
      'a partner over https',
      'https://partner.example.com/sign-up?ref=1',
      'https://partner.example.com/sign-up?ref=1',
    ],
  ])('allows %s', (_what, value, expected) => {
    expect(allowedRedirection(value, here)).toBe(expected);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a javascript: address in capitals with spaces', '  JavaScript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['plain http to another site', 'http://elsewhere.example.com/'],
    ['another site with no scheme', '//elsewhere.example.com/'],
    ['a mail link', 'mailto:someone@example.com'],
    ['an empty value', '   '],
    ['a number', 42],
    ['nothing', null],
  ])('refuses %s', (_what, value) => {
    expect(allowedRedirection(value, here)).toBeNull();
  });
});

describe('callApi: an answer carrying redirectionUrl with status 200 sends the browser there', () => {
  const assign = vi.fn<(url: string) => void>();

  function answer(status: number, body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  }

  beforeEach(() => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    assign.mockReset();
  });

  it('goes to a partner page and never settles, so the page does not carry on', async () => {
    answer(200, { redirectionUrl: 'https://partner.example.com/continue' });
    const settled = vi.fn();
    void callApi('/api/enrolment/setup-payg', { auth: 'none', method: 'PUT' }).then(
      settled,
      settled,
    );
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://partner.example.com/continue'),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
  });

  it('goes to a page of this site given as a path', async () => {
    answer(200, { redirectionUrl: '/default/enrolment/confirmation' });
    void callApi('/api/anything', { auth: 'none' });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${location.origin}/default/enrolment/confirmation`),
    );
  });

  it('ignores a javascript: address and returns the answer as usual', async () => {
    answer(200, { redirectionUrl: 'javascript:alert(document.cookie)', ok: true });
    await expect(callApi('/api/anything', { auth: 'none' })).resolves.toEqual({
      redirectionUrl: 'javascript:alert(document.cookie)',
      ok: true,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect for another success status', async () => {
    answer(201, { redirectionUrl: 'https://partner.example.com/continue' });
    await expect(callApi('/api/anything', { auth: 'none' })).resolves.toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('returns an ordinary answer untouched', async () => {
    answer(200, { message: 'Saved' });
    await expect(callApi('/api/anything', { auth: 'none' })).resolves.toEqual({ message: 'Saved' });
    expect(assign).not.toHaveBeenCalled();
  });
});
