import { useQuery } from '@tanstack/react-query';
import type { BroadbandFilters } from '@threshold/domain/schemas/broadband';
import { useState } from 'react';
import { entertainmentStateQuery } from '../api/broadband';
import { readStoredBroadbandFilters } from '../api/broadband-storage';
import { WorkingStatus } from '../../../ui/working-status';
import { BroadbandListStyles } from './broadband-list-styles';
import { callProblem } from './list-problem';
import { ListActions } from './list-actions';
import { PackageChooser } from './package-chooser';
import { ProblemNotice } from './problem-notice';

/**
 * The filters the list opens with (service-journeys 2: "Loads with the saved filters"): those
 * applied in this browser, else those the server saved with the mover's last search.
 */
function useOpeningFilters(): {
  filters: BroadbandFilters | null;
  failure: unknown;
  retry: () => void;
} {
  const [stored] = useState(readStoredBroadbandFilters);
  const saved = useQuery({ ...entertainmentStateQuery, enabled: stored === null });
  return {
    filters: stored ?? saved.data?.appliedFilters ?? null,
    failure: saved.isError ? saved.error : null,
    retry: () => void saved.refetch(),
  };
}

/**
 * /enrolment/entertainment/broadband-list (service-journeys 2 "Broadband list"; issue 11): the
 * speed check, filter and sort, the promoted and listed packages with "load more", Back and
 * "Not now".
 */
export function BroadbandListPage() {
  const opening = useOpeningFilters();
  return (
    <div className="broadband-list-page">
      <BroadbandListStyles />
      <div className="page-intro">
        <h1>Broadband, phone and TV</h1>
        <p className="page-intro__subtitle">
          Packages available at your new home, with the earliest date each can be installed.
        </p>
      </div>
      {opening.filters ? (
        <PackageChooser openingFilters={opening.filters} />
      ) : opening.failure ? (
        <>
          <ProblemNotice problem={callProblem(opening.failure)} onRetry={opening.retry} />
          <ListActions />
        </>
      ) : (
        <WorkingStatus message="Loading broadband packages" />
      )}
    </div>
  );
}

export { BroadbandListPage as Component };
