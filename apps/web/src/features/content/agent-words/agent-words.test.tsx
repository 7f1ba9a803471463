import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { ContentBlock } from '@threshold/domain/schemas/content';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../../brand/brand-store';
import { contentQuery } from '../content.api';
import AgentWords, { FOR_THE_AGENT } from './agent-words';

const TELEPHONY_CONTENT = '/api/content?brand=default&portal=telephony';

const block = (key: string, portal: ContentBlock['portal'], title: string): ContentBlock => ({
  key,
  title,
  subtitle: null,
  descriptionHtml: `<p>${title}: what to ask.</p><img src="x" onerror="alert(1)">`,
  portal,
});

let paths: string[];

function stubApi(blocks: ContentBlock[]) {
  paths = [];
  vi.stubGlobal('fetch', async (input: string) => {
    paths.push(input);
    const body =
      input === '/api/oauth/token'
        ? { access_token: 'app-token', expires_in: 3600 }
        : input.startsWith('/api/content?')
          ? { blocks }
          : { message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status: 'message' in body ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <AgentWords />
          <h1>The page</h1>
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('content on a telephony host', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the telephony portal’s words, under a key of their own', async () => {
    stubApi([]);
    vi.stubGlobal('location', { ...location, hostname: 'telephony.localhost' });
    const telephony = contentQuery('default');
    expect(telephony.queryKey).toEqual(['content', 'default', 'telephony']);
    await new QueryClient().fetchQuery(telephony);
    expect(paths).toContain(TELEPHONY_CONTENT);
  });

  it('asks for the tenant portal’s words elsewhere, as before', async () => {
    stubApi([]);
    vi.stubGlobal('location', { ...location, hostname: 'localhost' });
    const tenant = contentQuery('harbour-lettings');
    expect(tenant.queryKey).toEqual(['content', 'harbour-lettings', 'tenant']);
    await new QueryClient().fetchQuery(tenant);
    expect(paths).toContain('/api/content?brand=harbour-lettings');
  });
});

describe('the "For the agent" words of a journey page', () => {
  beforeEach(() => {
    setCurrentBrand({ urlRoute: 'default' } as unknown as Branding);
    stubApi([
      block('landing', 'telephony', 'Help a caller'),
      block('page.moving-details', 'telephony', 'Confirm the caller’s move-in date'),
      block('page.offers', 'tenant', 'Offers for tenants'),
    ]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the telephony block of the route's page, its HTML sanitised", async () => {
    renderAt('/enrolment/moving-details');
    const region = await screen.findByRole('region', { name: FOR_THE_AGENT });
    expect(region.textContent).toContain('Confirm the caller’s move-in date');
    await waitFor(() => expect(region.textContent).toContain('what to ask.'));
    expect(region.querySelector('img')).not.toBeNull();
    expect(region.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    expect(paths).toContain(TELEPHONY_CONTENT);
  });

  it('shows nothing for a page whose words are only the tenant’s', async () => {
    renderAt('/enrolment/offers');
    await waitFor(() => expect(paths).toContain(TELEPHONY_CONTENT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: FOR_THE_AGENT })).toBeNull();
    expect(screen.queryByText(FOR_THE_AGENT)).toBeNull();
  });

  it('shows nothing, and asks for nothing, on a page without an identifier', async () => {
    renderAt('/enrolment/somewhere-else');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(FOR_THE_AGENT)).toBeNull();
    expect(paths).toEqual([]);
  });
});
