import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_DELAY_MS, Modal, useModalState } from './modal';

function ModalHarness({ onPrimary }: { onPrimary?: () => void }) {
  const { state, open, close } = useModalState();
  return (
    <div>
      <button type="button" onClick={open}>
        Open settings
      </button>
      <output data-testid="state">{state}</output>
      <Modal
        state={state}
        title="Cookie settings"
        subtitle="Choose which cookies we may use"
        primaryAction={{ label: 'Accept', onSelect: onPrimary }}
        secondaryAction={{ label: 'Reject' }}
        onClose={close}
      />
    </div>
  );
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function openModal(onPrimary?: () => void) {
    render(<ModalHarness onPrimary={onPrimary} />);
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    trigger.focus();
    fireEvent.click(trigger);
    return trigger;
  }

  it('opens with its title, subtitle and focus inside', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByTestId('state').textContent).toBe('open');
  });

  it('closes on Escape after a 500 ms closing state and gives focus back', () => {
    const trigger = openModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByTestId('state').textContent).toBe('closing');
    expect(screen.getByRole('dialog')).toBeTruthy();

    act(() => vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS - 1));
    expect(screen.getByTestId('state').textContent).toBe('closing');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the primary action, then closes', () => {
    const onPrimary = vi.fn();
    openModal(onPrimary);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onPrimary).toHaveBeenCalledOnce();
    expect(screen.getByTestId('state').textContent).toBe('closing');
  });

  it('closes from its close control', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    reject.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(reject);
  });
});
