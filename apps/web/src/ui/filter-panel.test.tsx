import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterCheckbox, FilterGroup, FilterPanel, keepUnappliedChoices } from './filter-panel';

type Filters = { suppliers: string[]; paper: boolean; sort: number };

afterEach(cleanup);

describe('keepUnappliedChoices', () => {
  const applied: Filters = { suppliers: ['a'], paper: false, sort: 1 };

  it('keeps what was ticked or unticked and not applied, and follows the rest', () => {
    const draft: Filters = { suppliers: ['b'], paper: true, sort: 1 };
    // The chip for "a" removed and a new sort, outside the panel.
    expect(keepUnappliedChoices(draft, applied, { suppliers: [], paper: false, sort: 3 })).toEqual({
      suppliers: ['b'],
      paper: true,
      sort: 3,
    });
    // Something applied elsewhere that the mover did not touch in the panel comes in.
    expect(
      keepUnappliedChoices({ ...applied }, applied, {
        suppliers: ['a', 'c'],
        paper: true,
        sort: 1,
      }),
    ).toEqual({ suppliers: ['a', 'c'], paper: true, sort: 1 });
  });
});

/** A panel over applied filters that a button outside it changes, as a chip or a sort does. */
function Page({ isBusy = false, onApply }: { isBusy?: boolean; onApply: (f: Filters) => void }) {
  const [applied, setApplied] = useState<Filters>({ suppliers: ['a'], paper: false, sort: 1 });
  return (
    <>
      <FilterPanel
        title="Filter things"
        classPrefix="thing-filters"
        applied={applied}
        isBusy={isBusy}
        onApply={(filters) => {
          setApplied(filters);
          onApply(filters);
        }}
      >
        {(draft, choose) => (
          <FilterGroup legend="Billing">
            <FilterCheckbox
              label="Paper"
              checked={draft.paper}
              onChange={(paper) => choose({ ...draft, paper })}
            />
          </FilterGroup>
        )}
      </FilterPanel>
      <button type="button" onClick={() => setApplied({ ...applied, sort: 2 })}>
        Sort
      </button>
    </>
  );
}

describe('FilterPanel', () => {
  it('applies the choices with Show results, keeping them through a change made outside it', () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    expect(screen.getByRole('group', { name: 'Billing' }).className).toBe('thing-filters__group');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paper' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect((screen.getByRole('checkbox', { name: 'Paper' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(onApply).toHaveBeenCalledWith({ suppliers: ['a'], paper: true, sort: 2 });
  });

  it('while busy, marks Show results disabled and applies nothing', () => {
    const onApply = vi.fn();
    render(<Page isBusy onApply={onApply} />);
    const showResults = screen.getByRole('button', { name: 'Show results' });
    expect(showResults.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(showResults);
    expect(onApply).not.toHaveBeenCalled();
  });
});
