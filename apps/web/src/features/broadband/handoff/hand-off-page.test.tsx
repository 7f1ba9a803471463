import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeEntertainment } from '../api/broadband-storage';
import { HandOffPage } from './hand-off-page';

const PROVIDER_URL = 'https://provider.example/sign-up/bt-fibre-100';
const pkg = listedPackage('bt-fibre-100');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHandOff() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter
        initialEntries={['/enrolment/entertainment/whole-of-market/hand-off/bt-fibre-100/wombb']}
      >
        <Routes>
          <Route
            path="/enrolment/entertainment/whole-of-market/hand-off/:packageId/:sourceId"
            element={<HandOffPage />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  storeEntertainment({ selectedPackage: pkg, wombbPackageUrl: PROVIDER_URL });
  vi.useFakeTimers();
  open = vi.fn();
  vi.stubGlobal('open', open);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the whole-of-market hand-off', () => {
  it('says the provider opens in a new tab, and opens it at 15 seconds, not before', () => {
    renderHandOff();
    expect(screen.getByRole('heading', { name: 'Taking you to BT' })).toBeTruthy();
    expect(screen.getByText(/BT's website opens in a new tab in/).textContent).toContain(
      '15 seconds',
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer').textContent).toBe('10 seconds');
    act(() => vi.advanceTimersByTime(9999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(PROVIDER_URL, '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('where').textContent).toBe(
      '/enrolment/entertainment/whole-of-market/visit-recorded',
    );
  });

  it('opens nothing once cancelled', () => {
    renderHandOff();
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).not.toHaveBeenCalled();
    expect(
      screen.getByText('You stopped BT opening. You can still open it yourself.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to BT now/ }).getAttribute('href')).toBe(
      PROVIDER_URL,
    );
  });

  it('opens at once from the link (a new tab), then asks about the visit, and the timer opens nothing more', () => {
    renderHandOff();
    const link = screen.getByRole('link', { name: 'Go to BT now (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(PROVIDER_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe(
      '/enrolment/entertainment/whole-of-market/visit-recorded',
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).not.toHaveBeenCalled();
  });

  it('sends the mover back to the list when no package is being set up', () => {
    sessionStorage.clear();
    renderHandOff();
    expect(screen.getByRole('heading', { name: 'We could not find that package' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(open).not.toHaveBeenCalled();
  });
});
