import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { describeError } from '../../api/error-message';
import { currentBrand } from '../../brand/brand-store';
import { WorkingStatus } from '../../ui/working-status';
import { recordCommClick, validateAccount } from './access.api';
import { updateOnboardingState } from '../../api/onboarding-state';
import { commClickNext, isCampaignLink, isOnboardingVerifyOn } from './comm-click-redirect';

/** Records the click and works out where it leads; result 3 is confirmed with its token first. */
async function followLink(token: string | undefined, search: URLSearchParams): Promise<string> {
  const answer = await recordCommClick({
    token: token ?? search.get('token') ?? undefined,
    isCampaign: isCampaignLink(search),
    enrolmentId: search.get('enrolmentId') ?? undefined,
    distributionToken: search.get('distributionToken') ?? undefined,
  });
  // The invitation's medium decides the onboarding verify page's channel (spec section 4).
  const medium = search.get('medium');
  if (medium) updateOnboardingState({ campaignMedium: medium });
  const next = commClickNext(answer, {
    isOtpVariationOn: isOnboardingVerifyOn(currentBrand().flags),
  });
  if (next.kind === 'go') return next.to;
  if (next.kind === 'confirm-then-home') {
    await validateAccount({ token: next.saveAndContinueToken });
    return '/';
  }
  throw new Error('This link has expired or has already been used.');
}

/**
 * /continue and /continue/{confirmToken}: the landing of a link in an e-mail or text
 * (spec section 4, "Comm-click redirect"). It records the click, then moves on.
 */
export function ContinuePage() {
  const { confirmToken } = useParams();
  // useSearchParams would add its code to the entry chunk, where the router lives.
  const search = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const destination = useQuery({
    queryKey: ['comm-click', confirmToken, search.toString()],
    queryFn: () => followLink(confirmToken, search),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const to = destination.data;
  useEffect(() => {
    if (to) void navigate(to, { replace: true });
  }, [to, navigate]);

  if (destination.isError) {
    return (
      <div className="plain-page">
        <h1>We couldn&apos;t open this link</h1>
        <p>{describeError(destination.error)}</p>
        <p>
          <Link to="/log-in">Log in</Link> or <Link to="/pending">start a new move</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="plain-page">
      <h1>Opening your link</h1>
      <WorkingStatus message="Please wait while we're verifying the details of this account" />
    </div>
  );
}

export { ContinuePage as Component };
