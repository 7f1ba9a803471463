import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './browser';
import { VIEWPORTS, type ViewportName } from './viewports';

type PageAtOtherWidth = { where: string; problems: string[] };

export type OtherWidthChecks = {
  /** The width the pages are checked at: the one the journey does not run at. */
  readonly width: ViewportName;
  /** Forgets earlier pages: call at the start of the journey, so a retried journey starts afresh. */
  reset(): void;
  /**
   * Lays the journey's current page out at the other width, then puts the journey's width back:
   * the page must not scroll sideways and axe must find nothing. What it finds is kept for the
   * per-page test, so the journey itself goes on.
   */
  check(page: Page, where: string): Promise<void>;
  /** The pages checked so far, in order, each with what was wrong with it (nothing, when right). */
  pages(): readonly PageAtOtherWidth[];
};

/**
 * A journey runs at one width; each page it visits is checked at the other by resizing the same
 * page (a new walk at the second width would double the journey's time and prove no more about the
 * journey). A test of its own then asserts those checks, so a layout or accessibility fault at the
 * other width fails a test that says so, apart from the journey.
 */
export function otherWidthChecks(journeyWidth: ViewportName): OtherWidthChecks {
  const width: ViewportName = journeyWidth === 'small' ? 'wide' : 'small';
  let checked: PageAtOtherWidth[] = [];
  return {
    width,
    reset() {
      checked = [];
    },
    async check(page, where) {
      const problems: string[] = [];
      await page.setViewportSize(VIEWPORTS[width]);
      try {
        // Two frames: the resize's layout and anything a media query listener re-renders.
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
            ),
        );
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
        await expectNoAxeViolations(page, `${where} (${width})`).catch((error: unknown) => {
          problems.push(error instanceof Error ? error.message : String(error));
        });
      } finally {
        await page.setViewportSize(VIEWPORTS[journeyWidth]);
      }
      checked.push({ where, problems });
    },
    pages: () => checked,
  };
}
