import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways inside this region; the region takes focus, so a
 * keyboard can scroll it too.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
