import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ENERGY_USAGE_MESSAGES as M } from '@threshold/domain/schemas/energy-usage';
import type { EnergyUsageForm as UsageAnswers } from '@threshold/domain/schemas/energy-usage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { EnergyUsageForm, type UsageHome } from './energy-usage-form';

const dualFuelHome: UsageHome = { fuelType: 'DualFuel', knownMeterDetails: true, economy7: false };
const electricityHome: UsageHome = {
  fuelType: 'Electric',
  knownMeterDetails: true,
  economy7: false,
};
const unknownMeterHome: UsageHome = { fuelType: null, knownMeterDetails: false, economy7: false };

function renderForm(
  options: {
    home?: UsageHome;
    saved?: UsageAnswers | null;
    save?: (answers: UsageAnswers) => Promise<unknown>;
  } = {},
) {
  const save = vi.fn(options.save ?? (async () => ({})));
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EnergyUsageForm
        home={options.home ?? dualFuelHome}
        saved={options.saved ?? null}
        save={save}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { save, onSaved };
}

const question = () => screen.getByRole('group', { name: 'Do you know how much energy you use?' });
const choose = (name: string | RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summary = () => screen.getByTestId('error-summary');
const summaryLinks = () =>
  within(summary())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the energy usage form', () => {
  afterEach(cleanup);

  it('asks the question as a radio group with a legend, and nothing chosen shows its message in a focused summary', () => {
    const { save } = renderForm();
    expect(
      within(question())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Y', 'N', 'U']);
    fireEvent.click(continueButton());
    expect(summaryLinks()).toEqual([[M.knownUsage, '#knownUsage-Y']]);
    expect(document.activeElement).toBe(summary());
    expect(within(question()).getByText(M.knownUsage)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('Yes asks for electricity and gas kWh in a dual fuel home and gives each bad figure its message', () => {
    const { save } = renderForm();
    choose(/^Yes, I know/);
    const electricity = screen.getByLabelText('Electricity used a year');
    const gas = screen.getByLabelText('Gas used a year');
    const cases: [string, string][] = [
      ['', M.required],
      ['abc', M.numbersOnly],
      ['1.5', M.wholeKwh],
      ['0', M.aboveZero],
      ['500000', M.tooHigh],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(electricity, { target: { value: typed } });
      fireEvent.change(gas, { target: { value: '9500' } });
      fireEvent.click(continueButton());
      expect(summaryLinks()).toEqual([
        [`Electricity used a year: ${message}`, '#electricityKwhUsage'],
      ]);
      expect(electricity.getAttribute('aria-invalid')).toBe('true');
      expect(electricity.getAttribute('aria-describedby')).toContain('electricityKwhUsage-error');
    }
    fireEvent.change(electricity, { target: { value: '2700' } });
    fireEvent.change(gas, { target: { value: '' } });
    fireEvent.click(continueButton());
    expect(summaryLinks()).toEqual([[`Gas used a year: ${M.required}`, '#gasKwhUsage']]);
    expect(save).not.toHaveBeenCalled();
  });

  it('a summary link moves focus to its field and scrolls the field into view', () => {
    // jsdom lays nothing out, so it has no scrollIntoView: record the call instead.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderForm();
      choose(/^Yes, I know/);
      fireEvent.click(continueButton());
      fireEvent.click(
        within(summary()).getByRole('link', { name: `Electricity used a year: ${M.required}` }),
      );
      expect(document.activeElement).toBe(screen.getByLabelText('Electricity used a year'));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('saves valid kWh (only electricity for an electricity-only home) and then moves on', async () => {
    const { save, onSaved } = renderForm({ home: electricityHome });
    choose(/^Yes, I know/);
    expect(screen.queryByLabelText('Gas used a year')).toBeNull();
    fireEvent.change(screen.getByLabelText('Electricity used a year'), {
      target: { value: ' 3100 ' },
    });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ knownUsage: 'Y', electricityKwhUsage: '3100' });
  });

  it('No asks bedrooms, property type and people, each required, and tells what will be assumed', async () => {
    const { save, onSaved } = renderForm({ home: electricityHome });
    choose(/^No/);
    fireEvent.click(continueButton());
    expect(summaryLinks()).toEqual([
      [M.bedrooms, '#numberOfBedrooms-1'],
      [M.propertyType, '#propertyType-1'],
      [M.people, '#numberOfPeople'],
    ]);
    expect(
      screen.getAllByRole('radio', { name: /^(1-2|3|4\+)$/ }).map((r) => r.getAttribute('value')),
    ).toEqual(['1', '3', '4']);
    for (const type of [
      'Bungalow',
      'Detached',
      'Flat or maisonette',
      'Semi-detached',
      'Terraced',
    ]) {
      expect(screen.getByRole('radio', { name: type })).toBeTruthy();
    }
    const people = screen.getByLabelText('How many people will live there?');
    expect(
      within(people)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', '1', '2', '3', '4', '5', '6', '7', '8', '9+']);
    choose('1-2');
    choose('Flat or maisonette');
    fireEvent.change(people, { target: { value: '1' } });
    // A small flat for one: Ofgem's low electricity value.
    expect(screen.getByText("We'll assume 1,700 kWh of electricity a year.")).toBeTruthy();
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      knownUsage: 'N',
      numberOfBedrooms: 1,
      propertyType: 3,
      numberOfPeople: 1,
    });
  });

  it("I don't know is accepted and assumes the medium values", async () => {
    const { save, onSaved } = renderForm();
    choose("I don't know");
    expect(
      screen.getByText("We'll assume 2,500 kWh of electricity and 9,500 kWh of gas a year."),
    ).toBeTruthy();
    fireEvent.click(continueButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ knownUsage: 'U' });
  });

  it('asks the meter questions only when the meter details are unknown; a gas supply adds the gas kWh', async () => {
    renderForm();
    expect(screen.queryByRole('heading', { name: 'About your meters' })).toBeNull();
    cleanup();

    const { save } = renderForm({ home: unknownMeterHome });
    screen.getByRole('heading', { name: 'About your meters' });
    expect(
      screen.getByText(
        /^We can't switch your energy over by the next 5 working days as we haven't been able to find your meter details\. .*18 working days from today\./,
      ),
    ).toBeTruthy();
    choose(/^Yes, I know/);
    expect(screen.queryByLabelText('Gas used a year')).toBeNull();
    const gasGroup = screen.getByRole('group', { name: 'Does your new home have a gas supply?' });
    fireEvent.click(within(gasGroup).getByRole('radio', { name: 'Yes' }));
    const prepayGroup = screen.getByRole('group', { name: /prepayment/ });
    fireEvent.click(within(prepayGroup).getByRole('radio', { name: 'No' }));
    fireEvent.change(screen.getByLabelText('Electricity used a year'), {
      target: { value: '2000' },
    });
    fireEvent.click(continueButton());
    // Each meter question must be answered: the quotes take the meters from them.
    expect(summaryLinks().map(([message]) => message)).toEqual([
      `Gas used a year: ${M.required}`,
      M.knownUsage,
    ]);
    expect(save).not.toHaveBeenCalled();
    const economy7Group = screen.getByRole('group', {
      name: 'Is the electricity meter Economy 7?',
    });
    fireEvent.click(within(economy7Group).getByRole('radio', { name: 'No' }));
    fireEvent.change(screen.getByLabelText('Gas used a year'), { target: { value: '8000' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      knownUsage: 'Y',
      electricityKwhUsage: '2000',
      gasKwhUsage: '8000',
      prepay: 'N',
      economy7: 'N',
      gas: 'Y',
    });
  });

  it('restores the saved answers', () => {
    renderForm({
      saved: { knownUsage: 'N', numberOfBedrooms: 3, propertyType: 5, numberOfPeople: 9 },
    });
    expect(screen.getByRole('radio', { name: /^No/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '3' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Terraced' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('How many people will live there?')).toHaveProperty('value', '9');
  });

  it('drops answers of the other branch: kWh typed before choosing No are not sent', async () => {
    const { save } = renderForm({ home: electricityHome });
    choose(/^Yes, I know/);
    fireEvent.change(screen.getByLabelText('Electricity used a year'), {
      target: { value: 'abc' },
    });
    choose("I don't know");
    fireEvent.click(continueButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ knownUsage: 'U' }));
  });

  it('shows a refused save: field messages beside their fields, anything else in the summary', async () => {
    const refusal = new ApiError(
      400,
      { message: 'Invalid', errors: { electricityKwhUsage: M.tooHigh } },
      'user',
    );
    const { onSaved } = renderForm({
      home: electricityHome,
      save: async () => {
        throw refusal;
      },
    });
    choose(/^Yes, I know/);
    fireEvent.change(screen.getByLabelText('Electricity used a year'), {
      target: { value: '3000' },
    });
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        [`Electricity used a year: ${M.tooHigh}`, '#electricityKwhUsage'],
      ]),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
