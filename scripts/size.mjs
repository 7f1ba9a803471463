// `npm run size`: the gzip size of the JavaScript each route loads, from Vite's manifest.
// The entry chunk (and what it imports statically) loads on every route; a lazy route adds its
// own chunk and the chunks it imports that the entry does not already hold.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const LANDING_BUDGET = 110 * KB;
const ROUTE_CHUNK_BUDGET = 35 * KB;

const dist = resolve(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
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

const routes = Object.keys(manifest)
  .filter((k) => manifest[k]?.isDynamicEntry)
  .map((key) => {
    const own = [...staticClosure(key)].filter((f) => !entryFiles.has(f));
    const ownBytes = sum(own);
    const name = (manifest[key]?.src ?? key).replace(/^.*\/features\//, '').replace(/\.tsx?$/, '');
    return { name, ownBytes, totalBytes: entryBytes + ownBytes };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

let overBudget = 0;
console.log(`Entry (every route): ${kb(entryBytes)} gzip in ${entryFiles.size} file(s)\n`);
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
console.log(`\nAll JavaScript of the app: ${kb(everything)} gzip`);
if (overBudget > 0) {
  console.log(`${overBudget} route(s) over budget.`);
  process.exitCode = 1;
}
