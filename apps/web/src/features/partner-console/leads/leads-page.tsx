import { LEAD_CHANNELS } from '@threshold/domain/partner/lead-channel';
import type { LeadList, LeadSort } from '@threshold/domain/partner/lead-list';
import { LEAD_STAGES, LEAD_STAGE_LABEL } from '@threshold/domain/partner/lead-stage';
import type { PartnerBrand } from '@threshold/domain/partner/partner-users';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { describeError } from '../../../api/error-message';
import { FieldFrame, TextField } from '../../../ui/form/field';
import { useAction } from '../../../ui/use-action';
import { WorkingStatus } from '../../../ui/working-status';
import { ConsolePage } from '../console-page';
import { brandLabel, usePartnerMe } from '../use-partner-me';
import {
  ariaSortOf,
  filtersFromForm,
  filtersFromSearch,
  isFiltered,
  pageCount,
  searchOfFilters,
  showingWords,
  sortedBy,
  type LeadFilters,
} from './lead-filters';
import { SOURCE_LABEL, leadName, shownDate, shownDateTime } from './lead-words';
import { exportLeads, leadListQuery } from './leads-api';
import { LeadsStyles } from './leads-styles';
import { TableScroll } from './table-scroll';

type FilterValues = Record<'q' | 'branch' | 'stage' | 'source' | 'moveInFrom' | 'moveInTo', string>;

/** The console's home (issue 22): the leads of the user's brand and those below it. */
export function LeadsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  // The previous page stays in view (marked as loading) while the next one comes.
  const list = useQuery({ ...leadListQuery(filters), placeholderData: (previous) => previous });
  const me = usePartnerMe();
  const go = (next: LeadFilters) => setSearch(searchOfFilters(next));
  const exporting = useAction(() => exportLeads(filters));

  return (
    <ConsolePage
      title="Leads"
      actions={
        <>
          <Link className="button" to="/partner/leads/new">
            Add a lead
          </Link>
          <Link className="button button--secondary" to="/partner/leads/upload">
            Upload a CSV
          </Link>
          <button
            type="button"
            className="button button--secondary"
            disabled={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            Export CSV
          </button>
        </>
      }
    >
      <LeadsStyles />
      {exporting.isPending && <WorkingStatus message="Preparing your CSV file" />}
      {exporting.isError && (
        <p className="notice notice--error" role="alert">
          We could not export your leads. {describeError(exporting.error)}
        </p>
      )}
      <LeadFilterForm
        // A new address (Back, a cleared filter) starts the form from what it says.
        key={search.toString()}
        filters={filters}
        branches={(me.data?.brands ?? []).filter(
          (brand) => brand.branchCode !== null && brand.id !== me.data?.brand.id,
        )}
        onApply={(values) => go(filtersFromForm(values, filters))}
      />
      <LeadResults list={list} filters={filters} onSort={(sort) => go(sortedBy(filters, sort))} />
    </ConsolePage>
  );
}

type ListQuery = ReturnType<typeof useQuery<LeadList>>;

