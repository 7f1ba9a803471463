import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AffiliateCategory } from '@threshold/domain/schemas/affiliates';
import { afterEach, describe, expect, it } from 'vitest';
import { OffersAccordion } from './offers-accordion';

const deal = (id: number, category: number, title: string) => ({
  id,
  title,
  description: `About ${title}`,
  logo: `/affiliate-logos/${id}.svg`,
  link: `https://partner.example/${id}`,
  category,
  showInConfirmationPage: false,
});

const categories: AffiliateCategory[] = [
  {
    id: 1,
    name: 'Moving home',
    isInsurance: false,
    affiliateDeals: [deal(101, 1, '15% off removals with Swift Move Removals')],
  },
  {
    id: 2,
    name: 'Post and paperwork',
    isInsurance: false,
    affiliateDeals: [deal(201, 2, 'Redirect your post with Royal Mail')],
  },
  {
    id: 3,
    name: 'Insurance',
    isInsurance: true,
    affiliateDeals: [deal(301, 3, 'Contents insurance'), deal(302, 3, 'Tenant liability')],
  },
];

afterEach(cleanup);

describe('the offers accordion', () => {
  it('opens the first category; each heading button says whether its panel is open and which panel it controls', () => {
    render(<OffersAccordion categories={categories} />);
    const moving = screen.getByRole('button', { name: /Moving home/ });
    const post = screen.getByRole('button', { name: /Post and paperwork/ });
    expect(moving.getAttribute('aria-expanded')).toBe('true');
    expect(post.getAttribute('aria-expanded')).toBe('false');
    const postPanel = document.getElementById(post.getAttribute('aria-controls') ?? '');
    expect(postPanel?.hidden).toBe(true);

    fireEvent.click(post);
    expect(post.getAttribute('aria-expanded')).toBe('true');
    expect(postPanel?.hidden).toBe(false);
    fireEvent.click(moving);
    expect(moving.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /Insurance 2 offers/ })).toBeTruthy();
  });

  it('moves between headings with the arrow keys, Home and End', () => {
    render(<OffersAccordion categories={categories} />);
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
  });

  it('links each deal to its partner in a new tab; the postal service deal says "Redirect mail"', () => {
    render(<OffersAccordion categories={categories} />);
    fireEvent.click(screen.getByRole('button', { name: /Post and paperwork/ }));
    const redirect = screen.getByRole('link', { name: /^Redirect mail/ });
    expect(redirect.getAttribute('href')).toBe('https://partner.example/201');
    expect(redirect.getAttribute('target')).toBe('_blank');
    expect(redirect.getAttribute('rel')).toContain('noopener');
    const removals = screen.getByRole('region', { name: /Moving home/ });
    expect(within(removals).getByRole('link', { name: /^View offer/ }).textContent).toContain(
      'opens in a new tab',
    );
  });
});
