import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PaymentPage } from '@threshold/domain/schemas/energy-payment-page';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { tariffWith } from '../tariff-card/test-tariffs';
import { EnergyPaymentForm } from './energy-payment-form';

afterEach(cleanup);

const PAGE: PaymentPage = {
  tariffs: [tariffWith({ supplierName: 'Harbour Energy' })],
  isDirectDebit: true,
  needsSmartAcknowledgement: false,
  preferredDayOptions: [1, 15, 28],
  isNewSupplier: true,
  halfHourlyAllowed: false,
  summary: {
    monthlyEstimateFormatted: '£137.00',
    monthlyAfterDiscountsFormatted: null,
    addOns: [],
    startDate: '2026-03-10',
    psrNeeds: [],
  },
};

function renderForm(submit: (values: unknown) => Promise<unknown>, page: PaymentPage = PAGE) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EnergyPaymentForm
          page={page}
          backTo="/enrolment/energy/psr"
          submit={submit}
          onDone={onDone}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDone;
}

const summary = () => screen.getByTestId('error-summary');
const setUp = () => fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the energy payment form', () => {
  it('shows every bank details message of the spec, focuses the summary and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    renderForm(submit);
    expect(screen.getByTestId('direct-debit-guarantee').textContent).toContain(
      '2 working days in advance',
    );
    setUp();
    await waitFor(() =>
      expect(summary().textContent).toContain('Please enter your Account Holder Name'),
    );
    for (const message of [
      'Please enter your Bank Account Number',
      'Please enter your Sort Code',
      'Please choose your preferred payment day',
      'This field is required',
    ])
      expect(summary().textContent).toContain(message);
    expect(document.activeElement).toBe(summary());

    type('Account holder name', 'Sam 2nd');
    type('Account number', '1234');
    type('Sort code', '12-34');
    setUp();
    await waitFor(() =>
      expect(summary().textContent).toContain('Please enter a valid Bank Account Number'),
    );
    expect(summary().textContent).toContain('Please enter a valid Sort Code');
    expect(summary().textContent).toContain(
      'Please use only letters, spaces, hyphens, apostrophes and full stops',
    );
    expect(screen.getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('drops separators from a typed sort code and sends the valid form', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const onDone = renderForm(submit);
    type('Account holder name', 'Sam Patel');
    type('Account number', '66374958');
    type('Sort code', '08-99-99');
    expect((screen.getByLabelText('Sort code') as HTMLInputElement).value).toBe('089999');
    type('Preferred payment day', '15');
    fireEvent.click(screen.getByLabelText('I accept the Harbour Energy terms and conditions'));
    setUp();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        bankAccountName: 'Sam Patel',
        bankAccountNumber: '66374958',
        bankAccountSortCode: '089999',
        preferredDay: '15',
        termsAndConditions: true,
        paperMandate: false,
      }),
    );
  });

  it("shows the server's modulus refusal beside the account number", async () => {
    const refused = new ApiError(
      400,
      {
        message: 'Please check your sort code and account number',
        errors: { bankAccountNumber: 'Please check your sort code and account number' },
      },
      'user',
    );
    renderForm(() => Promise.reject(refused));
    type('Account holder name', 'Sam Patel');
    type('Account number', '66374959');
    type('Sort code', '089999');
    type('Preferred payment day', '1');
    fireEvent.click(screen.getByLabelText('I accept the Harbour Energy terms and conditions'));
    setUp();
    await waitFor(() =>
      expect(summary().textContent).toContain('Please check your sort code and account number'),
    );
  });

  it('with a paper mandate hides the account number and sort code', async () => {
    renderForm(vi.fn(() => Promise.resolve({})));
    fireEvent.click(screen.getByLabelText(/paper Direct Debit form/));
    expect(screen.queryByLabelText('Account number')).toBeNull();
    setUp();
    await waitFor(() => expect(summary().textContent).not.toContain('Please enter your Sort Code'));
  });

  it('asks no bank details for pay as you go, but the smart-meter acknowledgement when it applies', async () => {
    renderForm(
      vi.fn(() => Promise.resolve({})),
      { ...PAGE, isDirectDebit: false, needsSmartAcknowledgement: true },
    );
    expect(screen.queryByLabelText('Account holder name')).toBeNull();
    setUp();
    await waitFor(() =>
      expect(summary().textContent).toBe(
        'There is a problemThis field is requiredThis field is required',
      ),
    );
  });

  it('shows the full Direct Debit Guarantee of Bacs with the supplier named, and its source', () => {
    renderForm(vi.fn(() => Promise.resolve({})));
    const guarantee = screen.getByTestId('direct-debit-guarantee').textContent ?? '';
    for (const part of [
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits',
      'If you request Harbour Energy to collect a payment, confirmation of the amount and date will be given to you at the time of the request',
      'If you receive a refund you are not entitled to, you must pay it back when Harbour Energy asks you to',
      'Written confirmation may be required. Please also notify Harbour Energy.',
      'Source: Bacs Payment Schemes Limited',
    ])
      expect(guarantee).toContain(part);
  });

  it('offers "Every half hour" only when the brand has the half-hourly settlement consent flag', () => {
    renderForm(vi.fn(() => Promise.resolve({})));
    expect(screen.queryByLabelText('Every half hour')).toBeNull();
    expect(
      screen.getByText('Readings may be shared once a day to balance the energy system.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Once a day')).toBeTruthy();
    expect(screen.getByLabelText('Once a month')).toBeTruthy();
    cleanup();
    renderForm(
      vi.fn(() => Promise.resolve({})),
      { ...PAGE, halfHourlyAllowed: true },
    );
    expect(screen.getAllByLabelText('Every half hour')).toHaveLength(2);
  });

  it('sends the foundation and group marketing opt-ins, unticked unless the mover ticks them', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const onDone = renderForm(submit, { ...PAGE, isDirectDebit: false });
    const foundation = screen.getByLabelText(
      /news about the Harbour Energy Foundation/,
    ) as HTMLInputElement;
    const group = screen.getByLabelText(
      'Send me offers from other companies in the Harbour Energy group',
    ) as HTMLInputElement;
    expect([foundation.checked, group.checked]).toEqual([false, false]);
    fireEvent.click(group);
    fireEvent.click(screen.getByLabelText('I accept the Harbour Energy terms and conditions'));
    setUp();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ foundationMarketing: false, groupMarketing: true }),
    );
  });

  it('names each supplier in the foundation and group opt-ins when the two fuels have different suppliers', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const onDone = renderForm(submit, {
      ...PAGE,
      isDirectDebit: false,
      tariffs: [
        tariffWith({ supplierName: 'Harbour Energy' }),
        tariffWith({ supplierName: 'Northern Power' }),
      ],
    });
    const foundation = screen.getByLabelText(
      'Send me news about the Harbour Energy Foundation and the Northern Power Foundation and the help they give people with their energy bills',
    );
    const group = screen.getByLabelText(
      'Send me offers from other companies in the Harbour Energy group and the Northern Power group',
    );
    fireEvent.click(foundation);
    fireEvent.click(group);
    fireEvent.click(
      screen.getByLabelText('I accept the Harbour Energy and Northern Power terms and conditions'),
    );
    setUp();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ foundationMarketing: true, groupMarketing: true }),
    );
  });
});
