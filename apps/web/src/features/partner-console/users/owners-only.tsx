import type { ReactNode } from 'react';
import { ConsolePage } from '../console-page';
import { usePartnerMe } from '../use-partner-me';

/**
 * An owners' area (users, API keys): its page for an owner; for staff who reach its address, the
 * page's title and why they cannot use it (the API refuses them too), with a way back.
 */
export function OwnersOnly({
  title,
  message,
  children,
}: {
  title: string;
  /** The domain's owners-only message for this area. */
  message: string;
  children: ReactNode;
}) {
  const me = usePartnerMe();
  // The layout shows a page only once the user is known; until then, nothing to decide on.
  if (!me.data) return null;
  if (me.data.role === 'owner') return children;
  return (
    <ConsolePage title={title}>
      <p className="owners-only">{message}</p>
      <p>Ask an owner of your organisation if you need a change here.</p>
    </ConsolePage>
  );
}
