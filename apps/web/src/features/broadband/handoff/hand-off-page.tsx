import { ROUTES } from '@threshold/domain/journey/routes';
import { useCallback } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { VISIT_RECORDED_PATH } from '../api/broadband';
import { readStoredEntertainment } from '../api/broadband-storage';
import { HandOffStyles } from './hand-off-styles';
import { useHandOffTimer } from './use-hand-off-timer';

/**
 * The whole-of-market hand-off (service-journeys 2): the provider's site opens in a new tab after
 * 15 seconds, unless cancelled or opened with the link first; then "We recorded your visit".
 */
export function HandOffPage() {
  const { packageId, sourceId } = useParams();
  const navigate = useNavigate();
  const stored = readStoredEntertainment();
  const pkg = stored?.selectedPackage;
  const url =
    pkg?.packageId === packageId && pkg?.sourceId === sourceId ? stored?.wombbPackageUrl : null;

  const open = useCallback(() => {
    if (!url) return;
    window.open(url, '_blank', 'noopener,noreferrer');
    // Replaced: the browser's Back from the question must not count down and open it again.
    void navigate(VISIT_RECORDED_PATH, { replace: true });
  }, [url, navigate]);
  const timer = useHandOffTimer(open);

  if (!pkg || !url) {
    return (
      <div className="hand-off-page">
        <div className="page-intro">
          <h1>We could not find that package</h1>
        </div>
        <p>Choose a package from the list to set it up.</p>
        <Link className="button" to={ROUTES.broadbandList}>
          Back to packages
        </Link>
      </div>
    );
  }

  const provider = pkg.provider.name;
  return (
    <div className="hand-off-page">
      <HandOffStyles />
      <div className="page-intro">
        <h1>Taking you to {provider}</h1>
        <p className="page-intro__subtitle">
          Sign up for {pkg.packageName} on {provider}'s website. We have recorded your visit.
        </p>
      </div>
      {timer.state === 'cancelled' ? (
        <p>You stopped {provider} opening. You can still open it yourself.</p>
      ) : (
        <p>
          {provider}'s website opens in a new tab in{' '}
          <span role="timer">
            {timer.secondsLeft} {timer.secondsLeft === 1 ? 'second' : 'seconds'}
          </span>
          .
        </p>
      )}
      <div className="form__actions">
        <a
          className="button"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            timer.markOpened();
            void navigate(VISIT_RECORDED_PATH, { replace: true });
          }}
        >
          Go to {provider} now<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {timer.state === 'counting' ? (
          <button type="button" className="button button--secondary" onClick={timer.cancel}>
            Cancel
          </button>
        ) : (
          <Link className="button button--secondary" to={ROUTES.broadbandList}>
            Back to packages
          </Link>
        )}
      </div>
    </div>
  );
}

export { HandOffPage as Component };
