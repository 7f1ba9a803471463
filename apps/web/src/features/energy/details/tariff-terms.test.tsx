import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tariffWith } from '../tariff-card/test-tariffs';
import { TariffDetails } from './tariff-details';

afterEach(cleanup);

const WITH_TERMS = tariffWith({
  supplierName: 'Millbrook Power',
  termsUrl: 'https://millbrook-power.threshold.example/tariffs/mb-fix-12',
  generalTermsUrl: 'https://millbrook-power.threshold.example/terms',
  tariffTermsPDF: 'https://millbrook-power.threshold.example/tariffs/mb-fix-12/terms.pdf',
  principalTerms: [
    'Your unit rates and standing charges are fixed for 12 months from your supply start date.',
    'You can cancel within 14 days of agreeing to switch, at no cost.',
  ],
  elecDisplaySupplierName: 'Millbrook Power',
  gasDisplaySupplierName: 'Saltmarsh Energy',
});

describe('the tariff details: principal terms, terms links and who supplies each fuel', () => {
  it('lists the principal terms and links the terms PDF, the tariff terms and the general terms in new tabs', () => {
    render(<TariffDetails tariff={WITH_TERMS} fuel={null} catalogueLabel={null} />);
    const terms = screen.getByRole('region', { name: 'Principal terms' });
    expect(within(terms).getByText(/fixed for 12 months from your supply start date/)).toBeTruthy();
    const links = within(terms)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      [
        'Tariff terms (PDF) (opens in a new tab)',
        'https://millbrook-power.threshold.example/tariffs/mb-fix-12/terms.pdf',
        '_blank',
      ],
      [
        'Tariff terms (opens in a new tab)',
        'https://millbrook-power.threshold.example/tariffs/mb-fix-12',
        '_blank',
      ],
      [
        'General terms and conditions (opens in a new tab)',
        'https://millbrook-power.threshold.example/terms',
        '_blank',
      ],
    ]);
  });

  it('names the supplier of each fuel on its tab', () => {
    render(<TariffDetails tariff={WITH_TERMS} fuel="Gas" catalogueLabel={null} />);
    const gasTab = screen.getByRole('tabpanel');
    expect(within(gasTab).getByText('Gas supplied by').nextSibling?.textContent).toBe(
      'Saltmarsh Energy',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Electricity' }));
    expect(
      within(screen.getByRole('tabpanel')).getByText('Electricity supplied by').nextSibling
        ?.textContent,
    ).toBe('Millbrook Power');
  });

  it('shows no terms section for a price stored before the catalogue carried terms', () => {
    render(<TariffDetails tariff={tariffWith()} fuel={null} catalogueLabel={null} />);
    expect(screen.queryByRole('region', { name: 'Principal terms' })).toBeNull();
  });
});