function LeadResults({
  list,
  filters,
  onSort,
}: {
  list: ListQuery;
  filters: LeadFilters;
  onSort: (sort: LeadSort) => void;
}) {
  if (list.isPending) return <WorkingStatus message="Loading leads" />;
  if (list.isError) {
    return (
      <div className="notice notice--error" role="alert">
        <p>We could not load your leads. {describeError(list.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void list.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const { leads, total, size, page } = list.data;
  if (total === 0) {
    return isFiltered(filters) ? (
      <div role="status" className="leads-empty">
        <p>No leads match your search and filters.</p>
        <p>
          <Link to="/partner/leads">Clear the search and filters</Link>
        </p>
      </div>
    ) : (
      <div role="status" className="leads-empty">
        <p>You have no leads yet. Add a lead or upload a CSV file to invite movers.</p>
      </div>
    );
  }
  const pages = pageCount(total, size);
  // A page past the end (leads removed since): the count says so and the pages lead back.
  return (
    <>
      <p role="status" className="leads-count">
        {showingWords(page, size, leads.length, total)}
        {list.isPlaceholderData && <span className="muted"> (loading)</span>}
      </p>
      <TableScroll labelledBy="leads-caption">
        <table
          className="console-table leads-table"
          aria-busy={list.isPlaceholderData || undefined}
        >
          <caption id="leads-caption" className="visually-hidden">
            Leads
          </caption>
          <thead>
            <tr>
              <SortHeader filters={filters} sort="name" onSort={onSort}>
                Name
              </SortHeader>
              <th scope="col">Email</th>
              <th scope="col">Postcode</th>
              <th scope="col">Branch</th>
              <SortHeader filters={filters} sort="moveInDate" onSort={onSort}>
                Move-in date
              </SortHeader>
              <SortHeader filters={filters} sort="stage" onSort={onSort}>
                Stage
              </SortHeader>
              <th scope="col">Source</th>
              <SortHeader filters={filters} sort="created" onSort={onSort}>
                Created
              </SortHeader>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id}>
                <th scope="row">
                  <Link to={`/partner/leads/${lead.id}`}>{leadName(lead)}</Link>
                </th>
                <td>{lead.emailAddress}</td>
                <td className="leads-table__nowrap">{lead.postcode}</td>
                <td>{lead.branch ?? <span className="visually-hidden">None</span>}</td>
                <td className="leads-table__nowrap">{shownDate(lead.moveInDate)}</td>
                <td>{LEAD_STAGE_LABEL[lead.stage]}</td>
                <td>{lead.source ? SOURCE_LABEL[lead.source] : ''}</td>
                <td>{shownDateTime(lead.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {pages > 1 && (
        <nav className="leads-pages" aria-label="Pages of leads">
          {page > 1 ? (
            <Link
              to={{
                search: searchOfFilters({ ...filters, page: Math.min(page - 1, pages) }).toString(),
              }}
              rel="prev"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link
              to={{ search: searchOfFilters({ ...filters, page: page + 1 }).toString() }}
              rel="next"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}

function SortHeader({
  filters,
  sort,
  onSort,
  children,
}: {
  filters: LeadFilters;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  children: string;
}) {
  const ariaSort = ariaSortOf(filters, sort);
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(sort)}>
        {children}
        <span className="sort-button__arrow" aria-hidden="true">
          {ariaSort === 'ascending' ? '▲' : ariaSort === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

const emptyValues = (filters: LeadFilters): FilterValues => ({
  q: filters.q ?? '',
  branch: filters.branch ?? '',
  stage: filters.stage ?? '',
  source: filters.source ?? '',
  moveInFrom: filters.moveInFrom ?? '',
  moveInTo: filters.moveInTo ?? '',
});

function LeadFilterForm({
  filters,
  branches,
  onApply,
}: {
  filters: LeadFilters;
  branches: PartnerBrand[];
  onApply: (values: FilterValues) => void;
}) {
  const [values, setValues] = useState<FilterValues>(() => emptyValues(filters));
  const hasFilters = Object.entries(filters).some(
    ([key, value]) => key !== 'q' && key !== 'sort' && key !== 'order' && key !== 'page' && value,
  );
  const bind = (name: keyof FilterValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const select = (
    id: string,
    name: 'branch' | 'stage' | 'source',
    label: string,
    options: readonly (readonly [value: string, label: string])[],
    all: string,
  ) => (
    <FieldFrame id={id} label={label}>
      <select id={id} className="input input--select" {...bind(name)}>
        <option value="">{all}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
  return (
    <form
      className="leads-filters"
      role="search"
      aria-label="Search leads"
      noValidate
      onSubmit={onSubmit}
    >
      <div className="leads-filters__search">
        <TextField
          id="lead-search"
          label="Search"
          hint="A name, email address or postcode"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          {...bind('q')}
        />
      </div>
      {/* Closed on a phone's first look unless a filter is on, so the list is near the top. */}
      <details className="leads-filters__more" open={hasFilters}>
        <summary>Filters</summary>
        <div className="leads-filters__fields">
          {branches.length > 0 &&
            select(
              'lead-branch',
              'branch',
              'Branch',
              branches.map((brand) => [brand.branchCode ?? '', brandLabel(brand)] as const),
              'All branches',
            )}
          {select(
            'lead-stage',
            'stage',
            'Stage',
            LEAD_STAGES.map((stage) => [stage, LEAD_STAGE_LABEL[stage]] as const),
            'All stages',
          )}
          {select(
            'lead-source',
            'source',
            'Source',
            LEAD_CHANNELS.map((source) => [source, SOURCE_LABEL[source]] as const),
            'All sources',
          )}
          <TextField
            id="lead-move-in-from"
            label="Moving in from"
            type="date"
            {...bind('moveInFrom')}
          />
          <TextField id="lead-move-in-to" label="Moving in to" type="date" {...bind('moveInTo')} />
        </div>
      </details>
      <div className="leads-filters__actions">
        <button type="submit" className="button">
          Search
        </button>
        {isFiltered(filters) && <Link to="/partner/leads">Clear the search and filters</Link>}
      </div>
    </form>
  );
}

export { LeadsPage as Component };
