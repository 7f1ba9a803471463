import { existsSync } from 'node:fs';

/** The system Chromium the e2e layer drives: CHROMIUM_PATH, else the Debian package's path. */
export function findChromium(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export const CHROMIUM_MISSING_MESSAGE = [
  '',
  '==================================================================',
  ' END-TO-END TESTS CANNOT RUN: no Chromium found.',
  " Set CHROMIUM_PATH to a Chromium binary, or install Debian's:",
  '   apt-get update && apt-get install -y chromium',
  '==================================================================',
  '',
].join('\n');

/** Flags for a closed network: no background fetches, no sandbox as root, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
