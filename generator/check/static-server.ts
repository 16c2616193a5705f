import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { resolveRequestPath } from '../../core/routes/resolve-request.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * A minimal static server with exactly the route resolution `docgen serve` uses (`/x` → `x.html` before any
 * `x/` directory), so the link check sees the site as readers will; `extraPages` are HTML answered from memory.
 */
export async function startStaticServer(
  dir: string,
  extraPages: Readonly<Record<string, string>> = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const exists = (file: string) => {
    const path = join(dir, file);
    return existsSync(path) && statSync(path).isFile();
  };
  const server: Server = createServer((request, response) => {
    const extra = extraPages[request.url ?? ''];
    if (extra !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html'] }).end(extra);
      return;
    }
    const resolution = resolveRequestPath(request.url ?? '/', exists);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { location: resolution.location }).end();
      return;
    }
    const file = resolution.kind === 'file' ? resolution.file : '404.html';
    // Read whole, not streamed: a checker that drops a response early must not leave a file open (thousands of
    // pages would run out of descriptors).
    // Read whole, not streamed (a checker that drops a response must not leave a file open); a HEAD, which is
    // how linkinator checks most targets, needs only the size.
    const head = request.method === 'HEAD';
    const path = join(dir, file);
    (head ? stat(path).then((s) => ({ length: s.size, body: undefined })) : readBody(path)).then(
      ({ length, body }) => {
        response.writeHead(resolution.kind === 'file' ? 200 : 404, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': length,
        });
        response.end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(path: string): Promise<{ length: number; body: Buffer }> {
  const body = await readFile(path);
  return { length: body.length, body };
}
