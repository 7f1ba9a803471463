// `npm run size`: the gzip size of the JavaScript each route loads, from Vite's manifest.
// The entry chunk (and what it imports statically) loads on every route; a lazy route adds its
// own chunk and the chunks it imports that the entry does not already hold.
// Then the whole journey: the entry and every chunk the journey's pages load, against its budget.
// It also prints the landing page's JavaScript as the server sends it: the build's .br and .gz
// copies (what a browser accepting brotli, or only gzip, gets) beside the file itself.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const LANDING_BUDGET = 110 * KB;
const ROUTE_CHUNK_BUDGET = 35 * KB;
const JOURNEY_BUDGET = 220 * KB;
/** The partner console's modules (split from the mover's pages), and its shell: the layout route. */
const CONSOLE_SOURCES = 'src/features/partner-console/';
const CONSOLE_SHELL = 'src/features/partner-console/console-layout.tsx';
/** What loads before the shell: its route table, and the shell itself. */
const CONSOLE_FIRST = ['src/features/partner-console/console-routes.ts', CONSOLE_SHELL];

/**
 * A mover's whole journey, in order: the pages a mover taking every product opens (and the route
 * tables and journey layout that load them). Their chunks and what those import statically.
 */
const JOURNEY = [
  'src/features/landing/landing-page.tsx',
  'src/app/access-routes.ts',
  'src/features/personal-details/pending-personal-details-page.tsx',
  'src/features/journey/enrolment-route.tsx',
  'src/features/moving-details/moving-details-page.tsx',
  'src/features/product-selection/product-selection-page.tsx',
  'src/features/council-water/council-water-page.tsx',
  'src/features/energy/usage/energy-usage-page.tsx',
  'src/features/energy/list/energy-list-page.tsx',
  'src/features/energy/details/energy-details-page.tsx',
  'src/features/energy/signup/energy-signup-page.tsx',
  'src/features/energy/switch/energy-switch-page.tsx',
  'src/features/energy/psr/energy-psr-page.tsx',
  'src/features/energy/payment/energy-payment-page.tsx',
  'src/features/broadband/list/broadband-list-page.tsx',
  'src/features/broadband/signup/partner-signup-page.tsx',
  'src/features/personal-details/enrolment-personal-details-page.tsx',
  'src/features/confirmation/confirmation-page.tsx',
  'src/features/offers/offers-page.tsx',
  'src/features/flatmates/flatmates-page.tsx',
];

// A build elsewhere (`node scripts/size.mjs <dir>`, as e2e builds into a directory of its own).
const dist = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return /** @type {number} */ (gzipCache.get(file));
}

/** Every JS file a manifest key loads statically, itself included. @param {string} key */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}
/** @param {Iterable<string>} files */
const sum = (files) => [...files].reduce((total, f) => total + gzipBytes(f), 0);
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest: run the web build first.');
const entryFiles = staticClosure(entryKey);
const entryBytes = sum(entryFiles);

/**
 * Every console page opens inside the console's shell (its layout route: the sign-in, the nav, the
 * console's calls and form kit), which loads once with the first console page. So a console page's
 * own bytes are those beyond the entry and that shell, and the shell is measured as a route itself.
 */
const consoleShellFiles = manifest[CONSOLE_SHELL]
  ? staticClosure(CONSOLE_SHELL, new Set(entryFiles))
  : entryFiles;
