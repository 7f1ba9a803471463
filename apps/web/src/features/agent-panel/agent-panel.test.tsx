import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_NOTE_MESSAGE } from '@threshold/domain/telephony/notes';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { moverEnrolment } from '../../test-support/mover-enrolment';
import { AgentPanel } from './agent-panel';

type Answer = { status?: number; body: unknown };
type Call = { method: string; path: string; body: string | null; contentType: string | null };

let answers: Record<string, Answer | (() => Answer)>;
let calls: Call[];

function stubApi() {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = init.body instanceof URLSearchParams ? init.body.toString() : (init.body ?? null);
    calls.push({
      method,
      path: input,
      body: body as string | null,
      contentType:
        init.body instanceof URLSearchParams ? 'form' : (headers['content-type'] ?? null),
    });
    const found = answers[`${method} ${input}`];
    const answer = typeof found === 'function' ? found() : found;
    return new Response(JSON.stringify(answer?.body ?? { message: 'Not found' }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function CurrentPath() {
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
    </>
  );
}

function renderPanel(path: string, enrolment: Enrolment = moverEnrolment()) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(OWN_ENROLMENT_KEY, enrolment);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AgentPanel enrolmentId={enrolment.id} />
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const panel = () => screen.getByRole('complementary', { name: 'Agent panel' });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const actionNames = () =>
  within(screen.getByRole('tabpanel', { name: 'Actions' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the agent panel', () => {
  beforeEach(() => {
    answers = {
      'GET /api/notes': { body: { notes: [] } },
      'GET /api/enrolment/data-privacy': { body: { hasPersonalDetails: true } },
    };
    stubApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a complementary landmark with four tabs and a promotions area', () => {
    renderPanel('/enrolment/moving-details');
    const tabs = within(panel()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Enrolment Info',
      'Actions',
      'Script',
      'Notes/History',
    ]);
    expect(within(panel()).getByRole('tablist', { name: 'Agent tools' })).toBeTruthy();
    const promotions = within(panel()).getByRole('region', { name: 'Promotions' });
    expect(promotions.textContent).toContain('No promotions right now.');
  });

  it('moves between tabs with the arrow keys, Home and End (one tab in the tab order)', () => {
    renderPanel('/enrolment/moving-details');
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Enrolment Info').getAttribute('aria-selected')).toBe('true');
    expect(tab('Actions').tabIndex).toBe(-1);

    tab('Enrolment Info').focus();
    fireEvent.keyDown(tab('Enrolment Info'), { key: 'ArrowRight' });
    expect(tab('Actions').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Actions'));
    expect(tab('Actions').tabIndex).toBe(0);
    expect(tab('Enrolment Info').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Actions' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Enrolment Info' })).toBeNull();

    fireEvent.keyDown(tab('Actions'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Notes/History'));
    fireEvent.keyDown(tab('Notes/History'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Enrolment Info'));
    fireEvent.keyDown(tab('Enrolment Info'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Notes/History'));
    fireEvent.keyDown(tab('Notes/History'), { key: 'Home' });
    expect(tab('Enrolment Info').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the customer name, customer ID, address and enrolment type from the journey’s enrolment', () => {
    renderPanel('/enrolment/moving-details');
    const info = screen.getByRole('tabpanel', { name: 'Enrolment Info' });
    const text = [...info.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(text).toEqual([
      'Customer name: Ms Priya Shah',
      'Customer ID: 9f1c1d1e-0000-4000-8000-000000000003',
      'Address: 6 Park RowLeedsWest YorkshireLS1 4AP',
      'Enrolment type: Lettings',
    ]);
    // Read from the cache the guard filled: no second enrolment call.
    expect(calls.some((call) => call.path === '/api/enrolment-auth')).toBe(false);
  });

  describe('Actions', () => {
    it.each([
      [0, false],
      [10, true],
      [20, true],
      [40, false],
    ] as const)('with status %i shows Finish: %s', (status, isShown) => {
      renderPanel('/enrolment/moving-details', moverEnrolment({ status }));
      openTab('Actions');
      expect(actionNames().includes('Finish')).toBe(isShown);
    });

    it('shows Send link only with an e-mail address, a surname and a postcode', () => {
      renderPanel('/enrolment/moving-details', moverEnrolment({ emailAddress: null }));
      openTab('Actions');
      expect(actionNames()).not.toContain('Send link');
      cleanup();
      renderPanel('/enrolment/moving-details', moverEnrolment({ postcode: ' ' }));
      openTab('Actions');
      expect(actionNames()).not.toContain('Send link');
      cleanup();
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      expect(actionNames()).toContain('Send link');
    });

    it('offers the energy invite on energy pages, the broadband one on broadband pages', () => {
      renderPanel('/enrolment/energy/list');
      openTab('Actions');
      expect(actionNames()).toContain('Send energy invite');
      cleanup();
      renderPanel('/enrolment/entertainment/broadband-list');
      openTab('Actions');
      expect(actionNames()).toContain('Send broadband invite');
      cleanup();
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      expect(
        actionNames().some((name) => name?.startsWith('Send') && name.includes('invite')),
      ).toBe(false);
    });

    it('shows Right to be forgotten only when the API says a personal detail exists', async () => {
      answers['GET /api/enrolment/data-privacy'] = { body: { hasPersonalDetails: false } };
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      await screen.findByRole('button', { name: 'Finish' });
      await waitFor(() =>
        expect(calls.some((call) => call.path === '/api/enrolment/data-privacy')).toBe(true),
      );
      expect(actionNames()).not.toContain('Right to be forgotten');
      cleanup();
      answers['GET /api/enrolment/data-privacy'] = { body: { hasPersonalDetails: true } };
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      await screen.findByRole('button', { name: 'Right to be forgotten' });
    });

    it('Finish ends the enrolment, announces it and goes to the confirmation page', async () => {
      answers['POST /api/enrolment/end-enrolment'] = { body: moverEnrolment({ status: 40 }) };
      renderPanel('/enrolment/energy/list');
      openTab('Actions');
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
      await waitFor(() =>
        expect(screen.getByTestId('path').textContent).toBe('/enrolment/confirmation'),
      );
      const status = within(screen.getByRole('tabpanel', { name: 'Actions' })).getByRole('status');
      expect(status.textContent).toBe('The enrolment has been finalised');
      expect(
        calls.some(
          (call) => call.method === 'POST' && call.path === '/api/enrolment/end-enrolment',
        ),
      ).toBe(true);
      // The answer (the complete enrolment) is kept for the journey: Finish is gone, no second read.
      expect(actionNames()).not.toContain('Finish');
      expect(calls.some((call) => call.path === '/api/enrolment-auth')).toBe(false);
    });

    it('Send link announces the spec’s words, and the API’s message when it refuses', async () => {
      answers['POST /api/enrolment/send-link'] = { body: { message: 'The link has been sent' } };
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
      await screen.findByText('The link has been sent');
      expect(screen.getByText('The link has been sent').getAttribute('role')).toBe('status');

      answers['POST /api/enrolment/send-link'] = {
        status: 429,
        body: { message: 'The link has already been sent several times in the last hour.' },
      };
      fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
      await screen.findByText('The link has already been sent several times in the last hour.');
    });

    it('Send invite posts the product of the page and shows the API’s answer', async () => {
      answers['POST /api/enrolment/send-invite'] = {
        body: { message: 'The energy invite has been sent to priya@example.com' },
      };
      renderPanel('/enrolment/energy/usage');
      openTab('Actions');
      fireEvent.click(screen.getByRole('button', { name: 'Send energy invite' }));
      await screen.findByText('The energy invite has been sent to priya@example.com');
      const call = calls.find((c) => c.path === '/api/enrolment/send-invite');
      expect(JSON.parse(call?.body ?? '{}')).toEqual({ product: 'energy' });
    });

    it('Right to be forgotten asks first, then forgets and opens the admin portal’s edit page', async () => {
      answers['POST /api/enrolment/data-privacy/forget'] = {
        body: { id: 'e-42', message: 'The user has been forgotten' },
      };
      answers['GET /api/telephony/admin-portal'] = { body: { url: null } };
      renderPanel('/enrolment/moving-details');
      openTab('Actions');
      fireEvent.click(await screen.findByRole('button', { name: 'Right to be forgotten' }));
      expect(screen.getByRole('dialog', { name: 'Forget this caller?' })).toBeTruthy();
      // Escape (like Cancel) closes it and forgets nobody.
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(document.querySelector('.modal-backdrop')?.getAttribute('data-state')).toBe('closing');
      expect(calls.some((call) => call.path.includes('forget'))).toBe(false);

      fireEvent.click(screen.getByRole('button', { name: 'Right to be forgotten' }));
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Forget the caller' }),
      );
      await waitFor(() =>
        expect(screen.getByTestId('path').textContent).toBe('/agent/enrolments/e-42'),
      );
      expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({
        notice: 'The user has been forgotten',
      });
      expect(screen.getByText('The user has been forgotten').getAttribute('role')).toBe('status');
    });
  });

  describe('Notes/History', () => {
    it('refuses an empty note without a call, in an error summary and at the field', async () => {
      renderPanel('/enrolment/moving-details');
      openTab('Notes/History');
      const notes = screen.getByRole('tabpanel', { name: 'Notes/History' });
      fireEvent.change(within(notes).getByLabelText('Note'), { target: { value: '   ' } });
      fireEvent.click(within(notes).getByRole('button', { name: 'Save note' }));
      const summary = await within(notes).findByRole('link', { name: EMPTY_NOTE_MESSAGE });
      expect(summary).toBeTruthy();
      expect(within(notes).getByLabelText('Note').getAttribute('aria-invalid')).toBe('true');
      expect(within(notes).getAllByText(EMPTY_NOTE_MESSAGE, { exact: false })).toHaveLength(2);
      expect(calls.some((call) => call.path === '/api/note')).toBe(false);
    });

    it('lists the notes newest first with the time as dd/MM/yyyy h:mm a and the agent', async () => {
      answers['GET /api/notes'] = {
        body: {
          notes: [
            {
              id: 'n1',
              content: 'Caller asked about broadband.',
              dateCreated: '2026-11-27T09:05:00.000Z',
              agentName: 'Sam Carter',
            },
            {
              id: 'n2',
              content: 'Line one\nLine two',
              dateCreated: '2026-11-27T14:30:00.000Z',
              agentName: 'Sam Carter',
            },
          ],
        },
      };
      renderPanel('/enrolment/moving-details');
      openTab('Notes/History');
      const list = await screen.findByRole('list', { name: 'Notes, newest first' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('.agent-notes__meta')?.textContent)).toEqual([
        '27/11/2026 2:30 PM · Sam Carter',
        '27/11/2026 9:05 AM · Sam Carter',
      ]);
      expect(items[0]?.querySelector('.agent-notes__content')?.textContent).toBe(
        'Line one\nLine two',
      );
    });

    it('saves a note form-encoded, clears the field and reads the notes again', async () => {
      let saved = false;
      answers['POST /api/note'] = () => {
        saved = true;
        return { status: 201, body: { id: 'n3' } };
      };
      answers['GET /api/notes'] = () => ({
        body: {
          notes: saved
            ? [
                {
                  id: 'n3',
                  content: 'Wants a call back',
                  dateCreated: '2026-11-27T10:00:00.000Z',
                  agentName: 'Sam Carter',
                },
              ]
            : [],
        },
      });
      renderPanel('/enrolment/moving-details');
      openTab('Notes/History');
      await screen.findByText('No notes yet.');
      fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Wants a call back' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
      });
      await screen.findByText('Note saved');
      const post = calls.find((call) => call.method === 'POST' && call.path === '/api/note');
      expect(post?.contentType).toBe('form');
      expect(post?.body).toBe('content=Wants+a+call+back');
      expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('');
      await screen.findByText('Wants a call back');
    });
  });

  describe('Script', () => {
    it('shows the script of the page the agent is on, with its line breaks', async () => {
      answers['GET /api/call-scripts/energy-list'] = {
        body: {
          pageIdentifier: 'energy-list',
          pageScript: 'Read the cheapest tariff.\nAsk about meters.',
        },
      };
      renderPanel('/enrolment/energy/list');
      openTab('Script');
      const panelText = await screen.findByText(/Read the cheapest tariff\./);
      expect(panelText.textContent).toBe('Read the cheapest tariff.\nAsk about meters.');
    });

    it('says there is no script yet when the page has none', async () => {
      renderPanel('/enrolment/product-selection');
      openTab('Script');
      await screen.findByText('No script for this page yet.');
      expect(calls.some((call) => call.path === '/api/call-scripts/product-selection')).toBe(true);
      cleanup();
      calls = [];
      renderPanel('/enrolment/entertainment/whole-of-market/visit-recorded');
      openTab('Script');
      expect(screen.getByText('No script for this page yet.')).toBeTruthy();
      expect(calls.some((call) => call.path.startsWith('/api/call-scripts'))).toBe(false);
    });
  });
});
