import { useQuery } from '@tanstack/react-query';
import type { PageIdentifier } from '@threshold/domain/telephony/page-identifiers';
import { describeError } from '../../api/error-message';
import { NO_SCRIPT_MESSAGE, callScriptQuery } from './agent-panel.api';

/** Script: the call script of the page the agent is on, plain text with its line breaks. */
export function ScriptTab({ pageIdentifier }: { pageIdentifier: PageIdentifier | null }) {
  if (!pageIdentifier) return <p>{NO_SCRIPT_MESSAGE}</p>;
  return <PageScript pageIdentifier={pageIdentifier} />;
}

function PageScript({ pageIdentifier }: { pageIdentifier: PageIdentifier }) {
  const script = useQuery(callScriptQuery(pageIdentifier));
  if (script.isPending) return <p>Loading the script…</p>;
  if (script.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {describeError(script.error)}
      </p>
    );
  }
  if (script.data === null) return <p>{NO_SCRIPT_MESSAGE}</p>;
  return <p className="agent-script">{script.data}</p>;
}
