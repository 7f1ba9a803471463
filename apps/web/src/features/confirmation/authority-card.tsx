import type { ConfirmationCard } from '@threshold/domain/journey/confirmation-cards';
import { ukDateAndTime } from '@threshold/domain/journey/confirmation-cards';
import {
  COUNCIL_WATER_MESSAGES,
  FIND_COUNCIL_URL,
  FIND_WATER_SUPPLIER_URL,
  notificationStateMessage,
} from '@threshold/domain/messages/council-water';
import type { AuthorityNotification } from '@threshold/domain/schemas/council-water';
import { useId } from 'react';
import { WorkingStatus } from '../../ui/working-status';
import { CONFIRMATION_WORDS as W } from './confirmation-words';
import { ExternalLink, ServiceCard } from './service-card';

export type AuthorityCardProps = {
  card: ConfirmationCard;
  kind: 'council' | 'water';
  name: string | null;
  logoUrl: string | null;
  isAvailable: boolean;
  isScotland: boolean;
  completeRegistrationLink: string | null;
  notification: AuthorityNotification | null;
  /** The mover's answer so far: null before they answer. */
  answer: boolean | null;
  onAnswer: (answer: boolean) => void;
  isSaving: boolean;
};

/** Council Tax or Water (service-journeys 2): who it is, whether we told them, and "sorted out?". */
export function AuthorityCard(props: AuthorityCardProps) {
  const { card, kind, name, logoUrl, isAvailable, notification } = props;
  const questionId = useId();
  if (!isAvailable || !name) {
    return (
      <ServiceCard card={card}>
        <p>
          {kind === 'council'
            ? COUNCIL_WATER_MESSAGES.councilNotIdentifiedForHome
            : COUNCIL_WATER_MESSAGES.waterNotIdentifiedForHome}
        </p>
        <ExternalLink href={kind === 'council' ? FIND_COUNCIL_URL : FIND_WATER_SUPPLIER_URL}>
          {kind === 'council'
            ? COUNCIL_WATER_MESSAGES.findCouncilLink
            : COUNCIL_WATER_MESSAGES.findWaterLink}
        </ExternalLink>
      </ServiceCard>
    );
  }
  return (
    <ServiceCard card={card}>
      <p className="authority">
        {logoUrl && <img src={logoUrl} alt="" width={48} height={48} />}
        <span>{name}</span>
      </p>
      {notification && (
        <p className="authority-told">
          {notificationStateMessage(name, notification.state, ukDateAndTime(notification.stateAt))}
        </p>
      )}
      {props.isScotland ? (
        <p>{COUNCIL_WATER_MESSAGES.scotlandWater}</p>
      ) : (
        <>
          <h4>{W.whatHappensNext}</h4>
          <p>{kind === 'council' ? W.councilNext : W.waterNext}</p>
          {props.completeRegistrationLink && (
            <p>
              <ExternalLink href={props.completeRegistrationLink}>
                {W.completeRegistration}
              </ExternalLink>
            </p>
          )}
          <div className="yes-no" role="group" aria-labelledby={questionId}>
            <p className="yes-no__question" id={questionId}>
              {kind === 'council' ? W.councilQuestion : W.waterQuestion}
            </p>
            <div className="yes-no__buttons">
              {[true, false].map((value) => (
                <button
                  key={String(value)}
                  type="button"
                  className="button button--secondary"
                  aria-pressed={props.answer === value}
                  aria-disabled={props.isSaving}
                  onClick={() => {
                    if (!props.isSaving && props.answer !== value) props.onAnswer(value);
                  }}
                >
                  {value ? W.yes : W.no}
                </button>
              ))}
            </div>
            {props.isSaving && <WorkingStatus message={W.savingAnswer} />}
          </div>
        </>
      )}
    </ServiceCard>
  );
}
