import { useQuery } from '@tanstack/react-query';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { todayIso } from '@threshold/domain/dates/today';
import { systemClock } from '@threshold/domain/dates/clock';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { currentBrand } from '../../brand/brand-store';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import { isAgentAssisting } from '../../telephony/agent-session';
import { stageSetFor } from './journey-stages';
import { JourneyStyles } from './journey-styles';

/** "Step 3 of 7: Products", the words the live region announces. */
export function stepText(index: number, count: number, label: string, separator = ':'): string {
  return `Step ${index + 1} of ${count}${separator} ${label}`;
}

/**
 * Where the mover is in the journey (portal-access 4's stages: the shell's for a mover, the
 * telephony stages for an agent): an ordered list with the current
 * stage marked and the finished ones ticked. A polite live region says the step when it changes.
 * At narrow widths the list folds behind a one-line "Step 3 of 7 · Products" button.
 */
export function JourneyProgress() {
  const { pathname } = useLocation();
  // The guard has just read the enrolment into this cache entry, so it is there at first render.
  const enrolment = useQuery(ownEnrolmentQuery).data;
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const { stages, stageOfPath, completed } = stageSetFor(isAgentAssisting());
  const current = stageOfPath(pathname);
  if (!current) return null;

  const currentIndex = stages.findIndex((stage) => stage.key === current);
  const currentLabel = stages[currentIndex]?.label ?? '';
  const done = enrolment
    ? completed(snapshotOfEnrolment(enrolment, todayIso(systemClock)), currentBrand().flags)
    : new Set<string>();
  // The folded list opens on this page only; the next page starts folded again.
  const isOpen = openedOn === pathname;

  return (
    <nav className="journey-progress" aria-label="Your progress">
      <JourneyStyles />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {stepText(currentIndex, stages.length, currentLabel)}
      </p>
      <button
        type="button"
        className="journey-progress__toggle"
        aria-expanded={isOpen}
        aria-controls="journey-progress-steps"
        onClick={() => setOpenedOn(isOpen ? null : pathname)}
      >
        <span>{stepText(currentIndex, stages.length, currentLabel, ' ·')}</span>
        <span className="visually-hidden">: show all steps</span>
        <span className="journey-progress__chevron" aria-hidden="true" />
      </button>
      <ol
        id="journey-progress-steps"
        className={`journey-progress__steps${isOpen ? ' journey-progress__steps--open' : ''}`}
      >
        {stages.map((stage, index) => {
          const isCurrent = stage.key === current;
          const isDone = done.has(stage.key);
          const state = isCurrent ? 'current' : isDone ? 'done' : 'todo';
          return (
            <li
              key={stage.key}
              className={`journey-progress__step journey-progress__step--${state}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="journey-progress__marker" aria-hidden="true">
                {isDone && !isCurrent ? '✓' : index + 1}
              </span>
              <span className="journey-progress__label">{stage.label}</span>
              {isDone && !isCurrent && <span className="visually-hidden"> (completed)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
