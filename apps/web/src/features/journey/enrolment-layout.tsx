import { Link, Outlet, useLoaderData, useRevalidator } from 'react-router';
import { WorkingStatus } from '../../ui/working-status';
import { JourneyProgress } from './journey-progress';
import { JourneyStyles } from './journey-styles';

/** What the enrolment layout renders: the page, or why the enrolment could not be read (the route's guard answers it). */
export type EnrolmentGuardData = { failure: string | null };

/**
 * Every /enrolment page: the journey progress above the page. When the guard could not read the
 * enrolment, a friendly message and a way to try again instead of the page (never a crash).
 */
export function EnrolmentLayout() {
  const { failure } = useLoaderData<EnrolmentGuardData>();
  const revalidator = useRevalidator();

  if (failure !== null) {
    const isRetrying = revalidator.state === 'loading';
    return (
      <div className="plain-page">
        <JourneyStyles />
        <h1>We couldn&apos;t load your details</h1>
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
        {isRetrying ? (
          <WorkingStatus message="Trying again" />
        ) : (
          <p className="guard-failure__actions">
            <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
              Try again
            </button>
            <Link to="/">Go to the home page</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <JourneyProgress />
      <Outlet />
    </>
  );
}
