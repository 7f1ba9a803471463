import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tariffWith } from '../tariff-card/test-tariffs';
import { TariffAddOns } from './tariff-add-ons';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the add-ons on tariff details', () => {
  it("shows each add-on's price with what it costs after a discount, asked for this tariff", async () => {
    const paths: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      paths.push(path);
      return new Response(
        JSON.stringify({
          addOns: [
            {
              identifier: 'hs-boiler-cover',
              title: 'Boiler cover',
              description: 'Service and repairs',
              priceText: '£9.00 a month for the first 6 months, then £12.00 a month',
              isIncluded: false,
            },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TariffAddOns
          tariff={tariffWith({ supplierId: 'hearthstone-energy', isSmartSpecific: false })}
        />
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Add-ons you can choose next' });
    expect(section.textContent).toContain(
      'Boiler cover: £9.00 a month for the first 6 months, then £12.00 a month',
    );
    expect(paths[0]).toBe(
      '/api/energy/tariff-add-ons?supplierId=hearthstone-energy&paymentMethod=Monthly+Direct+Debit&isSmartSpecific=false',
    );
  });
});

describe('what comes below the add-ons on tariff details', () => {
  /** The add-ons' answer, held until `arrive` is called. */
  function lateAddOns(addOns: unknown[]) {
    let arrive = () => {};
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          arrive = () =>
            resolve(
              new Response(JSON.stringify({ addOns }), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
            );
        }),
    );
    return () => arrive();
  }

  function renderWithActions() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TariffAddOns
          tariff={tariffWith({ supplierId: 'hearthstone-energy' })}
          after={<button type="button">Set this up</button>}
        />
      </QueryClientProvider>,
    );
  }

  it('draws with the add-ons once they arrive, below them, so the add-ons never push it down', async () => {
    const arrive = lateAddOns([
      {
        identifier: 'hs-boiler-cover',
        title: 'Boiler cover',
        description: 'Service and repairs',
        priceText: '£12.00 a month',
        isIncluded: false,
      },
    ]);
    renderWithActions();
    expect(screen.getByRole('status').textContent).toContain('Loading the add-ons');
    expect(screen.queryByRole('button', { name: 'Set this up' })).toBeNull();
    arrive();
    const button = await screen.findByRole('button', { name: 'Set this up' });
    const section = screen.getByRole('region', { name: 'Add-ons you can choose next' });
    expect(section.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Loading the add-ons')).toBeNull();
  });

  it('draws alone when the supplier has no add-ons, or they cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ addOns: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithActions();
    await screen.findByRole('button', { name: 'Set this up' });
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    renderWithActions();
    await screen.findByRole('button', { name: 'Set this up' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
