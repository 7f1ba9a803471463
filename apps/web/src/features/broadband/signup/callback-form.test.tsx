import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOOSE_SLOT_MESSAGE, CallbackForm } from './callback-form';

// jsdom has no scrollIntoView; the summary's link scrolls to its field.
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(cleanup);

function renderForm() {
  const onConfirm = vi.fn();
  render(<CallbackForm providerName="SkyView" isSending={false} onConfirm={onConfirm} />);
  return onConfirm;
}

describe('the partner call-back form', () => {
  it('offers slots 1 to 4 and Anytime as one labelled group, with the call-back hours', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'When should SkyView call you?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual([
      'Slot 1: 12pm-2pm',
      'Slot 2: 2pm-4pm',
      'Slot 3: 4pm-6pm',
      'Slot 4: 6pm-8pm',
      'Anytime',
    ]);
    expect(
      screen.getByText('SkyView calls back 12pm-8pm Monday to Friday, within 24 hours.'),
    ).toBeTruthy();
  });

  it('refuses Confirm without a slot: the error summary takes focus and leads to the first slot', () => {
    const onConfirm = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const summary = screen.getByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    fireEvent.click(within(summary).getByRole('link', { name: CHOOSE_SLOT_MESSAGE }));
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Slot 1: 12pm-2pm' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(
      screen
        .getByRole('group', { name: 'When should SkyView call you?' })
        .getAttribute('aria-describedby'),
    ).toContain('callback-slot-error');
  });

  it('confirms the chosen slot, and the error goes once a slot is chosen', () => {
    const onConfirm = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Slot 2: 2pm-4pm' }));
    expect(screen.queryByTestId('error-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('2');
  });

  it('asks for a mobile number when the enrolment has none, and sends nothing without one', () => {
    const onConfirm = vi.fn();
    render(
      <CallbackForm providerName="SkyView" isSending={false} needsNumber onConfirm={onConfirm} />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Slot 2: 2pm-4pm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const summary = screen.getByTestId('error-summary');
    fireEvent.click(within(summary).getByRole('link', { name: 'We need your number to continue' }));
    const number = screen.getByRole('textbox', { name: 'Your mobile number' });
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(number, { target: { value: '0770 090' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(
      within(screen.getByTestId('error-summary')).getByRole('link', {
        name: 'Please enter a valid UK mobile number without spaces, starting with 07',
      }),
    ).toBeTruthy();

    fireEvent.change(number, { target: { value: '07700900456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('2', '07700900456');
  });

  it('does not ask for a number the enrolment already has', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'Your mobile number' })).toBeNull();
  });
});
