import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storeEntertainment } from '../api/broadband-storage';
import { VisitRecordedPage } from './visit-recorded-page';

const PROVIDER_URL = 'https://provider.example/sign-up/bt-fibre-100';

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <VisitRecordedPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('"We recorded your visit"', () => {
  it("asks about the sign-up and still links to the provider's site, for a tab the browser blocked", () => {
    storeEntertainment({
      selectedPackage: listedPackage('bt-fibre-100'),
      wombbPackageUrl: PROVIDER_URL,
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'We recorded your visit' })).toBeTruthy();
    expect(screen.getByText('Did you complete your sign-up with BT?')).toBeTruthy();
    const link = screen.getByRole('link', { name: /go to BT/ });
    expect(link.getAttribute('href')).toBe(PROVIDER_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    for (const name of ['Yes', 'No', 'Not now'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows no provider link when none was kept', () => {
    renderPage();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Did you complete your sign-up with the provider?')).toBeTruthy();
  });
});
