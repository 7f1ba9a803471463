// `npm run screenshots -w @threshold/e2e -- /default/ /harbour-lettings/101/ ...`: starts the real
// server with fresh data and saves full-page screenshots of each path at 375 px and 1280 px into
// e2e/artifacts/screenshots, for a person to look at. Run by hand; not a test.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './support/chromium';
import { REPO_ROOT, startServer } from './support/server';
import { VIEWPORTS } from './support/viewports';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/default/');
const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = join(REPO_ROOT, 'e2e/artifacts/screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
try {
  for (const path of paths) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const page = await browser.newPage({ viewport, baseURL: server.baseUrl });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const file = join(
        outDir,
        `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${name}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