const routes = Object.keys(manifest)
  .filter((k) => manifest[k]?.isDynamicEntry)
  .map((key) => {
    const src = manifest[key]?.src ?? key;
    const before =
      src.startsWith(CONSOLE_SOURCES) && !CONSOLE_FIRST.includes(src)
        ? consoleShellFiles
        : entryFiles;
    const own = [...staticClosure(key)].filter((f) => !before.has(f));
    const ownBytes = sum(own);
    const name = src.replace(/^.*\/features\//, '').replace(/\.tsx?$/, '');
    return { name, ownBytes, totalBytes: sum(before) + ownBytes };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Bytes on the wire for `files` per encoding: each file's build-time copy (`.br`, `.gz`), or the
 * file itself where the build left no smaller copy (the server then sends the file as it is).
 * @param {Iterable<string>} files
 */
function wireBytes(files) {
  const size = (/** @type {string} */ path) => statSync(join(dist, path)).size;
  const sent = (/** @type {string} */ file, /** @type {string} */ suffix) =>
    existsSync(join(dist, file + suffix)) ? size(file + suffix) : size(file);
  let identity = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    identity += size(file);
    gzip += sent(file, '.gz');
    brotli += sent(file, '.br');
  }
  return { identity, gzip, brotli };
}
/** @param {string} label @param {Iterable<string>} files */
function printWire(label, files) {
  const { identity, gzip, brotli } = wireBytes(files);
  console.log(
    `${label}: ${kb(brotli)} brotli, ${kb(gzip)} gzip, ${kb(identity)} uncompressed (as served)`,
  );
}

let overBudget = 0;
console.log(`Entry (every route): ${kb(entryBytes)} gzip in ${entryFiles.size} file(s)`);
printWire('Entry on the wire', entryFiles);
const landingKey = Object.keys(manifest).find(
  (k) => manifest[k]?.isDynamicEntry && (manifest[k]?.src ?? k).includes('landing'),
);
if (landingKey)
  printWire('Landing page on the wire', staticClosure(landingKey, new Set(entryFiles)));
console.log('');
console.log('Route chunk'.padEnd(52) + 'own'.padStart(10) + 'total'.padStart(10) + '  budget');
for (const route of routes) {
  const isLanding = route.name.includes('landing');
  const isOver = isLanding
    ? route.totalBytes > LANDING_BUDGET
    : route.ownBytes > ROUTE_CHUNK_BUDGET;
  if (isOver) overBudget += 1;
  const budget = isLanding ? `total ≤ ${kb(LANDING_BUDGET)}` : `own ≤ ${kb(ROUTE_CHUNK_BUDGET)}`;
  console.log(
    route.name.padEnd(52) +
      kb(route.ownBytes).padStart(10) +
      kb(route.totalBytes).padStart(10) +
      `  ${budget}${isOver ? '  OVER BUDGET' : ''}`,
  );
}
const everything = sum(
  new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  ),
);
const missingJourneyPages = JOURNEY.filter((key) => !manifest[key]);
if (missingJourneyPages.length > 0)
  throw new Error(`Journey pages missing from the build: ${missingJourneyPages.join(', ')}`);
const journeyFiles = new Set(entryFiles);
for (const key of JOURNEY) staticClosure(key, journeyFiles);
const journeyBytes = sum(journeyFiles);
const isJourneyOver = journeyBytes > JOURNEY_BUDGET;
if (isJourneyOver) overBudget += 1;
console.log(
  `\nWhole journey (${JOURNEY.length} pages, landing to flatmates): ${kb(journeyBytes)} gzip in ` +
    `${journeyFiles.size} files, budget ≤ ${kb(JOURNEY_BUDGET)}${isJourneyOver ? '  OVER BUDGET' : ''}`,
);
console.log(`All JavaScript of the app: ${kb(everything)} gzip`);

// The partner console (issue 22) is its own part of the app: none of its modules may load with the
// entry, the landing page or any page of the mover's journey.
const consoleFiles = new Set(
  Object.keys(manifest)
    .filter((key) => (manifest[key]?.src ?? key).startsWith(CONSOLE_SOURCES))
    .map((key) => /** @type {string} */ (manifest[key]?.file)),
);
const landingFiles = landingKey ? staticClosure(landingKey, new Set(entryFiles)) : entryFiles;
const consoleInMoverPages = [...consoleFiles].filter(
  (file) => journeyFiles.has(file) || landingFiles.has(file),
);
if (consoleFiles.size === 0) throw new Error(`No partner console modules in the build`);
console.log(
  `Partner console: ${consoleFiles.size} chunks, ` +
    (consoleInMoverPages.length === 0
      ? "none of them loaded by the entry, the landing page or the mover's journey"
      : `LOADED BY THE MOVER'S PAGES: ${consoleInMoverPages.join(', ')}`),
);
if (consoleInMoverPages.length > 0) overBudget += 1;
if (overBudget > 0) {
  console.log(`${overBudget} budget(s) missed.`);
  process.exitCode = 1;
}
