import { nextPageToLoad } from '@threshold/domain/broadband/package-list';
import type { BroadbandPackage, BroadbandResponse } from '@threshold/domain/schemas/broadband';
import { useEffect, useRef, type ReactNode } from 'react';
import { PackageCard } from '../../ui/package-card/package-card';

type PackageResultsProps = {
  answer: BroadbandResponse;
  isLoadingMore: boolean;
  /** A new list is on its way (filters or sort changed): this one waits, without Load more. */
  isBusy: boolean;
  onLoadMore: () => void;
  actionsOf: (pkg: BroadbandPackage) => ReactNode;
};

const keyOf = (pkg: BroadbandPackage) => `${pkg.sourceId}:${pkg.packageId}`;

/**
 * After "Load more packages": focus moves to the heading of the first package it brought, or to
 * the results' count when it brought none and the button is gone (the last page took it away).
 * A page that failed to load leaves focus on the button.
 */
function useFocusAfterLoadMore(
  listed: readonly BroadbandPackage[],
  isLoadingMore: boolean,
  canLoadMore: boolean,
) {
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    if (firstNew.current === null || isLoadingMore) return;
    const from = firstNew.current;
    firstNew.current = null;
    const heading =
      listed.length > from
        ? listRef.current?.children[from]?.querySelector<HTMLElement>('h2, h3')
        : null;
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else if (!canLoadMore) {
      document.getElementById('broadband-results-count')?.focus();
    }
  }, [listed, isLoadingMore, canLoadMore]);
  const willLoadMore = () => {
    firstNew.current = listed.length;
  };
  return { listRef, willLoadMore };
}

/**
 * The packages: the promoted ones with their badges (each card says why it is a top pick), then
 * the list (4 minus the promoted, or the pages loaded), then "Load more packages" while the next-page rule gives a page. Filters that
 * leave nothing show the no-results message of the error catalogue.
 */
export function PackageResults({
  answer,
  isLoadingMore,
  isBusy,
  onLoadMore,
  actionsOf,
}: PackageResultsProps) {
  const { promotedPackages, interimPackages, moveInDate } = answer;
  const listed = answer.packages.packages;
  const shown = promotedPackages.length + listed.length;
  const total = answer.packages.totalResults;
  const canLoadMore = nextPageToLoad(answer.packages) !== null && shown < total;
  const { listRef, willLoadMore } = useFocusAfterLoadMore(listed, isLoadingMore, canLoadMore);
  const card = (pkg: BroadbandPackage) => (
    <li key={keyOf(pkg)}>
      <PackageCard
        pkg={pkg}
        moveInDate={moveInDate}
        interimPackages={interimPackages}
        actions={actionsOf(pkg)}
      />
    </li>
  );

  return (
    <>
      <p
        id="broadband-results-count"
        className="broadband-results__count"
        tabIndex={-1}
        role="status"
      >
        {total === 0
          ? 'No packages'
          : `Showing ${shown} of ${total} ${total === 1 ? 'package' : 'packages'}`}
      </p>
      {total === 0 && answer.message && (
        <div className="notice notice--error broadband-problem">
          <p>{answer.message}</p>
        </div>
      )}
      {promotedPackages.length > 0 && (
        <section
          className="broadband-results__section"
          aria-labelledby="broadband-promoted-heading"
        >
          <h2 id="broadband-promoted-heading">Our top picks for your new home</h2>
          <ul className="broadband-results__list">{promotedPackages.map(card)}</ul>
        </section>
      )}
      {listed.length > 0 && (
        <section className="broadband-results__section" aria-labelledby="broadband-listed-heading">
          <h2 id="broadband-listed-heading">
            {promotedPackages.length > 0 ? 'More packages' : 'Packages'}
          </h2>
          <ul ref={listRef} className="broadband-results__list">
            {listed.map(card)}
          </ul>
        </section>
      )}
      {canLoadMore && (
        <button
          type="button"
          className="button button--secondary broadband-results__more"
          aria-disabled={isLoadingMore || isBusy || undefined}
          onClick={() => {
            if (isLoadingMore || isBusy) return;
            willLoadMore();
            onLoadMore();
          }}
        >
          {isLoadingMore ? 'Loading more packages…' : 'Load more packages'}
        </button>
      )}
      <p className="broadband-footnote">
        Prices include VAT. Install dates are the earliest each provider can have the package
        working at your new home.
      </p>
    </>
  );
}
