import { cleanup, render, screen, within } from '@testing-library/react';
import { sortPackages } from '@threshold/domain/broadband/package-list';
import { listedPackage } from '@threshold/domain/broadband/test-packages';
import { afterEach, describe, expect, it } from 'vitest';
import { PackageCard } from './package-card';

afterEach(cleanup);

const monthlyPriceOf = (card: HTMLElement) =>
  within(card).getByText('Monthly price').nextElementSibling?.textContent;

describe("the package card's monthly price", () => {
  it('is the average a month over the contract, line rental included, with the offer and the price after it', () => {
    // £29.99 for 6 months, then £34.99 for 18: £809.76 over 24 months, £33.74 a month.
    const pkg = listedPackage('full-fibre-150', {
      monthly: 3499,
      offer: { numberOfMonths: 6, price: 2999 },
    });
    render(<PackageCard pkg={pkg} moveInDate={null} />);
    const card = screen.getByTestId('package-card');
    expect(monthlyPriceOf(card)).toBe('£33.74');
    expect(within(card).getByText('Average over the contract, line rental included')).toBeTruthy();
    expect(within(card).getByText('£29.99 a month for the first 6 months')).toBeTruthy();
    expect(within(card).getByText('then £34.99 a month')).toBeTruthy();
  });

  it('goes up card by card in the order of sort 1 (monthly cost)', () => {
    // £30 a month throughout, against £32 after a year at £20: £26 a month over 24 months.
    const steady = listedPackage('steady', { monthly: 3000 });
    const offer = listedPackage('offer', {
      monthly: 3200,
      offer: { numberOfMonths: 12, price: 2000 },
    });
    render(
      <>
        {sortPackages([steady, offer], 1).map((pkg) => (
          <PackageCard key={pkg.packageId} pkg={pkg} moveInDate={null} />
        ))}
      </>,
    );
    expect(screen.getAllByTestId('package-card').map(monthlyPriceOf)).toEqual(['£26.00', '£30.00']);
  });

  it('says a rolling contract is averaged over a year', () => {
    render(<PackageCard pkg={listedPackage('rolling', { months: 0 })} moveInDate={null} />);
    expect(screen.getByText('Average over a year, line rental included')).toBeTruthy();
  });
});

describe("the package card's first-year cost", () => {
  const firstYearOf = (card: HTMLElement) =>
    within(card).getByText('First-year cost').nextElementSibling?.textContent;

  it('adds the set-up fee to the first twelve monthly bills and says so', () => {
    // £29.50 a month for 12 months (£354.00) and a £35.00 set-up fee: £389.00.
    const pkg = listedPackage('cable-125', { monthly: 2950, months: 18, setup: 3500 });
    render(<PackageCard pkg={pkg} moveInDate={null} />);
    const card = screen.getByTestId('package-card');
    expect(firstYearOf(card)).toBe('£389.00');
    expect(within(card).getByText('Includes the £35.00 set-up fee')).toBeTruthy();
  });

  it('is the twelve bills alone when there is no set-up fee', () => {
    // £25 a month for 6 months then £35: £360.00.
    const pkg = listedPackage('fibre-67', {
      monthly: 3500,
      offer: { numberOfMonths: 6, price: 2500 },
    });
    render(<PackageCard pkg={pkg} moveInDate={null} />);
    const card = screen.getByTestId('package-card');
    expect(firstYearOf(card)).toBe('£360.00');
    expect(within(card).getAllByText('No set-up fee')).toHaveLength(2);
  });
});
