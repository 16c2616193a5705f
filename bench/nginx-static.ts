// nginx (Debian's package) serving one file with no check at all, on the server's core: the static-file limit the
// gated page is compared with (`serve.ts`). It sends the bytes docgen sends a browser for that page (its brotli
// encoding) from a folder of its own, with one worker, as a child process on a configuration in a temp folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { NGINX, nginxConfig } from '../tests/helpers/cluster/nginx.ts';
import { pinnedServerCommand } from './core-pinning.ts';
import type { Server } from './serve.ts';

export function hasNginx(): boolean {
  return existsSync(NGINX);
}

/** A port free now (nginx cannot be told to choose one and name it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** nginx answering `path` with `file`'s brotli bytes (`Content-Encoding: br`), as docgen answers a browser. */
export async function startNginxStatic(file: string, path: string): Promise<Server & { cleanUp(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-bench-nginx-'));
  const bytes = brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
  });
  writeFileSync(join(dir, 'page'), bytes);
  const port = await freePort();
  const config = nginxConfig(dir, [
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    location = ${path} {`,
    `      root ${dir};`,
    '      default_type "text/html; charset=utf-8";',
    '      add_header Content-Encoding br;',
    '      add_header Vary Accept-Encoding;',
    '      try_files /page =404;',
    '    }',
    '  }',
  ]);
  writeFileSync(join(dir, 'nginx.conf'), config);
  const [command, args] = pinnedServerCommand(NGINX, [
    '-p',
    dir,
    '-c',
    join(dir, 'nginx.conf'),
    '-e',
    'stderr',
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${origin}${path}`).catch(() => undefined);
    if (answer?.ok) break;
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start on ${origin}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return { child, origin, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
}
