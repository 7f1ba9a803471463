import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PsrResponse } from '@threshold/domain/schemas/energy-psr';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnergyPsrForm } from './energy-psr-form';

function renderForm(
  saved: PsrResponse = {
    psrAnswered: false,
    psrOptions: null,
    previousStep: '/enrolment/energy/switch',
  },
) {
  const save = vi.fn().mockResolvedValue({});
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EnergyPsrForm saved={saved} today="2026-03-02" save={save} onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { save, onSaved };
}

/** Yes, then the options it loads. */
const yes = async () => {
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  await screen.findByText('Select all that apply');
};
// Label queries: the language list is long, and role queries over it are slow.
const continueButton = () => fireEvent.click(screen.getByText('Continue'));
const tick = (name: string | RegExp) => fireEvent.click(screen.getByLabelText(name));

describe('Priority Services Register form', () => {
  afterEach(cleanup);

  it('sends a null selection for No', async () => {
    const { save, onSaved } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    continueButton();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(null);
  });

  it('needs at least one option when Yes, unless a contact format other than None is chosen', async () => {
    const { save } = renderForm();
    await yes();
    continueButton();
    expect(
      await screen.findAllByText('You must select at least one valid option from the list.'),
    ).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Talking' }));
    continueButton();
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ selection: {}, specialCommsPreferences: 'AUDIO' }),
    );
  });

  it('asks when a temporary condition ends, and refuses a date that is not in the future', async () => {
    const { save } = renderForm();
    await yes();
    tick(/Recovering from a stay in hospital/);
    continueButton();
    expect(
      await screen.findAllByText('Please specify when do you think this condition will last until'),
    ).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '03' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2026' } });
    continueButton();
    expect(await screen.findAllByText('Date must be in the future')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2027' } });
    continueButton();
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        selection: { temporaryPostHospitalRecovery: '01/03/2027' },
        specialCommsPreferences: 'NONE',
      }),
    );
  });

  it('asks for a language, searches the list, and shows the empty and failed search states', async () => {
    const { save } = renderForm();
    await yes();
    tick('I would prefer to communicate in another language');
    // The list loads on demand (a lazy chunk): allow for a cold module transform.
    const search = await screen.findByLabelText('Which language would you prefer?', undefined, {
      timeout: 15_000,
    });
    continueButton();
    expect(await screen.findAllByText('Please specify a language')).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No results')).toBeTruthy();
    expect(
      screen.getByText('Sorry there are not results for this search. Please try another phrase.'),
    ).toBeTruthy();
    fireEvent.change(search, { target: { value: 'w3lsh' } });
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please search using letters, spaces and hyphens only')).toBeTruthy();
    fireEvent.click(screen.getByText('Clear search'));
    expect((search as HTMLInputElement).value).toBe('');
    fireEvent.change(search, { target: { value: 'wel' } });
    fireEvent.click(screen.getByLabelText('Welsh'));
    continueButton();
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        selection: { alternativeLanguage: 'Welsh' },
        specialCommsPreferences: 'NONE',
      }),
    );
    // The whole language list renders in jsdom slowly: a generous limit, nothing timed.
  }, 30_000);

  it('shows the saved answer again', async () => {
    renderForm({
      psrAnswered: true,
      psrOptions: { selection: { blind: null }, specialCommsPreferences: 'BRAILLE' },
      previousStep: '/enrolment/energy/signup',
    });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/enrolment/energy/signup',
    );
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    await screen.findByText('Select all that apply');
    expect((screen.getByLabelText('Blind') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Braille') as HTMLInputElement).checked).toBe(true);
  });
});
