import { nextPageToLoad } from '@threshold/domain/broadband/package-list';
import type { BroadbandPackage, BroadbandResponse } from '@threshold/domain/schemas/broadband';
import { useEffect, useRef, type ReactNode } from 'react';
import { PackageCard } from '../package-card/package-card';

type PackageResultsProps = {
  answer: BroadbandResponse;
  isLoadingMore: boolean;
  /** A new list is on its way (filters or sort changed): this one waits, without Load more. */
  isBusy: boolean;
  onLoadMore: () => void;
  actionsOf: (pkg: BroadbandPackage) => ReactNode;
};

const keyOf = (pkg: BroadbandPackage) => `${pkg.sourceId}:${pkg.packageId}`;

/** The list's one group of 4G/5G routers, which each late package's warning points to. */
export const INTERIM_GROUP_ID = 'broadband-interim';

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
 * the list (4 minus the promoted, or the pages loaded), then "Load more packages" while the
 * next-page rule gives a page, then, once for the whole list, the 4G/5G routers that can keep the
 * mover online while a line is waited for (a late package's warning links to them). Filters that
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
  const interimGroupId = interimPackages.length > 0 ? INTERIM_GROUP_ID : null;
  const card = (pkg: BroadbandPackage) => (
    <li key={keyOf(pkg)}>
      <PackageCard
        pkg={pkg}
        moveInDate={moveInDate}
        interimGroupId={interimGroupId}
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
      {interimPackages.length > 0 && (
        <section
          id={`${INTERIM_GROUP_ID}-group`}
          className="broadband-results__section"
          aria-labelledby={INTERIM_GROUP_ID}
        >
          <h2 id={INTERIM_GROUP_ID} tabIndex={-1}>
            4G/5G routers while you wait for your line
          </h2>
          <p>
            Some packages can&apos;t be installed before you move in. A 4G/5G router needs no line
            or engineer: it comes by post, so you can be online from the day you move in.
          </p>
          <ul className="broadband-results__list">{interimPackages.map(card)}</ul>
        </section>
      )}
      <p className="broadband-footnote">
        Prices include VAT. Install dates are the earliest each provider can have the package
        working at your new home.
      </p>
    </>
  );
}
