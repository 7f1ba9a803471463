import {
  PARTNER_KEYS_OWNER_ONLY_MESSAGE,
  type PartnerKeyCreated,
} from '@threshold/domain/partner/partner-keys';
import {
  PARTNER_EMAIL_TAKEN_MESSAGE,
  PARTNER_LAST_OWNER_MESSAGE,
  PARTNER_OWNER_ONLY_MESSAGE,
  type PartnerBrand,
  type PartnerMe,
  type PartnerUser,
} from '@threshold/domain/partner/partner-users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeysPage } from '../keys/keys-page';
import { partnerMeQuery } from '../use-partner-me';
import { UsersPage } from './users-page';

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
const user = (id: string, email: string, brand = harbour): PartnerUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  email,
  role: 'owner',
  brandId: brand.id,
  brandName: brand.name,
  createdAt: '2026-11-27T10:00:00.000Z',
});

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

function renderAs(role: PartnerMe['role'], page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(partnerMeQuery.queryKey, meAs(role));
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s users page', () => {
  it('shows the last-owner refusal in the error summary after the confirmation', async () => {
    const other = user('2', 'leeds-owner@harbour.example.com', leeds);
    const calls = stubApi({
      'GET /api/partner/users': {
        status: 200,
        body: { users: [user('1', 'owner@harbour.example.com'), other] },
      },
      [`DELETE /api/partner/users/${other.id}`]: {
        status: 409,
        body: { message: PARTNER_LAST_OWNER_MESSAGE, code: 'LAST_OWNER' },
      },
    });
    renderAs('owner', <UsersPage />);
    // The owner's own row cannot be removed from here.
    const ownRow = (await screen.findByRole('cell', { name: 'owner@harbour.example.com' })).closest(
      'tr',
    );
    expect(within(ownRow as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${other.email}` }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${other.email}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain(PARTNER_LAST_OWNER_MESSAGE);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    // Still listed: nothing was removed.
    expect(screen.getByRole('cell', { name: other.email })).toBeTruthy();
  });

  it('shows a taken e-mail address in the error summary and beside the field', async () => {
    const calls = stubApi({
      'GET /api/partner/users': { status: 200, body: { users: [] } },
      'POST /api/partner/users': {
        status: 409,
        body: {
          message: PARTNER_EMAIL_TAKEN_MESSAGE,
          code: 'PARTNER_USER_EXISTS',
          errors: { email: PARTNER_EMAIL_TAKEN_MESSAGE },
        },
      },
    });
    renderAs('owner', <UsersPage />);
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: ' Taken@Harbour.example.com ' },
    });
    fireEvent.change(screen.getByLabelText('Belongs to'), { target: { value: String(leeds.id) } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const link = await within(await screen.findByTestId('error-summary')).findByRole('link', {
      name: PARTNER_EMAIL_TAKEN_MESSAGE,
    });
    expect(link.getAttribute('href')).toBe('#invite-email');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'taken@harbour.example.com',
      role: 'staff',
      brandId: leeds.id,
    });
  });

  it('tells staff that only owners manage users, and asks the API nothing', () => {
    const calls = stubApi({});
    renderAs('staff', <UsersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText(PARTNER_OWNER_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the console’s API keys page', () => {
  it('makes a key for a branch and shows it once, with its warning', async () => {
    const created: PartnerKeyCreated = {
      id: 7,
      name: 'Leeds CRM',
      prefix: 'tpk_abcdefghijkl',
      brandId: leeds.id,
      brandName: leeds.name,
      branchCode: '101',
      createdAt: '2026-11-27T10:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      key: 'tpk_abcdefghijkl.secret-part-of-the-key',
    };
    const calls = stubApi({
      'GET /api/partner/keys': { status: 200, body: { keys: [] } },
      'POST /api/partner/keys': { status: 201, body: created },
    });
    renderAs('owner', <KeysPage />);
    await screen.findByText('You have no keys yet.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Leeds CRM' } });
    fireEvent.change(screen.getByLabelText('Leads go to'), {
      target: { value: String(leeds.id) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make key' }));
    await screen.findByRole('heading', { name: 'Your new key: Leeds CRM' });
    expect((screen.getByLabelText('Key') as HTMLInputElement).value).toBe(created.key);
    expect(screen.getByText(/it will not be shown again/).textContent).toContain(
      'Copy this key now',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Leeds CRM',
      brandId: leeds.id,
    });
  });

  it('tells staff that only owners manage API keys, and asks the API nothing', () => {
    const calls = stubApi({});
    renderAs('staff', <KeysPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'API keys' })).toBeTruthy();
    expect(screen.getByText(PARTNER_KEYS_OWNER_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make key' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
