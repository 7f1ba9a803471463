import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AddOn, AddOnsResponse } from '@threshold/domain/schemas/energy-add-ons';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddOnsForm } from './energy-signup-page';

const addOn = (identifier: string, extra: Partial<AddOn> = {}): AddOn => ({
  identifier,
  title: identifier,
  description: `About ${identifier}`,
  importantInfo: null,
  iconUrl: null,
  type: 4,
  billingFrequency: 'Monthly',
  cost: 500,
  discountCost: null,
  discountDescription: null,
  billedCostPence: 500,
  isOneOff: false,
  isIncluded: false,
  smartMeterKind: null,
  listOfInformationLinks: [],
  ...extra,
});

const OFFER: AddOnsResponse = {
  supplierName: 'Octopus Energy',
  tariffName: 'Fix 12',
  addOns: [
    addOn('Boiler cover', { billingFrequency: 'Quarterly', cost: 1200, billedCostPence: 3600 }),
    addOn('Heating Breakdown Cover', {
      cost: 1200,
      discountCost: 900,
      discountDescription: 'for the first 6 months',
      billedCostPence: 900,
    }),
    addOn('Smart meter', { isIncluded: true, smartMeterKind: 'smart', billedCostPence: 0 }),
  ],
  selectedAddOns: [],
};

const fetchMock = vi.fn();

describe('add-ons form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds and removes an add-on, shows smart meters Included and the paperless note', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...OFFER, selectedAddOns: ['Boiler cover', 'Smart meter'] }), {
        status: 200,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AddOnsForm offer={OFFER} backTo="/enrolment/energy/list" onSaved={onSaved} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('£36.00 a quarter')).toBeTruthy();
    expect(
      screen.getByText('£9.00 a month for the first 6 months, then £12.00 a month'),
    ).toBeTruthy();
    expect(screen.getByText('Included')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Smart meter' })).toBeNull();
    expect(screen.getByText(/post costs £1.50 a month unless you are exempt/)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Add Boiler cover' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Set this up' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(['Boiler cover', 'Smart meter']));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ addOnsIdentifiers: ['Boiler cover'] });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/enrolment/energy/list',
    );
  });
});
