import type { Page } from 'playwright-core';

/**
 * How far a page's content jumps while it loads, as a mover sees it: the sum of every layout shift
 * the browser reports (PerformanceObserver 'layout-shift', buffered) that no input caused. That
 * sum is never less than the page's cumulative layout shift (its worst window), so a page under
 * 0.1 here is "good" by Core Web Vitals. Call `watchLayoutShifts` before the page loads.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const seen = { total: 0 };
    Object.defineProperty(window, '__layoutShift', { value: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) seen.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift seen since the page loaded (see watchLayoutShifts). */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift?: { total: number } }).__layoutShift?.total ?? NaN,
  );
}
