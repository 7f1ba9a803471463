import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { summariseErrors } from './schema-form';

const TARGETS = [
  ['surname', 'surname'],
  ['dateOfBirth', 'dateOfBirth-day'],
] as const;

describe('ErrorSummary', () => {
  afterEach(cleanup);

  function renderSummary(attempt: number) {
    return render(
      <>
        <ErrorSummary
          attempt={attempt}
          errors={summariseErrors(
            { dateOfBirth: 'Please enter a valid Date of Birth', surname: 'Surname is too short' },
            TARGETS,
          )}
        />
        <input id="surname" aria-label="Surname" />
        <input id="dateOfBirth-day" aria-label="Day" />
      </>,
    );
  }

  it('takes focus when a submit fails and lists the problems in the form order', () => {
    renderSummary(1);
    const summary = screen.getByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Surname is too short',
      'Please enter a valid Date of Birth',
    ]);
  });

  it('takes focus again on the next failed submit', () => {
    const { rerender } = renderSummary(1);
    screen.getByLabelText('Surname').focus();
    rerender(
      <ErrorSummary attempt={2} errors={[{ targetId: 'surname', message: 'Still wrong' }]} />,
    );
    expect(document.activeElement).toBe(screen.getByTestId('error-summary'));
  });

  it('links each problem to its field, which takes focus', () => {
    renderSummary(1);
    fireEvent.click(screen.getByRole('link', { name: 'Please enter a valid Date of Birth' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
  });

  it('shows nothing and takes no focus without errors', () => {
    render(<ErrorSummary attempt={3} errors={[]} />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});
