import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

/** `E2E_SCREENSHOTS=1` keeps a picture of the page at each width for a person to look at. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? join(REPO_ROOT, 'e2e/artifacts/screenshots')
  : null;

/** A full-page screenshot named `name`, when E2E_SCREENSHOTS is set; nothing otherwise. */
export async function picture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
