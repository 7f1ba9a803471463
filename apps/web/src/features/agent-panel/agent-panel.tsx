import { useQuery } from '@tanstack/react-query';
import {
  inviteProductOfPath,
  pageIdentifierOfPath,
} from '@threshold/domain/telephony/page-identifiers';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ownEnrolmentQuery } from '../../enrolment/own-enrolment';
import { ActionsTab } from './actions-tab';
import { AgentPanelStyles } from './agent-panel-styles';
import { EnrolmentInfoTab } from './enrolment-info-tab';
import { NotesTab } from './notes-tab';
import { ScriptTab } from './script-tab';
import { Tabs } from '../../ui/tabs';

type TabKey = 'info' | 'actions' | 'script' | 'notes';

/**
 * The telephony side panel (portal-access 2): tabs Enrolment Info, Actions, Script and
 * Notes/History, and a promotions area. Its own chunk, loaded only while an agent assists an
 * enrolment; the layout places it beside the journey page (25% of the width from 1024 px).
 */
export function AgentPanel({ enrolmentId }: { enrolmentId: string }) {
  const { pathname } = useLocation();
  // The journey's own enrolment query: the guard has read it already, so no second call.
  const enrolment = useQuery(ownEnrolmentQuery).data;
  const [selected, setSelected] = useState<TabKey>('info');
  const headingId = useId();
  const promotionsId = useId();

  return (
    <aside className="agent-panel" aria-labelledby={headingId}>
      <AgentPanelStyles />
      <h2 id={headingId} className="agent-panel__title">
        Agent panel
      </h2>
      <Tabs<TabKey>
        className="agent-tabs"
        label="Agent tools"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          {
            key: 'info',
            label: 'Enrolment Info',
            content: <EnrolmentInfoTab enrolment={enrolment} />,
          },
          {
            key: 'actions',
            label: 'Actions',
            content: (
              <ActionsTab enrolment={enrolment} inviteProduct={inviteProductOfPath(pathname)} />
            ),
          },
          {
            key: 'script',
            label: 'Script',
            content: <ScriptTab pageIdentifier={pageIdentifierOfPath(pathname)} />,
          },
          { key: 'notes', label: 'Notes/History', content: <NotesTab enrolmentId={enrolmentId} /> },
        ]}
      />
      <section className="agent-panel__promotions" aria-labelledby={promotionsId}>
        <h3 id={promotionsId}>Promotions</h3>
        <p>No promotions right now.</p>
      </section>
    </aside>
  );
}

export default AgentPanel;
