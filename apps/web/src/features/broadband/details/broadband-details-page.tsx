import { checkInstallChoice } from '@threshold/domain/broadband/install-date';
import { ROUTES, providerSignupPath } from '@threshold/domain/journey/routes';
import type { BroadbandPackage, InstallChoiceBody } from '@threshold/domain/schemas/broadband';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { handOffPath, recordVisit, recordWombbConsent, selectPackage } from '../api/broadband';
import { storeEntertainment } from '../api/broadband-storage';
import { describeError } from '../../../api/error-message';
import { datePartId } from '../../../ui/form/date-input';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { PackageCard } from '../package-card/package-card';
import { useAction } from '../../../ui/use-action';
import { useListedPackage } from '../package-card/use-listed-package';
import { BroadbandDetailsStyles } from './broadband-details-styles';
import { ASAP_CHOICE, InstallChoice, customDateOf } from './install-choice';
import { PackageDetails } from './package-details';

/**
 * "Great, set this up" (service-journeys 2 "Package details and hand-off"): a partner's package
 * goes to the partner's sign-up page; for a whole-of-market one the mover's whole-of-market
 * consent is recorded (wom-consent, service 4), the package is chosen with when to install it
 * (select-package answers the provider's link), the visit is recorded, and the hand-off screen
 * opens.
 */
async function setUp({
  pkg,
  installation,
}: {
  pkg: BroadbandPackage;
  installation: InstallChoiceBody;
}): Promise<string> {
  if (pkg.signUp.kind === 'partner') return providerSignupPath(pkg.signUp.providerSlug, pkg);
  // The consent comes first: without it on record, nothing is chosen and the mover can try again.
  await recordWombbConsent();
  const chosen = await selectPackage({
    packageId: pkg.packageId,
    sourceId: pkg.sourceId,
    installation,
  });
  storeEntertainment({
    selectedPackage: chosen.entertainment.selectedPackage ?? pkg,
    wombbPackageUrl: chosen.wombbPackageUrl,
  });
  // The package is chosen already: a visit stamp that fails must not keep the mover from the provider.
  await recordVisit('wombbVisitRecorded').catch(() => undefined);
  return handOffPath(pkg);
}

/** /enrolment/entertainment/whole-of-market/broadband-details/{packageId}/{sourceId} */
export function BroadbandDetailsPage() {
  const { packageId = '', sourceId = '' } = useParams();
  const navigate = useNavigate();
  const { pkg, status, moveInDate } = useListedPackage({ packageId, sourceId });
  const setUpAction = useAction(setUp, { onSuccess: (next) => navigate(next) });
  const [install, setInstall] = useState(ASAP_CHOICE);
  const [installError, setInstallError] = useState<string | undefined>();
  // Each refused "Great, set this up" moves focus to the error summary again.
  const [attempt, setAttempt] = useState(0);
  const isWholeOfMarket = pkg?.signUp.kind === 'wholeOfMarket';

  const onSetUp = (chosenPackage: BroadbandPackage) => {
    if (setUpAction.isPending) return;
    const date = install.start === 'custom' ? customDateOf(install) : null;
    if (chosenPackage.signUp.kind === 'wholeOfMarket') {
      const checked = checkInstallChoice({ start: install.start, date }, chosenPackage, moveInDate);
      if (!checked.ok) {
        setInstallError(checked.message);
        setAttempt((count) => count + 1);
        return;
      }
    }
    setInstallError(undefined);
    setUpAction.mutate({ pkg: chosenPackage, installation: { start: install.start, date } });
  };

  return (
    <div className="broadband-details-page">
      <BroadbandDetailsStyles />
      <div className="page-intro">
        <h1>{pkg ? pkg.packageName : 'Package details'}</h1>
        {pkg && <p className="page-intro__subtitle">From {pkg.provider.name}</p>}
      </div>
      {status}
      {pkg && (
        <>
          <ErrorSummary
            errors={
              installError
                ? [{ targetId: datePartId('installDate', 'day'), message: installError }]
                : []
            }
            attempt={attempt}
          />
          <PackageCard pkg={pkg} moveInDate={moveInDate} headingLevel={2} />
          <PackageDetails pkg={pkg} />
          {isWholeOfMarket && (
            <InstallChoice
              pkg={pkg}
              moveInDate={moveInDate}
              value={install}
              onChange={(value) => {
                setInstall(value);
                setInstallError(undefined);
              }}
              error={installError}
            />
          )}
          {setUpAction.isError && (
            <p className="notice notice--error" role="alert">
              {describeError(setUpAction.error)}
            </p>
          )}
        </>
      )}
      <div className="form__actions">
        <Link className="button button--secondary" to={ROUTES.broadbandList}>
          Back to packages
        </Link>
        {pkg && (
          <button
            type="button"
            className="button"
            aria-disabled={setUpAction.isPending || undefined}
            onClick={() => onSetUp(pkg)}
          >
            {setUpAction.isPending ? 'Setting up…' : 'Great, set this up'}
          </button>
        )}
      </div>
    </div>
  );
}

export { BroadbandDetailsPage as Component };
