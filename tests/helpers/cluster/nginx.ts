/**
 * nginx (Debian's package) in front of the cluster, run as a child process of the test on a configuration in a
 * temp folder: the site part is docs/nginx/docgen.conf, the file documentation/content/versioned_docs/version-0.1.0/operating/production.md shows, with only its
 * addresses and certificate paths replaced; the wrapper around it keeps every path nginx writes in the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../sites.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const NGINX_SITE_CONFIG = join(REPO_ROOT, 'docs', 'nginx', 'docgen.conf');

/** The header the test wrapper adds to every answer: which instance (`127.0.0.1:port`) answered, in order tried. */
export const UPSTREAM_HEADER = 'x-docgen-upstream';

export interface SiteAddresses {
  httpsPort: number;
  httpPort: number;
  instancePorts: number[];
  /** Instances taken out of rotation (`down`), by index. */
  down?: number[];
  certFile: string;
  keyFile: string;
}

const DOC_INSTANCE_PORTS = [3001, 3002, 3003];

/** docs/nginx/docgen.conf with the test's addresses; throws when a line it replaces is no longer there. */
export async function siteConfigFor(addresses: SiteAddresses): Promise<string> {
  let config = await readFile(NGINX_SITE_CONFIG, 'utf8');
  const replace = (from: string, to: string) => {
    if (!config.includes(from)) throw new Error(`${NGINX_SITE_CONFIG} no longer holds "${from}"`);
    config = config.replace(from, to);
  };
  replace('listen 80;', `listen 127.0.0.1:${addresses.httpPort};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${addresses.httpsPort} ssl http2;`);
  replace('/etc/nginx/tls/docs.example.com.crt', addresses.certFile);
  replace('/etc/nginx/tls/docs.example.com.key', addresses.keyFile);
  if (addresses.instancePorts.length !== DOC_INSTANCE_PORTS.length)
    throw new Error(`the documented configuration names ${DOC_INSTANCE_PORTS.length} instances`);
  addresses.instancePorts.forEach((port, index) => {
    const down = addresses.down?.includes(index) ? ' down' : '';
    replace(`127.0.0.1:${DOC_INSTANCE_PORTS[index]} `, `127.0.0.1:${port}${down} `);
  });
  return config;
}

/** The main configuration: in the foreground, one worker (strict round robin), every path in `dir`. */
function mainConfig(dir: string): string {
  return nginxConfig(dir, [
    `  add_header X-Docgen-Upstream $upstream_addr always;`,
    `  include ${join(dir, 'docgen.conf')};`,
  ]);
}

/** An nginx configuration in the foreground with one worker and every path it writes in `dir`; `http`: its site. */
export function nginxConfig(dir: string, http: readonly string[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${join(dir, kind)};`,
  );
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    // As root, workers would run as nobody and could not enter the 0700 temp folder.
    process.getuid?.() === 0 ? 'user root root;' : '',
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    ...temp,
    ...http,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  process: ChildProcess;
  stderr(): string;
  /** Writes a new site configuration and has nginx take it up (SIGHUP); old workers finish their requests first. */
  reload(siteConfig: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startNginx(dir: string, siteConfig: string, httpsPort: number): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir));
  await writeFile(join(dir, 'docgen.conf'), siteConfig);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${errors}`))),
  );
  await Promise.race([waitForPort(httpsPort), exited]);
  return {
    process: child,
    stderr: () => errors,
    async reload(next) {
      await writeFile(join(dir, 'docgen.conf'), next);
      const before = new Set(workersOf(child.pid!));
      child.kill('SIGHUP');
      // Taken up once the old workers are gone: a browser's kept-alive connection to one would still be
      // answered with the old configuration.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const workers = workersOf(child.pid!);
        if (workers.length === 1 && !before.has(workers[0]!)) return;
        if (Date.now() > deadline) throw new Error(`nginx kept its old workers after a reload: ${errors}`);
        await new Promise((done) => setTimeout(done, 20));
      }
    },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The master's child processes (Linux): its workers. */
function workersOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => socket.destroy());
    });
    if (open) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port}`);
}
