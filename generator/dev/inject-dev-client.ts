import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const DEV_CLIENT_PATH = '/__docgen/dev-client.js';
const DEV_CLIENT_FILE = new URL('./dev-client.js', import.meta.url);
const TAG = `<script src="${DEV_CLIENT_PATH}" defer></script>`;

/**
 * Serves the dev client script and adds it to every HTML response, so the written pages stay exactly what
 * `docgen build` writes.
 */
export function registerDevClient(app: FastifyInstance): void {
  app.get(DEV_CLIENT_PATH, async (_request, reply) => {
    const script = await readFile(DEV_CLIENT_FILE, 'utf8');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    const hasBody = request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 404);
    if (!hasBody || typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    const html = await textOf(payload);
    if (html === undefined) return payload;
    reply.removeHeader('content-length');
    const at = html.lastIndexOf('</body>');
    return at === -1 ? html + TAG : html.slice(0, at) + TAG + html.slice(at);
  });
}

/** The HTML of a response body: a file stream from the static handler, or a string or buffer. */
async function textOf(payload: unknown): Promise<string | undefined> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (typeof payload !== 'object' || payload === null || typeof (payload as Readable).pipe !== 'function') {
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}
