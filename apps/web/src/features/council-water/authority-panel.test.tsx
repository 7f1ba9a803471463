import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthorityPanel } from './authority-panel';

afterEach(cleanup);

describe('an authority on the council page', () => {
  it('names the authority and, once told, says so with the date and time', () => {
    render(
      <AuthorityPanel
        kind="council"
        name="Leeds City Council"
        logoUrl={null}
        isScotland={false}
        notification={{
          reason: 'initial',
          state: 'sent',
          stateAt: '2026-03-02T10:05:00Z',
          reference: 'TH-ABCDEFGH',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your local council' })).toBeTruthy();
    expect(screen.getByText('Leeds City Council')).toBeTruthy();
    expect(screen.getByText('We told Leeds City Council on 02/03/2026 at 10:05.')).toBeTruthy();
  });

  it('says an update was sent after the move-in date or address changed, and a failure', () => {
    render(
      <AuthorityPanel
        kind="water"
        name="Yorkshire Water"
        logoUrl={null}
        isScotland={false}
        notification={{
          reason: 'update',
          state: 'failed',
          stateAt: '2026-07-02T09:00:00Z',
          reference: 'TH-ABCDEFGH',
        }}
      />,
    );
    expect(document.body.textContent).toContain(
      "We've told Yorkshire Water about the change to your move-in date or address. We could not reach Yorkshire Water (tried on 02/07/2026 at 10:00). Please contact them yourself.",
    );
  });

  it('links to the finder when the council cannot be identified', () => {
    render(
      <AuthorityPanel
        kind="council"
        name={null}
        logoUrl={null}
        isScotland={false}
        notification={null}
      />,
    );
    expect(
      screen.getByText('Unfortunately, we were not able to identify your council.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /Find your local council/ });
    expect(link.getAttribute('href')).toBe('https://www.gov.uk/find-local-council');
  });

  it("gives Scotland's water text", () => {
    render(
      <AuthorityPanel
        kind="water"
        name="Scottish Water"
        logoUrl={null}
        isScotland
        notification={null}
      />,
    );
    expect(document.body.textContent).toContain('In Scotland, water is paid with your council tax');
  });
});
