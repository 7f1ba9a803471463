import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container image cannot be built on a machine without a Docker engine (CI has none), so this
 * checks the Dockerfile against the repository it packages: a workspace it does not copy would make
 * `npm ci` fail inside the image, and a Node.js version other than .node-version's would ship an
 * untested runtime.
 */
const ROOT = join(import.meta.dirname, '../../..');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
  engines: { node: string };
};
const nodeVersion = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();

describe('the Dockerfile', () => {
  it('copies every workspace manifest into both stages, so npm ci finds the lock file whole', () => {
    for (const workspace of rootManifest.workspaces) {
      const copies = dockerfile.match(
        new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, 'gm'),
      );
      expect(copies, workspace).toHaveLength(2);
    }
  });

  it('runs the Node.js LTS of .node-version, which the engines field admits', () => {
    expect(dockerfile).toContain(`ARG NODE_VERSION=${nodeVersion}`);
    const [major] = nodeVersion.split('.').map(Number);
    expect(major! % 2, 'an even (LTS) major').toBe(0);
    const least = Number(/>=\s*(\d+)/.exec(rootManifest.engines.node)?.[1]);
    expect(major).toBeGreaterThanOrEqual(least);
  });

  it('runs the compiled server as the unprivileged user, with a health check', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/liveness/m);
    expect(runtime).toMatch(
      /^CMD \["node", "--enable-source-maps", "apps\/api\/dist\/main\.js"\]$/m,
    );
    expect(runtime).toContain('ENV NODE_ENV=production');
  });
});
