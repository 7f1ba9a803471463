import { systemClock } from '@threshold/domain/dates/clock';
import { todayIso } from '@threshold/domain/dates/today';
import { snapshotOfEnrolment } from '@threshold/domain/journey/enrolment-snapshot';
import { nextIncompleteStep } from '@threshold/domain/journey/next-page';
import { ROUTES } from '@threshold/domain/journey/routes';
import { inviteRouteOf } from '@threshold/domain/telephony/invite-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { WorkingStatus } from '../../ui/working-status';
import { fetchOwnEnrolment } from '../../enrolment/own-enrolment';
import { ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { logInWithLink } from './access.api';

/**
 * Logs in with the link's token, then asks the domain's next-page rules (the ones the journey
 * guard asks) for the first incomplete step: this page keeps no list of steps of its own.
 */
async function logInAndFindNextStep(loginToken: string, invitedTo: string | null): Promise<string> {
  await logInWithLink(loginToken);
  // An invite's link names its product's step; the journey guard still decides if it is open.
  if (invitedTo) return invitedTo;
  const next = nextIncompleteStep(
    snapshotOfEnrolment(await fetchOwnEnrolment(), todayIso(systemClock)),
    currentBrand().flags,
  );
  return next ?? ROUTES.enrolment;
}

/**
 * /log-in/{loginToken}: the auto log-in link (spec section 2). It logs the mover in, then goes
 * to the next incomplete step, or to the step an agent's invite names (?to=, invite steps only).
 */
export function AutoLogInPage() {
  const { loginToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const invitedTo = inviteRouteOf(searchParams.get('to'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = useQuery({
    queryKey: ['auto-log-in', loginToken],
    queryFn: () => logInAndFindNextStep(loginToken, invitedTo),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const to = next.data;
  useEffect(() => {
    if (!to) return;
    queryClient.removeQueries({ queryKey: ENROLMENT_KEY });
    void navigate(to, { replace: true });
  }, [to, navigate, queryClient]);

  return (
    <div className="plain-page">
      <h1>Logging you in</h1>
      {next.isError ? (
        <>
          <p role="alert">{describeError(next.error)}</p>
          <p>
            This link may have expired or been used already. <Link to="/log-in">Log in</Link> or{' '}
            <Link to="/login">log in with a code</Link> instead.
          </p>
        </>
      ) : (
        <WorkingStatus message="Please wait while we're verifying the details of this account" />
      )}
    </div>
  );
}

export { AutoLogInPage as Component };
