import { useQueryClient } from '@tanstack/react-query';
import type { SkyCallbackSlot } from '@threshold/domain/codes/entertainment-partner';
import { ROUTES } from '@threshold/domain/journey/routes';
import { Link, useNavigate, useParams } from 'react-router';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { OWN_ENROLMENT_KEY } from '../../../enrolment/own-enrolment-key';
import { requestCallback } from '../api/broadband';
import { describeError } from '../../../api/error-message';
import { PackageCard } from '../package-card/package-card';
import { useAction } from '../../../ui/use-action';
import { useListedPackage } from '../package-card/use-listed-package';
import { CallbackForm } from './callback-form';
import { PartnerSignupStyles } from './partner-signup-styles';

/**
 * /enrolment/entertainment/{providerSlug}/signup/{packageId}/{sourceId}: a partner provider's
 * sign-up (service-journeys 2): the package, the call-back slot and Confirm. The request is
 * recorded and sent to the provider; then the confirmation page shows the slot.
 */
export function PartnerSignupPage() {
  const { providerSlug = '', packageId = '', sourceId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pkg, status, moveInDate } = useListedPackage(
    { packageId, sourceId },
    (listed) => listed.signUp.kind === 'partner',
  );
  // The journey guard's cached enrolment: without a number, the form asks for one.
  const enrolment = queryClient.getQueryData<Enrolment>(OWN_ENROLMENT_KEY);
  const confirm = useAction(
    async ({ slot, contactNumber }: { slot: SkyCallbackSlot; contactNumber?: string }) => {
      const answer = await requestCallback(providerSlug, {
        packageId,
        sourceId,
        slot,
        ...(contactNumber ? { contactNumber } : {}),
      });
      const { keepEnrolmentAndFindNext } = await import('../../../enrolment/keep-enrolment');
      keepEnrolmentAndFindNext(queryClient, answer.enrolment);
    },
    { onSuccess: () => navigate(ROUTES.confirmation) },
  );

  return (
    <div className="partner-signup-page">
      <PartnerSignupStyles />
      <div className="page-intro">
        <h1>{pkg ? `Set up ${pkg.provider.name}` : 'Set up your package'}</h1>
        {pkg && (
          <p className="page-intro__subtitle">
            {pkg.provider.name} will call you to finish setting up {pkg.packageName}.
          </p>
        )}
      </div>
      {status}
      {pkg && (
        <>
          <PackageCard pkg={pkg} moveInDate={moveInDate} headingLevel={2} />
          {confirm.isError && (
            <p className="notice notice--error" role="alert">
              {describeError(confirm.error)}
            </p>
          )}
          <CallbackForm
            providerName={pkg.provider.name}
            isSending={confirm.isPending}
            needsNumber={enrolment !== undefined && !enrolment.contactNumber?.trim()}
            onConfirm={(slot, contactNumber) => confirm.mutate({ slot, contactNumber })}
          />
        </>
      )}
      <p className="partner-signup__back">
        <Link to={ROUTES.broadbandList}>Back to packages</Link>
      </p>
    </div>
  );
}

export { PartnerSignupPage as Component };
