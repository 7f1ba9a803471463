import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StartDateWindowResponse } from '@threshold/domain/schemas/energy-start-date';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnergySwitchForm } from './energy-switch-form';

const WINDOW: StartDateWindowResponse = {
  earliest: '2026-03-23',
  latest: '2026-04-07',
  default: '2026-03-23',
  agreed: { earliest: '2026-03-09', latest: '2026-04-07', default: '2026-03-09' },
  startDate: null,
  coolingOffAgreed: false,
  coolingOffRequired: true,
  fasterSwitching: true,
};

function renderForm(window: Partial<StartDateWindowResponse> = {}) {
  const save = vi.fn().mockResolvedValue({});
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EnergySwitchForm
          window={{ ...WINDOW, ...window }}
          backTo="/enrolment/energy/signup"
          save={save}
          onSaved={onSaved}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { save, onSaved };
}

const part = (name: 'Day' | 'Month' | 'Year') => screen.getByLabelText(name) as HTMLInputElement;
const typeDate = (day: string, month: string, year: string) => {
  fireEvent.change(part('Day'), { target: { value: day } });
  fireEvent.change(part('Month'), { target: { value: month } });
  fireEvent.change(part('Year'), { target: { value: year } });
};

describe('supply start date form', () => {
  afterEach(cleanup);

  it('offers the earliest date and moves it when the cooling-off agreement is ticked', () => {
    renderForm();
    expect([part('Day').value, part('Month').value, part('Year').value]).toEqual([
      '23',
      '03',
      '2026',
    ]);
    fireEvent.click(screen.getByRole('checkbox'));
    expect([part('Day').value, part('Month').value, part('Year').value]).toEqual([
      '09',
      '03',
      '2026',
    ]);
    expect(screen.getByText(/Choose a date between 09\/03\/2026 and 07\/04\/2026/)).toBeTruthy();
  });

  it('refuses a date outside the window, a missing date and a missing agreement with the spec messages', async () => {
    const { save } = renderForm();
    typeDate('08', '04', '2026');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Switch' }));
    expect(
      await screen.findAllByText('You must select a date between 23/03/2026 and 07/04/2026'),
    ).toHaveLength(2);
    expect(
      screen.getAllByText(
        'Please confirm that you are happy to pay for services during cooling-off period',
      ),
    ).toHaveLength(2);
    typeDate('31', '02', '2026');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Switch' }));
    expect(await screen.findAllByText('Please enter a valid start date')).toHaveLength(2);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps a saved date inside the window, and offers the default again when the window moved past it', () => {
    renderForm({ startDate: '2026-03-30', coolingOffAgreed: true });
    expect([part('Day').value, part('Month').value]).toEqual(['30', '03']);
    cleanup();
    renderForm({ startDate: '2026-03-10', coolingOffAgreed: false });
    expect([part('Day').value, part('Month').value]).toEqual(['23', '03']);
  });

  it('saves a date inside the window with the agreement', async () => {
    const { save, onSaved } = renderForm();
    fireEvent.click(screen.getByRole('checkbox'));
    typeDate('12', '03', '2026');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and Switch' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ startDate: '2026-03-12', coolingOffAgreed: true });
  });

  it('says switching takes up to 21 days when faster switching is off, and asks no agreement without known meters', () => {
    renderForm({ fasterSwitching: false, coolingOffRequired: false });
    expect(screen.getByText('Switching your supplier can take up to 21 days.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/enrolment/energy/signup',
    );
  });
});
