import { cleanup, render, screen } from '@testing-library/react';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnergyCard } from './product-cards';
import { detailsWith, energy, loadEveryCardPart } from './test-details';

beforeAll(loadEveryCardPart);
afterEach(cleanup);

const completed = {
  ...energy,
  isCompleted: true,
  supplierName: 'Harbour Energy',
  supplierLogoUrl: '/logos/harbour.svg',
  tariffName: 'Harbour Fix 12',
  paymentType: 'Monthly Direct Debit',
  energySwitchDate: '2026-03-10',
  estimatedTotalMonthlyAmountFormatted: '£137.00',
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: '£131.00',
  fixedTerm: 'Fixed for 12 months, until 10/03/2027',
  enhancedFeatures: ['No exit fees'],
  addOns: [
    {
      identifier: 'boiler',
      title: 'Boiler cover',
      cost: 1200,
      discountCost: 600,
      discountDescription: 'for the first 6 months',
      discountEndDescription: null,
      summaryDescription: null,
      billingFrequency: 'Monthly',
      isDD: true,
      isOneOff: false,
      cancellationInfoText: null,
    },
  ],
  signup: {
    supplierName: 'Harbour Energy',
    reference: 'TE-ABCD2345',
    state: 'sent' as const,
    stateAt: '2026-03-02T10:05:00.000Z',
  },
};

function renderCard(details: ConfirmationDetails, key: 'energy' | 'energySecondary') {
  const card = confirmationCards(details).find((c) => c.key === key)!;
  render(
    <MemoryRouter>
      <EnergyCard card={card} details={details} onStart={vi.fn()} isStarting={false} />
    </MemoryRouter>,
  );
}

describe('the completed energy card', () => {
  it('shows supplier, tariff, add-ons, the monthly estimate, the switch date and the sign-up sent to the supplier', () => {
    const details = detailsWith({
      energyOptIn: 1,
      energyConsented: true,
      energyComplete: true,
      confirmationProductsSummary: {
        ...detailsWith().confirmationProductsSummary,
        energy: completed,
      },
    });
    renderCard(details, 'energy');
    const text = screen.getByTestId('energy-chosen').textContent ?? '';
    expect(text).toContain('Harbour Energy: Harbour Fix 12');
    expect(text).toContain('Fixed for 12 months, until 10/03/2027');
    expect(text).toContain('No exit fees');
    expect(text).toContain(
      'Boiler cover: £6.00 a month for the first 6 months, then £12.00 a month',
    );
    expect(text).toContain('Estimated monthly payment: £137.00 (£131.00 while discounts last)');
    expect(text).toContain('Planned switch date: 10/03/2026');
    expect(text).toMatch(/We told Harbour Energy on 02\/03\/2026 at .+ Reference TE-ABCD2345\./);
  });
});
