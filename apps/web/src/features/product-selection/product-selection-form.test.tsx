import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UNCHOSEN_SERVICE_FACTS } from '@threshold/domain/journey/enrolment-snapshot';
import { METER_NOT_SUPPORTED_MESSAGE } from '@threshold/domain/journey/product-selection';
import type { Branding } from '@threshold/domain/schemas/brand';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import type { ProductSelectionBody } from '@threshold/domain/schemas/product-selection';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { ProductSelectionForm } from './product-selection-form';

/** A mover at a quotable Leeds flat who has just finished moving details. */
const enrolment: Enrolment = {
  ...UNCHOSEN_SERVICE_FACTS,
  id: '9f1c1d1e-0000-4000-8000-000000000001',
  status: 20,
  enrolmentSource: 'UploadedLead',
  enrolmentType: 'Lettings',
  partnerName: 'Harbour Lettings',
  brandRoute: 'harbour-lettings',
  branchId: '101',
  title: 'Ms',
  firstName: 'Priya',
  surname: 'Shah',
  dateOfBirth: '1990-04-12',
  contactNumber: '07700900123',
  emailAddress: 'priya@example.com',
  emailAddressVerified: true,
  contactNumberVerified: false,
  postcode: 'LS1 4AP',
  moveInDate: '2026-06-10',
  isMoveInDateSetByPartner: true,
  residentialStatus: 201,
  moveInDateUnknown: false,
  addressKey: 'LS14AP-6',
  isManualAddress: false,
  houseNumber: '6',
  houseName: null,
  addressLine1: 'Park Row',
  addressLine2: null,
  addressLine3: null,
  addressLine4: null,
  town: 'Leeds',
  county: 'West Yorkshire',
  nation: 'England',
  isDomestic: true,
  isUnpopulated: false,
  hasAccount: true,
  tenantPortalStorage: 'productSelection',
  telephonyAgent: false,
  energyOfferedStatus: 1,
  entertainmentOfferedStatus: 1,
  councilRegistrationConfirmed: null,
  waterRegistrationConfirmed: null,
  isMeterInfoValid: true,
  quotableEnergy: true,
  fuelType: 'DualFuel',
  isMixedMeters: false,
  isGasPayg: false,
  isElecPayg: false,
  hasGasSmartMeter: false,
  hasElecSmartMeter: false,
  economy7: false,
  fuelSupplyChecked: true,
  supplyElec: false,
  supplyGas: false,
};

const brand: Pick<Branding, 'productOffers' | 'flags'> = {
  productOffers: { energy: 1, entertainment: 1, council: 1, water: 1 },
  flags: {
    onboardingJourney: false,
    otpLogin: false,
    selectedAddressInfoBox: false,
    manualAddress: true,
    fasterSwitching: false,
    priorityAccess: false,
    ctwbJourneyToggle: false,
    halfHourlySettlementConsent: false,
  } as Branding['flags'],
};

function renderForm(
  options: {
    enrolment?: Partial<Enrolment>;
    brand?: Partial<typeof brand>;
    save?: (body: ProductSelectionBody) => Promise<Enrolment>;
  } = {},
) {
  const save = vi.fn(options.save ?? (async () => enrolment));
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductSelectionForm
        enrolment={{ ...enrolment, ...options.enrolment }}
        brand={{ ...brand, ...options.brand }}
        save={save}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { save, onSaved };
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('product selection', () => {
  afterEach(cleanup);

  it('shows the four cards as switches, all on, and saves what the mover turned off', async () => {
    const { save, onSaved } = renderForm();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('id'))).toEqual([
      'product-energy',
      'product-entertainment',
      'product-council',
      'product-water',
    ]);
    for (const name of ['Energy', 'Broadband Phone & TV', 'Council Tax', 'Water']) {
      expect(switchNamed(name)).toHaveProperty('checked', true);
    }
    fireEvent.click(switchNamed('Energy'));
    fireEvent.click(switchNamed('Broadband Phone & TV'));
    expect(switchNamed('Energy').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      energyOptIn: 0,
      entertainmentOptIn: 0,
      councilOptIn: 1,
      waterOptIn: 1,
    });
  });

  it('keeps energy on and says why when the meters are not supported', () => {
    renderForm({ enrolment: { quotableEnergy: false, isMeterInfoValid: false } });
    const energy = switchNamed('Energy');
    expect(energy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(METER_NOT_SUPPORTED_MESSAGE)).toBeTruthy();
    expect(energy.getAttribute('aria-describedby')).toContain('product-energy-explanation');
    fireEvent.click(energy);
    expect(energy).toHaveProperty('checked', true);
  });

  it('keeps energy on with the unknown-meter words when the meter details cannot be found, as the move-in date stands', () => {
    const pastMoveIn = { quotableEnergy: true, isMeterInfoValid: false, moveInDate: '2020-01-06' };
    renderForm({ enrolment: pastMoveIn });
    expect(switchNamed('Energy').getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText(
        /^We can't switch your energy over by the next 5 working days as we haven't been able to find your meter details\. .*take a meter reading today/,
      ),
    ).toBeTruthy();
    cleanup();
    renderForm({ enrolment: { ...pastMoveIn, moveInDate: '2099-01-05' } });
    expect(screen.getByText(/take a meter reading on the day you move in\.$/)).toBeTruthy();
  });

  it('hides council tax and water on the combined journey and does not send them', async () => {
    const { save } = renderForm({ brand: { flags: { ...brand.flags, ctwbJourneyToggle: true } } });
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ energyOptIn: 1, entertainmentOptIn: 1 }),
    );
  });

  it('locks a mandatory council tax card on', () => {
    renderForm({ enrolment: { councilIsMandatory: true } });
    expect(switchNamed('Council Tax').getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByText("Council Tax is included with your move, so it can't be turned off."),
    ).toBeTruthy();
  });

  it('shows a refused save in the error summary, linked to the card', async () => {
    renderForm({
      save: async () => {
        throw new ApiError(
          400,
          { message: 'x', errors: { waterOptIn: "Water can't be turned off for your move." } },
          'user',
        );
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('There is a problem');
    expect(
      screen
        .getByRole('link', { name: "Water can't be turned off for your move." })
        .getAttribute('href'),
    ).toBe('#product-water');
    expect(switchNamed('Water').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failed save without field errors as the form message', async () => {
    renderForm({
      save: async () => {
        throw new ApiError(500, { message: 'boom' }, 'user');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain(
      'Sorry we have encountered some difficulties. Please try again in a moment.',
    );
  });
});
