/**
 * Pages and page data the build left uncompressed are compressed once, in memory, when first asked for, and
 * sent in the encoding the client accepts from the first answer on, with validators of their own.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBuildFiles } from '../../../../../node/http/files/build-files.ts';

let root: string;
let app: FastifyInstance;
const onError = vi.fn();
const page = `<!doctype html><h1>Overview</h1>${'<p>ProcurePilot reads your catalogue.</p>'.repeat(200)}`;
const data = JSON.stringify({ title: 'Overview', words: 'catalogue '.repeat(300) });
const image = Buffer.alloc(8192, 3);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgen-compress-'));
  await mkdir(join(root, 'docs'), { recursive: true });
  await writeFile(join(root, 'docs', 'overview.html'), page);
  await writeFile(join(root, 'docs', 'overview.json'), data);
  await writeFile(join(root, 'docs', 'small.html'), '<p>short</p>');
  await writeFile(join(root, 'docs', 'diagram.png'), image);
  const files = await openBuildFiles(root, { compress: { onError } });
  app = Fastify();
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => files.send(request, reply, (request.params as { '*': string })['*']),
  });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

const getEncoded = (url: string, acceptEncoding: string) => get(url, { 'accept-encoding': acceptEncoding });

describe('compression on demand', () => {
  it('sends a page in brotli from its first answer, decoding to the same bytes under its own validator', async () => {
    const br = await getEncoded('/docs/overview.html', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    expect(br.headers.etag).not.toBe((await get('/docs/overview.html')).headers.etag);
    const revalidated = await get('/docs/overview.html', {
      'accept-encoding': 'br, gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives gzip to a client that accepts only gzip, and the bytes as built to one that accepts neither', async () => {
    const gz = await getEncoded('/docs/overview.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(data);
    const plain = await get('/docs/overview.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(data);
  });

  it('answers ranges and HEAD on the encoding it sends', async () => {
    const br = await getEncoded('/docs/overview.html', 'br');
    const part = await get('/docs/overview.html', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(br.rawPayload.subarray(0, 10))).toBe(true);
    const head = await app.inject({
      method: 'HEAD',
      url: '/docs/overview.html',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
  });

  it('leaves files alone that are too small or not text', async () => {
    for (const url of ['/docs/small.html', '/docs/diagram.png']) {
      for (let i = 0; i < 3; i++) await get(url, { 'accept-encoding': 'br, gzip' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const last = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(last.headers['content-encoding'], url).toBeUndefined();
    }
    expect(onError).not.toHaveBeenCalled();
  });
});
