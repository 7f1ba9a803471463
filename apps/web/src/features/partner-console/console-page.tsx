import type { ReactNode } from 'react';

/**
 * A console page: its one h1 (the layout focuses it after a navigation and the document title
 * follows it) and, beside it, the page's main actions.
 */
export function ConsolePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="console-page">
      <div className="console-page__top">
        <h1>{title}</h1>
        {actions && <div className="console-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
