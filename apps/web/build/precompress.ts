import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The text files a browser fetches; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;

/** Every file under `dir`, as absolute paths, leaving out hidden folders (Vite's `.vite` manifest). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
      }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text
 * file, so the server sends the smallest encoding a browser accepts without compressing per
 * request. A variant that would not be smaller than the file is left out (the server then sends
 * the next encoding, or the file itself). Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files;
}

/** The build step: precompresses the whole output folder (bundle and copied public files) once written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'threshold:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
