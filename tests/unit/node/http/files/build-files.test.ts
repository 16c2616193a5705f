/**
 * The immutable build answered from memory behaves as @fastify/static reading the disk did (the differential
 * half), without serving anything but the build's own regular files (the index half).
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBuildFiles } from '../../../../../node/http/files/build-files.ts';
import { registerStaticSite } from '../../../../../node/http/static-site.ts';

let root: string;
let dir: string;
let fromDisk: FastifyInstance;
let fromMemory: FastifyInstance;
const script = Buffer.from('export const answer = 42;\n'.repeat(200));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgen-build-files-'));
  dir = join(root, 'build');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await mkdir(join(dir, 'docs'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(join(dir, 'docs', 'page.html'), `<h1>page</h1>${'<p>text</p>'.repeat(300)}`);
  await writeFile(join(dir, 'assets', 'app.js'), script);
  await writeFile(join(dir, 'assets', 'app.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'app.js.gz'), gzipSync(script));
  await writeFile(join(dir, 'assets', 'archive.tar.gz'), gzipSync('an archive'));
  await writeFile(join(dir, 'assets', 'video.bin'), Buffer.alloc(4096, 7));
  await writeFile(join(dir, '.docgen-server.json'), '{"secret":true}');
  await writeFile(join(root, 'outside.txt'), 'outside the build');
  await symlink(join(root, 'outside.txt'), join(dir, 'assets', 'link.txt'));
  fromDisk = Fastify();
  await registerStaticSite(fromDisk, { dir });
  fromMemory = Fastify();
  await registerStaticSite(fromMemory, { dir, immutable: true });
});

afterAll(async () => {
  await Promise.all([fromDisk.close(), fromMemory.close()]);
  await rm(root, { recursive: true, force: true });
});

const COMPARED = [
  'content-type',
  'content-encoding',
  'content-length',
  'content-range',
  'etag',
  'last-modified',
];

function summary(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(COMPARED.map((name) => [name, response.headers[name]]));
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
}

describe('a build answered from memory, against @fastify/static on the disk', () => {
  it('gives the same status, headers and bytes for encodings, ranges, validators and HEAD', async () => {
    const ask = (
      app: FastifyInstance,
      method: 'GET' | 'HEAD',
      url: string,
      headers: Record<string, string>,
    ) => app.inject({ method, url, headers });
    const validators = async (url: string, encoding: string) => {
      const first = await ask(fromDisk, 'GET', url, { 'accept-encoding': encoding });
      return { etag: String(first.headers.etag), modified: String(first.headers['last-modified']) };
    };
    for (const url of ['/assets/app.js', '/docs/page', '/', '/assets/archive.tar.gz']) {
      for (const encoding of ['', 'br', 'gzip', 'gzip, deflate, br', 'br;q=0.5, gzip', 'identity']) {
        const { etag, modified } = await validators(url, encoding);
        const cases: Record<string, string>[] = [
          {},
          { range: 'bytes=0-9' },
          { range: 'bytes=-5' },
          { range: 'bytes=3-' },
          { range: 'bytes=0-1,5-6' },
          { range: 'bytes=0-9', 'if-range': etag },
          { range: 'bytes=0-9', 'if-range': '"stale"' },
          { 'if-none-match': etag },
          { 'if-none-match': '"other"' },
          { 'if-modified-since': modified },
          { 'if-none-match': etag, 'cache-control': 'no-cache' },
        ];
        for (const extra of cases) {
          const headers = encoding ? { 'accept-encoding': encoding, ...extra } : extra;
          for (const method of ['GET', 'HEAD'] as const) {
            const [disk, memory] = await Promise.all([
              ask(fromDisk, method, url, headers),
              ask(fromMemory, method, url, headers),
            ]);
            const expected = summary(disk);
            // @fastify/static repeated the representation's type and coding on a 304; they are optional there.
            if (expected.status === 304) expected.headers['content-type'] = undefined;
            if (expected.status === 304) expected.headers['content-encoding'] = undefined;
            expect(summary(memory), `${method} ${url} ${JSON.stringify(headers)}`).toEqual(expected);
          }
        }
      }
    }
  });

  it('answers impossible ranges with 416 and failed preconditions with 412', async () => {
    const range = await fromMemory.inject({ url: '/assets/app.js', headers: { range: 'bytes=999999-' } });
    expect(range.statusCode).toBe(416);
    expect(range.headers['content-range']).toBe(`bytes */${script.length}`);
    const ifMatch = await fromMemory.inject({ url: '/assets/app.js', headers: { 'if-match': '"other"' } });
    expect(ifMatch.statusCode).toBe(412);
  });
});

describe('the files a build answers with', () => {
  it('are its regular files only: no dot-names, no links out of it, no encodings on their own', async () => {
    const files = await openBuildFiles(dir);
    expect(files.exists('assets/app.js')).toBe(true);
    expect(files.exists('assets/archive.tar.gz')).toBe(true);
    for (const name of [
      '.docgen-server.json',
      'assets/link.txt',
      'assets/app.js.br',
      'assets/app.js.gz',
      'assets',
    ])
      expect(files.exists(name), name).toBe(false);
  });

  it('stream files too big to keep in memory, ranges included', async () => {
    const files = await openBuildFiles(dir, { limits: { maxBytes: 1024, maxFileBytes: 1024 } });
    const app = Fastify();
    app.get('/*', (request, reply) => files.send(request, reply, 'assets/video.bin'));
    const whole = await app.inject({ url: '/v' });
    expect(whole.rawPayload.equals(Buffer.alloc(4096, 7))).toBe(true);
    const part = await app.inject({ url: '/v', headers: { range: 'bytes=4000-' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(96);
    await app.close();
  });

  it('send a page under another status whole, without validators, whatever the request asks', async () => {
    const response = await fromMemory.inject({
      url: '/no-such-page',
      headers: { range: 'bytes=0-3', 'if-none-match': '*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<h1>not found</h1>');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });
});
