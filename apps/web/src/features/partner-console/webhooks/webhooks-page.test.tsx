import type { PartnerBrand, PartnerMe } from '@threshold/domain/partner/partner-users';
import {
  WEBHOOK_OWNER_ONLY_MESSAGE,
  WEBHOOK_URL_PRIVATE_MESSAGE,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@threshold/domain/partner/webhooks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerMeQuery } from '../use-partner-me';
import { WebhooksPage } from './webhooks-page';

const harbour: PartnerBrand = {
  id: 1,
  parentId: null,
  level: 1,
  name: 'Harbour Lettings',
  urlRoute: 'harbour-lettings',
  branchCode: null,
};
const leeds: PartnerBrand = {
  id: 3,
  parentId: 1,
  level: 3,
  name: 'Harbour Lettings Leeds',
  urlRoute: null,
  branchCode: '101',
};
const meAs = (role: PartnerMe['role']): PartnerMe => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'owner@harbour.example.com',
  role,
  brand: harbour,
  brands: [harbour, leeds],
});
const endpoint: WebhookEndpoint = {
  id: '00000000-0000-4000-8000-0000000000e1',
  brandId: leeds.id,
  url: 'https://crm.example.com/threshold',
  events: ['lead.created', 'enrolment.completed'],
  description: null,
  enabled: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const SECRET = `whsec_${'A'.repeat(43)}=`;

type Answer = { status: number; body?: unknown };
type Call = { method: string; path: string; body: unknown };

/** The API as the page sees it: each "METHOD path" answers as given; every call is kept. */
function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers[`${method} ${path}`];
    if (!answer) return new Response(null, { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderAs(role: PartnerMe['role']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(partnerMeQuery.queryKey, meAs(role));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WebhooksPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s webhooks page', () => {
  it('sends the endpoint as the API takes it, then shows its secret once', async () => {
    const created: WebhookEndpointCreated = { ...endpoint, secret: SECRET };
    const calls = stubApi({
      'GET /api/partner/webhooks': { status: 200, body: { endpoints: [] } },
      'POST /api/partner/webhooks': { status: 201, body: created },
    });
    renderAs('owner');
    await screen.findByText('You have no endpoints yet.');

    fireEvent.change(screen.getByLabelText(/Address \(URL\)/), {
      target: { value: '  https://crm.example.com/threshold ' },
    });
    // Ticked out of order: sent in the list's order.
    fireEvent.click(screen.getByRole('checkbox', { name: /\(enrolment\.completed\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /\(lead\.created\)/ }));
    fireEvent.change(screen.getByLabelText('Events of'), { target: { value: String(leeds.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const panel = await screen.findByRole('region', { name: 'Endpoint added: its signing secret' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://crm.example.com/threshold',
      events: ['lead.created', 'enrolment.completed'],
      brandId: leeds.id,
    });
    expect((within(panel).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    fireEvent.click(within(panel).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeTruthy();
  });

  it('shows a refused address in the error summary and beside the field, and asks for an event', async () => {
    const calls = stubApi({
      'GET /api/partner/webhooks': { status: 200, body: { endpoints: [] } },
      'POST /api/partner/webhooks': {
        status: 400,
        body: {
          message: WEBHOOK_URL_PRIVATE_MESSAGE,
          code: 'VALIDATION_FAILED',
          errors: { url: WEBHOOK_URL_PRIVATE_MESSAGE },
        },
      },
    });
    renderAs('owner');
    await screen.findByText('You have no endpoints yet.');
    fireEvent.change(screen.getByLabelText(/Address \(URL\)/), {
      target: { value: 'https://10.0.0.7/hooks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('Choose at least one event.');
    // Nothing is sent until an event is chosen.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /\(lead\.created\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('error-summary').textContent).toContain(
        WEBHOOK_URL_PRIVATE_MESSAGE,
      ),
    );
    expect(screen.getByLabelText(/Address \(URL\)/).getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes an endpoint only after its confirmation', async () => {
    const calls = stubApi({
      'GET /api/partner/webhooks': { status: 200, body: { endpoints: [endpoint] } },
      [`DELETE /api/partner/webhooks/${endpoint.id}`]: { status: 204 },
    });
    renderAs('owner');
    fireEvent.click(await screen.findByRole('button', { name: `Delete ${endpoint.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: `Delete ${endpoint.url}` }));
    const again = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete endpoint' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1),
    );
  });

  it('tells staff only owners manage webhooks, without any call', () => {
    const calls = stubApi({});
    renderAs('staff');
    expect(screen.getByText(WEBHOOK_OWNER_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
