import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TariffCard } from './tariff-card';
import { tariffWith } from './test-tariffs';

const renderCard = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the tariff card', () => {
  afterEach(cleanup);

  it('shows name, logo, term end, features once each, monthly estimate, annual projection and saving', () => {
    renderCard(
      <TariffCard
        tariff={tariffWith({ enhancedFeatures: ['Prices fixed for 12 months', 'Online account'] })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Threshold Fix 12' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Threshold Energy' })).toBeTruthy();
    expect(screen.getByText('Ends 31/08/2027')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Prices fixed for 12 months',
      'Online account',
    ]);
    expect(screen.getByText('Monthly estimate').nextElementSibling?.textContent).toBe('£138.65');
    expect(screen.getByText('Annual projection').nextElementSibling?.textContent).toBe('£1,663.85');
    expect(screen.getByText('Save £42.10 a year')).toBeTruthy();
    // Without handlers (the payment page) there are no buttons.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says "No end date" for a variable tariff and shows no badge without a saving', () => {
    renderCard(<TariffCard tariff={tariffWith({ fixedTermEnd: null, svtSaving: 0 })} />);
    expect(screen.getByText('No end date')).toBeTruthy();
    expect(screen.queryByText(/^Save /)).toBeNull();
  });

  it('offers Select and Details, each naming the tariff', () => {
    const onSelect = vi.fn();
    const tariff = tariffWith();
    renderCard(<TariffCard tariff={tariff} onSelect={onSelect} detailsHref="/details/x" />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Select Threshold Fix 12 from Threshold Energy' }),
    );
    expect(onSelect).toHaveBeenCalledWith(tariff);
    expect(
      screen
        .getByRole('link', { name: 'Details Threshold Fix 12 from Threshold Energy' })
        .getAttribute('href'),
    ).toBe('/details/x');
  });
});
