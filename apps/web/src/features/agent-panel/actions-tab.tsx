import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Enrolment } from '@threshold/domain/schemas/enrolment';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeError } from '../../api/error-message';
import { OWN_ENROLMENT_KEY } from '../../enrolment/own-enrolment-key';
import { ADMIN_PORTAL_ROUTE, configuredAdminPortalUrl } from '../../telephony/admin-portal';
import { Modal, useModalState } from '../../ui/modal';
import {
  ENROLMENT_FINALISED_MESSAGE,
  canFinish,
  canSendLink,
  finishEnrolment,
  forgetCaller,
  dataPrivacyQuery,
  sendInvite,
  sendLink,
  type InviteProduct,
} from './agent-panel.api';

type ActionKey = 'finish' | 'send-link' | 'send-invite' | 'forget';
type Outcome = { kind: 'success' | 'error'; message: string } | null;

type ActionsTabProps = {
  enrolment: Enrolment | undefined;
  /** Energy pages offer the energy invite, broadband pages the broadband one; else none. */
  inviteProduct: InviteProduct | null;
};

/** Actions (portal-access 4, "Telephony actions"): each shown only when the spec allows it. */
export function ActionsTab({ enrolment, inviteProduct }: ActionsTabProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [running, setRunning] = useState<ActionKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const forgetModal = useModalState();
  const privacy = useQuery({ ...dataPrivacyQuery(enrolment?.id ?? ''), enabled: !!enrolment });
  // Each saved change to the enrolment may add or clear a personal detail: ask again.
  useEffect(() => {
    if (enrolment) void queryClient.invalidateQueries({ queryKey: ['data-privacy'] });
  }, [enrolment, queryClient]);

  if (!enrolment) return <p>Loading the enrolment…</p>;

  /** Runs one action at a time; the result is announced in the status line below the buttons. */
  const run = async (key: ActionKey, action: () => Promise<string | void>) => {
    if (running) return;
    setRunning(key);
    setOutcome(null);
    try {
      const message = await action();
      if (message) setOutcome({ kind: 'success', message });
    } catch (error) {
      setOutcome({ kind: 'error', message: describeError(error) });
    } finally {
      setRunning(null);
    }
  };

  const onFinish = () =>
    run('finish', async () => {
      // The answer is the finalised enrolment: kept where the journey reads it (Finish hides).
      queryClient.setQueryData(OWN_ENROLMENT_KEY, await finishEnrolment());
      setOutcome({ kind: 'success', message: ENROLMENT_FINALISED_MESSAGE });
      // The layout moves focus to the confirmation page's heading.
      await navigate('/enrolment/confirmation');
    });

  const onForget = () =>
    run('forget', async () => {
      const { id, message } = await forgetCaller();
      setOutcome({ kind: 'success', message });
      // The admin portal's edit page: ADMIN_PORTAL_URL's when configured, else the portal's own.
      const external = await configuredAdminPortalUrl();
      const editPath = `/enrolments/${encodeURIComponent(id)}`;
      if (external) location.assign(`${external.replace(/\/+$/, '')}${editPath}`);
      // The panel goes with the journey page: the message travels in the navigation's state
      // ({ notice }) for the edit page to announce.
      else await navigate(`${ADMIN_PORTAL_ROUTE}${editPath}`, { state: { notice: message } });
    });

  const inviteLabel =
    inviteProduct === 'energy'
      ? 'Send energy invite'
      : inviteProduct === 'broadband'
        ? 'Send broadband invite'
        : null;
  const buttonProps = (key: ActionKey) => ({
    type: 'button' as const,
    className: 'button button--secondary agent-actions__button',
    'aria-disabled': running !== null || undefined,
    'aria-busy': running === key || undefined,
  });

  return (
    <div className="agent-actions">
      <ul className="agent-actions__list">
        {canFinish(enrolment) && (
          <li>
            <button {...buttonProps('finish')} onClick={() => void onFinish()}>
              Finish
            </button>
          </li>
        )}
        {canSendLink(enrolment) && (
          <li>
            <button {...buttonProps('send-link')} onClick={() => void run('send-link', sendLink)}>
              Send link
            </button>
          </li>
        )}
        {inviteProduct && inviteLabel && (
          <li>
            <button
              {...buttonProps('send-invite')}
              onClick={() => void run('send-invite', () => sendInvite(inviteProduct))}
            >
              {inviteLabel}
            </button>
          </li>
        )}
        {privacy.data?.hasPersonalDetails && (
          <li>
            <button
              {...buttonProps('forget')}
              onClick={() => {
                if (!running) forgetModal.open();
              }}
            >
              Right to be forgotten
            </button>
          </li>
        )}
      </ul>
      <p
        role="status"
        className={`agent-panel__status${outcome?.kind === 'error' ? ' agent-panel__status--error' : ''}`}
      >
        {running ? 'Working…' : (outcome?.message ?? '')}
      </p>
      <Modal
        state={forgetModal.state}
        title="Forget this caller?"
        subtitle="Every personal detail of this enrolment will be erased. This cannot be undone."
        primaryAction={{ label: 'Forget the caller', onSelect: () => void onForget() }}
        secondaryAction={{ label: 'Cancel' }}
        onClose={forgetModal.close}
      />
    </div>
  );
}
