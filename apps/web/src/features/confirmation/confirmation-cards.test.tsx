import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { confirmationCards } from '@threshold/domain/journey/confirmation-cards';
import type { AffiliateDeal } from '@threshold/domain/schemas/affiliates';
import type { ConfirmationDetails } from '@threshold/domain/schemas/confirmation';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthorityCard, type AuthorityCardProps } from './authority-card';
import { confirmationDeals } from './discover-offers';
import { EnergyCard, EntertainmentCard } from './product-cards';
import { detailsWith, energy, loadEveryCardPart } from './test-details';

beforeAll(loadEveryCardPart);
afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const cardOf = (details: ConfirmationDetails, key: string) => {
  const card = confirmationCards(details).find((c) => c.key === key);
  if (!card) throw new Error(`no ${key} card`);
  return card;
};

function councilCard(props: Partial<AuthorityCardProps> = {}) {
  const details = detailsWith();
  const council = details.confirmationProductsSummary.council;
  const all: AuthorityCardProps = {
    card: cardOf(details, 'council'),
    kind: 'council',
    name: council.councilName,
    logoUrl: null,
    isAvailable: true,
    isScotland: false,
    completeRegistrationLink: council.completeRegistrationLink,
    notification: null,
    answer: null,
    onAnswer: vi.fn(),
    isSaving: false,
    ...props,
  };
  render(<AuthorityCard {...all} />);
  return all;
}

