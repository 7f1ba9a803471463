// Debian's nginx on loopback in front of several API processes: the run writes its own nginx.conf
// into a temporary directory and runs nginx with -p/-c in the foreground, so nothing of the
// machine's own nginx set-up is read or changed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, waitForHealth } from './servers';

export const NGINX_INSTALL_HINT = `
==================================================================
 NGINX NOT FOUND: --replicas needs Debian's nginx in front of the API processes.
 Install it with:   apt-get install -y nginx
 (or set NGINX to an nginx binary)
==================================================================`;

/** The nginx binary: NGINX, or Debian's place for it. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

export type Proxy = {
  baseUrl: string;
  stop(): Promise<void>;
  log(): string;
  /** Requests answered so far by each API process (host:port). */
  requestsByUpstream(): Record<string, number>;
};

export function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  return `# Written by npm run load for one run; removed when it ends.
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  # Which process answered each request, to show every one of them served.
  log_format upstream '$upstream_addr $status';
  access_log ${dir}/access.log upstream;
  # Bodies and answers stay in memory: the worker may not write in this directory.
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 3m;
  client_body_buffer_size 3m;
  proxy_max_temp_file_size 0;
  upstream threshold_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://threshold_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A write is never sent again to the other process: a failure reaches the client as it is.
      proxy_next_upstream off;
    }
  }
}
`;
}

/** Starts nginx in front of the given API ports; `stop` ends it gracefully and removes its directory. */
export async function startNginx(nginx: string, upstreamPorts: number[]): Promise<Proxy> {
  const dir = mkdtempSync(join(tmpdir(), 'threshold-load-nginx-'));
  const port = await findFreePort();
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreamPorts));
  let log = '';
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  try {
    await waitForHealth(baseUrl, child, () => log, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const errorLog = join(dir, 'error.log');
  const accessLog = join(dir, 'access.log');
  function requestsByUpstream() {
    const counts: Record<string, number> = {};
    if (!existsSync(accessLog)) return counts;
    for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
      const upstream = line.split(' ')[0];
      if (upstream) counts[upstream] = (counts[upstream] ?? 0) + 1;
    }
    return counts;
  }
  return {
    baseUrl,
    stop,
    requestsByUpstream,
    log: () => log + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-10_000) : ''),
  };
}
