import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import type {
  ConfirmationDetails,
  EntertainmentSummary,
} from '@threshold/domain/schemas/confirmation';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EntertainmentCard } from './product-cards';
import { detailsWith, loadEveryCardPart } from './test-details';

beforeAll(loadEveryCardPart);
afterEach(cleanup);

/** A mover who opted in to broadband, with the summary changed as given. */
function showCard(
  summary: Partial<EntertainmentSummary>,
  changes: Partial<ConfirmationDetails> = {},
) {
  const base = detailsWith({ entertainmentOptIn: 1, entertainmentConsented: true, ...changes });
  const details: ConfirmationDetails = {
    ...base,
    confirmationProductsSummary: {
      ...base.confirmationProductsSummary,
      entertainment: { ...base.confirmationProductsSummary.entertainment, ...summary },
    },
  };
  const card = confirmationCards(details).find((c) => c.key === 'entertainment');
  if (!card) throw new Error('no entertainment card');
  const handlers = { onStart: vi.fn(), onSelectNewPackage: vi.fn() };
  render(
    <MemoryRouter>
      <EntertainmentCard
        card={card}
        details={details}
        isStarting={false}
        isRemoving={false}
        {...handlers}
      />
    </MemoryRouter>,
  );
  return handlers;
}

const chosenPackage: Partial<EntertainmentSummary> = {
  supplierName: 'Fibrewave',
  supplierLogoUrl: '/logos/fibrewave.svg',
  packageName: 'Full Fibre 500',
  contractTerm: 24,
  estimatedSpeed: '500Mb',
  includesBroadband: true,
  usageLimit: 'Unlimited',
  callPlanName: null,
  installationPrice: 0,
  installationPriceFormatted: '£0.00',
  packageMonthlyAmount: 3299,
  packageMonthlyAmountFormatted: '£32.99',
};

const status = () => screen.getByText('Status:', { exact: false }).parentElement?.textContent ?? '';

describe('the Broadband, Phone and TV card', () => {
  it('shows a package waiting for the provider as In progress, with its summary, and offers a new package', () => {
    const { onSelectNewPackage } = showCard(
      { ...chosenPackage, wombbUserConfirmed: true },
      { wombbUserConfirmed: true },
    );
    expect(status()).toBe('Status: In progress');
    expect(screen.getByText('Fibrewave')).toBeTruthy();
    expect(screen.getByText(/Full Fibre 500/)).toBeTruthy();
    const facts = within(screen.getByRole('list', { name: 'About this package' }));
    expect(facts.getByText('Speed: 500Mb')).toBeTruthy();
    expect(facts.getByText('24 month contract')).toBeTruthy();
    expect(facts.getByText('Unlimited usage')).toBeTruthy();
    expect(facts.getByText('No phone calls')).toBeTruthy();
    expect(facts.getByText('No set-up fee')).toBeTruthy();
    expect(screen.getByText('£32.99')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select a new package' }));
    expect(onSelectNewPackage).toHaveBeenCalledTimes(1);
  });

  it('names a usage limit, the call plan and a set-up fee', () => {
    showCard(
      {
        ...chosenPackage,
        usageLimit: '100GB',
        callPlanName: 'Evening and weekend calls',
        installationPrice: 2500,
        installationPriceFormatted: '£25.00',
        wombbUserConfirmed: true,
      },
      { wombbUserConfirmed: true },
    );
    expect(screen.getByText('Usage limit: 100GB a month')).toBeTruthy();
    expect(screen.getByText('Calls: Evening and weekend calls')).toBeTruthy();
    expect(screen.getByText('Set-up fee: £25.00')).toBeTruthy();
  });

  it('says when the package is to be installed: the custom date chosen, or as soon as possible from the earliest', () => {
    showCard(
      {
        ...chosenPackage,
        wombbUserConfirmed: true,
        installStart: 'custom',
        installDate: '2027-01-11',
      },
      { wombbUserConfirmed: true },
    );
    const facts = within(screen.getByRole('list', { name: 'About this package' }));
    expect(facts.getByText('Installation date: 11/01/2027')).toBeTruthy();
    cleanup();
    showCard(
      {
        ...chosenPackage,
        wombbUserConfirmed: true,
        installStart: 'asap',
        installDate: '2026-12-10',
      },
      { wombbUserConfirmed: true },
    );
    expect(screen.getByText('Installation: as soon as possible, from 10/12/2026')).toBeTruthy();
  });

  it("says when a partner will call back in the mover's slot", () => {
    showCard(
      { ...chosenPackage, supplierName: 'SkyView', isCompleted: true, skyCallbackSlot: '2' },
      { skyComplete: true },
    );
    expect(status()).toBe('Status: Completed');
    expect(
      screen.getByText(
        'SkyView will call you back between 2pm-4pm, Monday to Friday, within 24 hours.',
      ),
    ).toBeTruthy();
  });

  it('offers "Continue set up" after a skip', () => {
    const { onStart } = showCard({ isSkipped: true }, { entertainmentSkipped: true });
    expect(status()).toBe('Status: To do');
    fireEvent.click(screen.getByRole('button', { name: 'Continue set up' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('offers "Get started" to a mover who did not opt in', () => {
    const { onStart } = showCard({}, { entertainmentOptIn: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Select a new package' })).toBeNull();
  });
});