describe('the council and water cards', () => {
  it('says when the council was told, and asks whether council tax is sorted out', () => {
    const props = councilCard({
      notification: {
        reason: 'initial',
        state: 'sent',
        stateAt: '2026-03-02T14:05:00Z',
        reference: 'TH-7KQ2M9XP',
      },
    });
    expect(screen.getByText('We told Leeds City Council on 02/03/2026 at 14:05.')).toBeTruthy();
    expect(screen.getByText('Status:', { exact: false }).parentElement?.textContent).toBe(
      'Status: To do',
    );
    expect(screen.getByRole('link', { name: /Complete registration/ }).getAttribute('target')).toBe(
      '_blank',
    );
    const group = screen.getByRole('group', { name: 'Have you sorted out your council tax?' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(props.onAnswer).toHaveBeenCalledWith(true);
  });

  it('shows the saving state and takes no second answer meanwhile', () => {
    const props = councilCard({ answer: true, isSaving: true });
    expect(screen.getByRole('status').textContent).toContain('Saving your answer');
    const no = screen.getByRole('button', { name: 'No' });
    expect(no.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(no);
    expect(props.onAnswer).not.toHaveBeenCalled();
  });

  it("links to the council finder when the council is not identified, in the error catalogue's words", () => {
    councilCard({ isAvailable: false, name: null });
    expect(
      screen.getByText("Unfortunately we couldn't identify the local council for your new home."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find your local council/ }).getAttribute('href')).toBe(
      'https://www.gov.uk/find-local-council',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('links to the water supplier finder when the water board is not identified', () => {
    councilCard({ kind: 'water', isAvailable: false, name: null });
    expect(
      screen.getByText("Unfortunately we couldn't identify the water board for your new home."),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /Find your water supplier/ }).getAttribute('href'),
    ).toBe('https://www.water.org.uk/advice-for-customers/find-your-supplier');
  });

  it('tells a Scottish mover water comes with council tax, without the Yes/No', () => {
    councilCard({ kind: 'water', name: 'Scottish Water', isScotland: true });
    expect(screen.getByText(/In Scotland, water is paid with your council tax/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });
});

describe('the energy and broadband cards', () => {
  it('offers "Get started" for energy the mover has not chosen', () => {
    const details = detailsWith();
    const onStart = vi.fn();
    inRouter(
      <EnergyCard
        card={cardOf(details, 'energy')}
        details={details}
        onStart={onStart}
        isStarting={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it('reminds a mover who skipped energy too early, with no way to start yet', () => {
    const details = detailsWith({
      energyOptIn: 1,
      confirmationProductsSummary: {
        ...detailsWith().confirmationProductsSummary,
        energy: { ...energy, isSkipped: true, isMoveInDateInRange: false },
      },
    });
    inRouter(
      <EnergyCard
        card={cardOf(details, 'energy')}
        details={details}
        onStart={vi.fn()}
        isStarting={false}
      />,
    );
    expect(
      screen.getByText(/cannot complete your energy set up until you are 14 days/),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a mover who started broadband back to the broadband list', () => {
    const details = detailsWith({ entertainmentOptIn: 1, entertainmentConsented: true });
    inRouter(
      <EntertainmentCard
        card={cardOf(details, 'entertainment')}
        details={details}
        onStart={vi.fn()}
        isStarting={false}
        onSelectNewPackage={vi.fn()}
        isRemoving={false}
      />,
    );
    expect(screen.getByRole('link', { name: 'Continue set up' }).getAttribute('href')).toBe(
      '/enrolment/entertainment/broadband-list',
    );
  });
});

describe('the energy card when energy can never open', () => {
  const optedIn = { energyOptIn: 1, energyConsented: true } as const;
  function renderBlocked(
    changes: Partial<ConfirmationDetails>,
    home?: Parameters<typeof EnergyCard>[0]['home'],
  ) {
    const details = detailsWith({ ...optedIn, ...changes });
    const onSkip = vi.fn();
    inRouter(
      <EnergyCard
        card={cardOf(details, 'energy')}
        details={details}
        onStart={vi.fn()}
        isStarting={false}
        supportPhone="0113 496 0000"
        onSkip={onSkip}
        isSkipping={false}
        home={home}
      />,
    );
    return onSkip;
  }

  it("says a commercial supply (The Old Warehouse, BS1 6QF) in the spec's words, offers a call and a skip, and no Continue set up", () => {
    const onSkip = renderBlocked(
      { quotableEnergy: false, isMeterInfoValid: true },
      { isManualAddress: false, isDomestic: true, nation: 'England' },
    );
    expect(
      screen.getByText(
        "It looks like your address has a commercial energy supply rather than a domestic one which means I can't provide you with a quotation. You'll need to check your address or obtain a commercial quotation.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue set up' })).toBeNull();
    expect(screen.getByRole('link', { name: '0113 496 0000' }).getAttribute('href')).toBe(
      'tel:01134960000',
    );
    expect(
      screen.getByRole('link', { name: 'Change your moving details' }).getAttribute('href'),
    ).toBe('/enrolment/moving-details');
    fireEvent.click(screen.getByRole('button', { name: 'Skip energy' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('says why for a typed-in address and for Northern Ireland', () => {
    renderBlocked(
      { quotableEnergy: false, isMeterInfoValid: false },
      { isManualAddress: true, isDomestic: null, nation: null },
    );
    expect(screen.getByText(/meter details of an address typed in by hand/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue set up' })).toBeNull();
    cleanup();
    renderBlocked(
      { quotableEnergy: false, isMeterInfoValid: false },
      { isManualAddress: false, isDomestic: true, nation: 'NorthernIreland' },
    );
    expect(screen.getByText(/energy quote for a home in Northern Ireland/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change your moving details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue set up' })).toBeNull();
  });

  it('says a move-in date more than 14 days away is too far off, with no link the guard refuses', () => {
    renderBlocked({
      isMoveInDateInRange: false,
      confirmationProductsSummary: {
        ...detailsWith().confirmationProductsSummary,
        energy: { ...energy, isMoveInDateInRange: false },
      },
    });
    expect(
      screen.getByText(/cannot complete your energy set up until you are 14 days/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue set up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip energy' })).toBeTruthy();
  });

  it('keeps Continue set up for energy that can open', () => {
    renderBlocked({}, { isManualAddress: false, isDomestic: true, nation: 'England' });
    expect(screen.getByRole('link', { name: 'Continue set up' }).getAttribute('href')).toBe(
      '/enrolment/energy/usage',
    );
  });
});

describe('the offers on the confirmation page', () => {
  const deal = (id: number, category: number, showInConfirmationPage = true): AffiliateDeal => ({
    id,
    title: `Deal ${id}`,
    description: null,
    logo: `/affiliate-logos/${id}.svg`,
    link: `https://partner.example/${id}`,
    category,
    showInConfirmationPage,
  });
  const deals = [deal(101, 1), deal(102, 1, false), deal(201, 2)];

  it('shows the deals flagged for it', () => {
    expect(confirmationDeals(deals, false).map((d) => d.id)).toEqual([101, 201]);
  });

  it('hides category 1 for an estate agent group', () => {
    expect(confirmationDeals(deals, true).map((d) => d.id)).toEqual([201]);
  });
});
