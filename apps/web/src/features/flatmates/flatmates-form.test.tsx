import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FLATMATE_LIMIT_MESSAGES } from '@threshold/domain/schemas/flatmates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { FlatmatesForm } from './flatmates-form';

afterEach(cleanup);

function renderForm(
  send: (flatmate: { name: string; email: string }) => Promise<unknown>,
  onSent = vi.fn(),
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FlatmatesForm send={send} onSent={onSent} />
    </QueryClientProvider>,
  );
  return onSent;
}

const summary = () => screen.getByTestId('error-summary');

describe('the flatmate form', () => {
  it("shows the spec's messages in the summary and beside each field, and sends nothing", async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderForm(send);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(summary().textContent).toContain('Please enter your flatmate name'));
    expect(summary().textContent).toContain('Please enter your flatmate email address');
    expect(document.activeElement).toBe(summary());

    fireEvent.change(screen.getByLabelText("Your flatmate's name"), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText("Your flatmate's email address"), {
      target: { value: 'sam@' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(summary().textContent).toBe('There is a problemEmail is invalid'));
    expect(
      screen.getByLabelText("Your flatmate's email address").getAttribute('aria-invalid'),
    ).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a name with a link in it, beside the field and in the summary, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderForm(send);
    fireEvent.change(screen.getByLabelText("Your flatmate's name"), {
      target: { value: 'claim at http://evil.example' },
    });
    fireEvent.change(screen.getByLabelText("Your flatmate's email address"), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(summary().textContent).toBe(
        'There is a problemFlatmate name cannot contain numbers or special characters',
      ),
    );
    expect(screen.getByLabelText("Your flatmate's name").getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid flatmate and reports it', async () => {
    const send = vi.fn(() => Promise.resolve({ accepted: true }));
    const onSent = renderForm(send);
    fireEvent.change(screen.getByLabelText("Your flatmate's name"), {
      target: { value: ' Sam Patel ' },
    });
    fireEvent.change(screen.getByLabelText("Your flatmate's email address"), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ name: 'Sam Patel', email: 'sam@example.com' }),
    );
    expect(send).toHaveBeenCalledWith({ name: 'Sam Patel', email: 'sam@example.com' });
  });

  it("shows the API's limit message on the e-mail field when the address has had too many invitations", async () => {
    const refused = new ApiError(
      429,
      {
        message: FLATMATE_LIMIT_MESSAGES.address,
        errors: { email: FLATMATE_LIMIT_MESSAGES.address },
      },
      'user',
    );
    renderForm(() => Promise.reject(refused));
    fireEvent.change(screen.getByLabelText("Your flatmate's name"), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText("Your flatmate's email address"), {
      target: { value: 'sam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(summary().textContent).toContain(FLATMATE_LIMIT_MESSAGES.address));
  });
});
