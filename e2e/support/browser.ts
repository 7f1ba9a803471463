import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { REPO_ROOT } from './server';
import { thisWorker } from './worker';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e/artifacts');

import { VIEWPORTS, type ViewportName } from './viewports';

export { VIEWPORTS, type ViewportName };

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
};

/** Runs axe-core in the page; throws with every violation spelt out (WCAG 2.x A and AA). */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations;
  })) as AxeViolation[];
  if (violations.length > 0) {
    const lines = violations.map(
      (v) =>
        `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
        v.nodes
          .map((n) => `    at ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
          .join('\n'),
    );
    throw new Error(
      `axe found ${violations.length} violation(s) on ${where}:\n${lines.join('\n')}`,
    );
  }
}

export type BrowserHarness = {
  readonly baseUrl: string;
  readonly operatorKey: string;
  readonly partnerKey: string;
  /**
   * A fresh page (own context: empty storage) at the given viewport. With `csp: true` the portal's
   * Content-Security-Policy is enforced (no axe can be injected into such a page).
   */
  newPage(viewport?: ViewportName, options?: { csp?: boolean }): Promise<Page>;
};

/**
 * Per spec file: its worker's own server and Chromium (started once by the global setup), a
 * fresh context per page, axe available, and a screenshot of every open page kept in
 * e2e/artifacts when a test fails. Ending the file's connection closes every context it opened.
 */
export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  const worker = thisWorker();
  const baseUrl = worker.baseUrl;
  const operatorKey = inject('operatorKey');
  const partnerKey = inject('partnerKey');

  beforeAll(async () => {
    browser = await chromium.connect(worker.browserEndpoint);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    operatorKey,
    partnerKey,
    async newPage(viewport: ViewportName = 'wide', options: { csp?: boolean } = {}) {
      if (!browser) throw new Error('browser not started');
      // The portal's CSP forbids inline scripts; axe is injected as one, so the test context
      // bypasses CSP unless the spec asks for the policy in force (the stored-XSS spec).
      const context: BrowserContext = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: baseUrl,
        bypassCSP: !options.csp,
      });
      const page = await context.newPage();
      onTestFailed(async ({ task }) => {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
        await page
          .screenshot({ path: join(ARTIFACTS_DIR, `${name}-${viewport}.png`), fullPage: true })
          .catch(() => {});
      });
      return page;
    },
  };
}

/** The bytes of a finished download (the browser runs in the global setup, so `path()` is not local). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
