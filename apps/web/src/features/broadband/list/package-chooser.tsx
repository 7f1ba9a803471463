import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nextPageToLoad, speedText } from '@threshold/domain/broadband/package-list';
import {
  BROADBAND_SORT_OPTIONS,
  isBroadbandSortOption,
} from '@threshold/domain/codes/broadband-sort-option';
import { broadbandDetailsPath } from '@threshold/domain/journey/routes';
import type { BroadbandFilters, BroadbandPackage } from '@threshold/domain/schemas/broadband';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { broadbandQuery, recordVisit } from '../api/broadband';
import { storeBroadbandFilters } from '../api/broadband-storage';
import { FilterChips } from '../../../ui/filter-panel';
import { WorkingStatus } from '../../../ui/working-status';
import { chipsOf } from './broadband-filters';
import { FilterPanel } from './filter-panel';
import { answerProblem, callProblem } from './list-problem';
import { ListActions, useBackPage } from './list-actions';
import { ProblemNotice } from './problem-notice';
import { PackageResults } from './package-results';

/** The whole-of-market list was viewed (wombbViewedDate), once per visit to the page. */
function useRecordListViewed(isShown: boolean) {
  const isRecorded = useRef(false);
  useEffect(() => {
    if (!isShown || isRecorded.current) return;
    isRecorded.current = true;
    // A failure here costs the mover nothing they can see.
    void recordVisit('wombbViewed').catch(() => undefined);
  }, [isShown]);
}

/** A card's link to its details page, naming the package for screen readers. */
export function detailsLinkOf(pkg: BroadbandPackage) {
  return (
    <Link className="button button--secondary" to={broadbandDetailsPath(pkg)}>
      Details
      <span className="visually-hidden">
        {' '}
        of {pkg.packageName} from {pkg.provider.name}
      </span>
    </Link>
  );
}

/**
 * The list under its filters: the speed check, filter panel and chips, sort, packages and
 * "load more". Applied filters are kept in this browser and saved by the search itself. In the
 * error state filter and sort are hidden (service-journeys 2).
 */
export function PackageChooser({ openingFilters }: { openingFilters: BroadbandFilters }) {
  const [applied, setApplied] = useState(openingFilters);
  const [pagesToLoad, setPagesToLoad] = useState<number | null>(null);
  const list = useQuery({
    ...broadbandQuery(applied, pagesToLoad),
    placeholderData: keepPreviousData,
  });
  const answer = list.data;
  useRecordListViewed(answer !== undefined);
  useBackPage();

  const apply = (filters: BroadbandFilters) => {
    setApplied(filters);
    setPagesToLoad(null);
    storeBroadbandFilters(filters);
  };

  // A page of "load more" on its way, or a new list (filters or sort changed) with the last one
  // still shown until it comes.
  const isLoadingMore = list.isPlaceholderData && pagesToLoad !== null;
  const isChangingList = list.isPlaceholderData && pagesToLoad === null;
  const problem =
    list.isError && !answer ? callProblem(list.error) : answer ? answerProblem(answer) : null;
  const isErrorState = problem?.isErrorState ?? false;
  const options = answer?.packages.filterOptions ?? null;
  const speeds = answer?.broadbandResponse.speeds;

  // The list opens whole, once its first answer (or failure) is in: the speed check above the
  // filters comes with the answer, so drawing the filters first would push them down.
  if (!answer && !problem) return <WorkingStatus message="Loading broadband packages" />;
  return (
    <div className="broadband-list">
      {speeds && (
        <aside className="broadband-speeds" aria-labelledby="broadband-speeds-heading">
          <h2 id="broadband-speeds-heading">Speed check for your new home</h2>
          <dl>
            <div>
              <dt>Standard broadband</dt>
              <dd>{speedText(speeds.standard_mbps)}</dd>
            </div>
            <div>
              <dt>Fibre broadband</dt>
              <dd>{speedText(speeds.fibre_mbps)}</dd>
            </div>
          </dl>
        </aside>
      )}
      {problem && <ProblemNotice problem={problem} onRetry={() => void list.refetch()} />}
      <div className={isErrorState ? 'broadband-list__layout--single' : 'broadband-list__layout'}>
        {!isErrorState && (
          <FilterPanel
            applied={applied}
            options={options}
            isBusy={isChangingList}
            onApply={apply}
          />
        )}
        <div className="broadband-list__results">
          {!isErrorState && (
            <>
              <FilterChips
                chips={chipsOf(applied, options?.providers ?? [])}
                onRemove={(chip) => apply(chip.without)}
                focusWhenNoneLeft="broadband-results-count"
              />
              <div className="broadband-sort">
                <label htmlFor="broadband-sort">Sort by</label>
                <select
                  id="broadband-sort"
                  className="input input--select"
                  value={applied.sortOption}
                  aria-disabled={isChangingList || undefined}
                  onChange={(event) => {
                    const sortOption = Number(event.target.value);
                    if (isChangingList || !isBroadbandSortOption(sortOption)) return;
                    apply({ ...applied, sortOption });
                  }}
                >
                  {BROADBAND_SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
          {isChangingList && <WorkingStatus message="Loading broadband packages" />}
          {answer && !answer.serviceUnavailable ? (
            <div className="broadband-results" aria-busy={isChangingList}>
              <PackageResults
                answer={answer}
                isLoadingMore={isLoadingMore}
                isBusy={isChangingList}
                onLoadMore={() => {
                  const next = nextPageToLoad(answer.packages);
                  if (next !== null) setPagesToLoad(next);
                }}
                actionsOf={detailsLinkOf}
              />
            </div>
          ) : (
            !problem && <WorkingStatus message="Loading broadband packages" />
          )}
          {list.isError && answer && (
            <p className="notice notice--error" role="alert">
              {callProblem(list.error).message}
            </p>
          )}
        </div>
      </div>
      <ListActions />
    </div>
  );
}
