import { describeError } from '../../api/error-message';
import { useAction } from '../../ui/use-action';
import { WorkingStatus } from '../../ui/working-status';
import { downloadChecklist } from './confirmation.api';
import {
  CONFIRMATION_WORDS as W,
  HOUSE_SHARING_URL,
  ROYAL_MAIL_REDIRECTION_URL,
} from './confirmation-words';
import { ExternalLink } from './service-card';

/** "Other things you might want to do": mail redirection, house sharing and the moving checklist. */
export function OtherThings({ download = downloadChecklist }: { download?: () => Promise<void> }) {
  const checklist = useAction(download);
  return (
    <section aria-labelledby="other-things-heading">
      <h2 id="other-things-heading">{W.otherThingsHeading}</h2>
      <ul className="extras">
        <li className="extra">
          <h3>{W.redirectMailTitle}</h3>
          <p>{W.redirectMailText}</p>
          <ExternalLink href={ROYAL_MAIL_REDIRECTION_URL}>{W.redirectMailLink}</ExternalLink>
        </li>
        <li className="extra">
          <h3>{W.houseSharingTitle}</h3>
          <p>{W.houseSharingText}</p>
          <ExternalLink href={HOUSE_SHARING_URL}>{W.houseSharingLink}</ExternalLink>
        </li>
        <li className="extra">
          <h3>{W.checklistTitle}</h3>
          <p>{W.checklistText}</p>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={checklist.isPending}
            onClick={() => {
              if (!checklist.isPending) checklist.mutate(undefined);
            }}
          >
            {W.checklistButton}
          </button>
          {checklist.isPending && <WorkingStatus message={W.checklistPreparing} />}
          <div aria-live="polite">{checklist.isSuccess && <p>{W.checklistReady}</p>}</div>
          {checklist.isError && (
            <p className="notice notice--error" role="alert">
              {describeError(checklist.error)}
            </p>
          )}
        </li>
      </ul>
    </section>
  );
}
