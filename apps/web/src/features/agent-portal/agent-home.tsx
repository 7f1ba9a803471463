import { enrolmentSearchQuerySchema } from '@threshold/domain/telephony/enrolment-search';
import type { EnrolmentFound } from '@threshold/domain/telephony/enrolment-search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import type { AgentSession } from '../../telephony/agent-session';
import { TextField } from '../../ui/form/field';
import { FormShell, useSchemaForm, type FieldTargets } from '../../ui/form/schema-form';
import { useSubmit } from '../../ui/form/use-submit';
import { WorkingStatus } from '../../ui/working-status';
import { assistEnrolment, searchEnrolments } from './agent-portal.api';
import { pathAfterOpening, shownDate, statusLabel } from './agent-portal-format';
import { NewEnrolmentForCaller } from './new-enrolment-for-caller';

const SEARCH_TARGETS: FieldTargets = [['search', 'search']];

/** Where the portal runs now: the brand (and branch) prefix of this page's address. */
function currentPortalPath(): string {
  const { urlRoute, branchId } = currentBrand();
  return `/${urlRoute}${branchId ? `/${branchId}` : ''}`;
}

/** Opens an enrolment: a token bound to it, a fresh cache, then the journey's page for it. */
export function useOpenEnrolment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const open = useSubmit(
    async (found: { id: string; status: number; portalPath?: string }) => {
      setFailure(null);
      await assistEnrolment(found.id);
      return found;
    },
    {
      onSuccess: async ({ status, portalPath }) => {
        // Nothing cached for another enrolment (or none) may show for this one.
        queryClient.clear();
        const path = pathAfterOpening(status);
        // Under another brand the portal starts again there, so the journey wears that brand.
        if (portalPath && portalPath !== currentPortalPath())
          location.assign(`${portalPath}${path}`);
        else await navigate(path);
      },
      onError: (error) => setFailure(describeError(error)),
    },
  );
  return { failure, isPending: open.isPending, run: open.run };
}

/** The admin portal once signed in: the agent's name, the search and a new enrolment for a caller. */
export function AgentHome({
  session,
  onSignedOut,
}: {
  session: AgentSession;
  onSignedOut: () => void;
}) {
  const [search, setSearch] = useState<string | null>(null);
  const form = useSchemaForm(enrolmentSearchQuerySchema, { search: '' });
  const found = useQuery({
    queryKey: ['agent-portal', 'search', search],
    queryFn: () => searchEnrolments(search ?? ''),
    enabled: search !== null,
    staleTime: 0,
  });
  const open = useOpenEnrolment();
  // A refused token (expired, logged out elsewhere, agent deactivated): sign in again.
  const isRefused = found.error instanceof ApiError && found.error.status === 401;
  useEffect(() => {
    if (isRefused) onSignedOut();
  }, [isRefused, onSignedOut]);
  const onSearch = ({ search: typed }: { search: string }) => {
    if (typed === search) void found.refetch();
    else setSearch(typed);
  };

  return (
    <>
      <div className="page-intro">
        <h1>Admin portal</h1>
        <p className="agent-portal__signed-in">Signed in as {session.agentName}</p>
      </div>
      <section className="agent-portal__section" aria-labelledby="agent-search-heading">
        <h2 id="agent-search-heading">Find an enrolment</h2>
        <div className="form-page">
          <FormShell
            form={form}
            targets={SEARCH_TARGETS}
            onSubmit={form.handleSubmit(onSearch)}
            submitLabel="Search"
            isSubmitting={found.isFetching}
          >
            <TextField
              id="search"
              label="Search by name, email, mobile or postcode"
              type="search"
              autoComplete="off"
              spellCheck={false}
              error={form.errors.search}
              {...form.bind('search')}
            />
          </FormShell>
        </div>
        {found.isFetching && <WorkingStatus message="Searching" />}
        {found.isError && (
          <p className="notice notice--error" role="alert">
            {describeError(found.error)}
          </p>
        )}
        {open.failure && (
          <p className="notice notice--error" role="alert">
            {open.failure}
          </p>
        )}
        {found.data && !found.isFetching && (
          <SearchResults enrolments={found.data} onOpen={open.run} isOpening={open.isPending} />
        )}
      </section>
      <section className="agent-portal__section" aria-labelledby="agent-new-heading">
        <h2 id="agent-new-heading">Start a new enrolment for a caller</h2>
        <NewEnrolmentForCaller />
      </section>
    </>
  );
}

function SearchResults({
  enrolments,
  onOpen,
  isOpening,
}: {
  enrolments: EnrolmentFound[];
  onOpen: (found: EnrolmentFound) => void;
  isOpening: boolean;
}) {
  if (enrolments.length === 0) {
    return <p role="status">No enrolments match your search.</p>;
  }
  return (
    <>
      <p role="status">
        {enrolments.length === 1 ? '1 enrolment found' : `${enrolments.length} enrolments found`}
      </p>
      {/* A table wider than a phone scrolls sideways; the region takes focus so a keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-labelledby="agent-results" tabIndex={0}>
        <table className="agent-table">
          <caption id="agent-results">Enrolments found</caption>
          <thead>
            <tr>
              <th scope="col">Customer name</th>
              <th scope="col">Email</th>
              <th scope="col">Postcode</th>
              <th scope="col">Address</th>
              <th scope="col">Move-in date</th>
              <th scope="col">Brand</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {enrolments.map((enrolment) => {
              const name = enrolment.customerName ?? 'No name yet';
              return (
                <tr key={enrolment.id}>
                  <td>
                    <Link to={`/agent/enrolments/${enrolment.id}`}>{name}</Link>
                  </td>
                  <td>{enrolment.emailAddress}</td>
                  <td>{enrolment.postcode}</td>
                  <td>{enrolment.addressLine1}</td>
                  <td>{shownDate(enrolment.moveInDate)}</td>
                  <td>{enrolment.brandName}</td>
                  <td>{enrolment.forgotten ? 'Forgotten' : statusLabel(enrolment.status)}</td>
                  <td>
                    {!enrolment.forgotten && (
                      <button
                        type="button"
                        className="button button--quiet"
                        disabled={isOpening}
                        onClick={() => onOpen(enrolment)}
                      >
                        Open<span className="visually-hidden"> the enrolment of {name}</span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
