import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
    readFile(join(dir, file)).then(
      (body) => {
        response.writeHead(resolution.kind === 'file' ? 200 : 404, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': body.length,
          // Each page's checker has its own connections: idle ones kept alive would pile up by the thousand.
          connection: 'close',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
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
