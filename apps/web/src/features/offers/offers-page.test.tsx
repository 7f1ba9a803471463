import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Branding } from '@threshold/domain/schemas/brand';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentBrand } from '../../brand/brand-store';
import { OffersPage } from './offers-page';

describe('the offers page', () => {
  beforeEach(() => {
    setCurrentBrand({
      name: 'Harbour Lettings',
      partnerName: 'Harbour Lettings',
      isEstateAgentGroup: false,
    } as unknown as Branding);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ affiliateCategories: [], affiliateDeals: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is titled with the product's neutral name, not the partner's", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OffersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check out your exclusive Threshold offers' }),
    ).toBeTruthy();
    expect(screen.queryByText(/exclusive Harbour Lettings offers/)).toBeNull();
    await screen.findByText('There are no offers right now. Please check again later.');
  });
});
