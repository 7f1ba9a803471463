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
