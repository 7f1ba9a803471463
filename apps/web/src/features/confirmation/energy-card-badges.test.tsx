import { cleanup, render, screen, within } from '@testing-library/react';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import type { EnergySummary } from '@threshold/domain/schemas/confirmation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnergyCard } from './product-cards';
import { detailsWith, energy, loadEveryCardPart } from './test-details';

beforeAll(loadEveryCardPart);
afterEach(cleanup);

/** A completed prepayment energy set-up with boiler cover on offer and an EV charger fitted. */
const completed: EnergySummary = {
  ...energy,
  isCompleted: true,
  supplierName: 'Hearthstone Energy',
  supplierLogoUrl: '/energy-logos/hearthstone-energy.svg',
  tariffName: 'Prepay Fix 12',
  paymentType: 'Prepayment Meter',
  smartRequested: true,
  energySwitchDate: '2026-12-04',
  estimatedTotalMonthlyAmountFormatted: '£137.00',
  estimatedTotalMonthlyAmountFormattedAfterDiscounts: '£134.00',
  fixedTerm: 'Fixed for 12 months, until 04/12/2027',
  isBundle: true,
  percentOff: 2,
  oneOffSetUpPriceFormatted: '£699.00',
  tariffTermsPDF: 'https://hearthstone-energy.threshold.example/tariffs/hs-prepay-fix-12/terms.pdf',
  generalTermsUrl: 'https://hearthstone-energy.threshold.example/terms',
  elecDisplaySupplierName: 'Hearthstone Energy',
  gasDisplaySupplierName: 'Saltmarsh Energy',
  signup: {
    supplierName: 'Hearthstone Energy',
    reference: 'TE-ABCD2345',
    state: 'sent',
    stateAt: '2026-11-27T10:05:00.000Z',
  },
};

function renderEnergyCard(summary: EnergySummary) {
  const details = detailsWith({
    energyOptIn: 1,
    energyConsented: true,
    energyComplete: true,
    confirmationProductsSummary: { ...detailsWith().confirmationProductsSummary, energy: summary },
  });
  const card = confirmationCards(details).find((c) => c.key === 'energy')!;
  render(
    <MemoryRouter>
      <EnergyCard card={card} details={details} onStart={vi.fn()} isStarting={false} />
    </MemoryRouter>,
  );
}

describe('the completed energy card: badges, one-off set-up price and the smart meter e-mail', () => {
  it('shows Bundle, Pay As You Go and percent off, the one-off set-up price and who will e-mail about the smart meter', () => {
    renderEnergyCard(completed);
    const badges = within(screen.getByRole('list', { name: 'About this tariff' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual([
      'Bundle',
      'Pay As You Go',
      '2% off',
      'Fixed for 12 months, until 04/12/2027',
      'Smart meter requested',
    ]);
    const text = screen.getByTestId('energy-chosen').textContent ?? '';
    expect(text).toContain('One-off set-up price: £699.00');
    expect(text).toContain(
      'Hearthstone Energy will email you to book a day and time to fit your smart meter.',
    );
  });

  it('shows none of them for a direct debit tariff alone, without add-ons or a smart meter', () => {
    renderEnergyCard({
      ...completed,
      paymentType: 'Monthly Direct Debit',
      smartRequested: false,
      estimatedTotalMonthlyAmountFormattedAfterDiscounts: null,
      isBundle: false,
      percentOff: null,
      oneOffSetUpPriceFormatted: null,
    });
    const badges = within(screen.getByRole('list', { name: 'About this tariff' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(badges).toEqual(['Fixed for 12 months, until 04/12/2027']);
    const text = screen.getByTestId('energy-chosen').textContent ?? '';
    expect(text).not.toContain('One-off set-up price');
    expect(text).not.toContain('smart meter.');
  });

  it("links the tariff's terms PDF and the general terms, and names a fuel's other supplier", () => {
    renderEnergyCard(completed);
    const links = within(screen.getByRole('list', { name: 'Terms' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [
        'Tariff terms (PDF) (opens in a new tab)',
        'https://hearthstone-energy.threshold.example/tariffs/hs-prepay-fix-12/terms.pdf',
      ],
      [
        'General terms and conditions (opens in a new tab)',
        'https://hearthstone-energy.threshold.example/terms',
      ],
    ]);
    const text = screen.getByTestId('energy-chosen').textContent ?? '';
    expect(text).toContain('Gas supplied by Saltmarsh Energy.');
    expect(text).not.toContain('Electricity supplied by');
  });
});
