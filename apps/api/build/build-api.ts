// `npm run build -w @threshold/api`: the server as one JavaScript file (dist/main.js), so production
// starts it with plain `node`, holding no TypeScript compiler, and starts fast.
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const DOMAIN_ROOT = resolve(API_ROOT, '../../packages/domain');

/** Files the code opens beside itself (`new URL('./x', import.meta.url)`), found as it is bundled. */
const BESIDE_ITSELF = /new URL\(\s*['"]\.\/([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

function dependenciesOf(packageRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** Collects every file a bundled module opens beside itself, so the build copies it beside main.js. */
function besideItself(found: Map<string, string>): Plugin {
  return {
    name: 'files-beside-itself',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        for (const match of source.matchAll(BESIDE_ITSELF)) {
          const name = match[1] ?? '';
          const from = join(dirname(args.path), name);
          const earlier = found.get(name);
          // main.js has one folder: two files of one name would overwrite each other.
          if (earlier && earlier !== from)
            throw new Error(
              `Two files named ${name} are opened beside their code: ${earlier}, ${from}`,
            );
          found.set(name, from);
        }
        return { contents: source, loader: 'ts' };
      });
    },
  };
}

export async function buildApi(outDir = join(API_ROOT, 'dist')): Promise<string> {
  const found = new Map<string, string>();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'main.js');
  await build({
    entryPoints: [join(API_ROOT, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Installed packages stay in node_modules; only our own TypeScript (the API and the domain) is bundled.
    external: [
      ...dependenciesOf(API_ROOT).filter((name) => name !== '@threshold/domain'),
      ...dependenciesOf(DOMAIN_ROOT),
    ],
    logLevel: 'warning',
    plugins: [besideItself(found)],
  });
  for (const [name, from] of found) {
    const to = join(outDir, basename(name));
    if (name.includes('.')) copyFileSync(from, to);
    else cpSync(from, to, { recursive: true });
  }
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await buildApi(process.argv[2] ? resolve(process.argv[2]) : undefined);
  process.stdout.write(`API built: ${outfile}\n`);
}
