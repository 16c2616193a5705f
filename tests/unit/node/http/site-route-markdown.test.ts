/**
 * A page's address answers its markdown copy (`Accept: text/markdown`). The site route looks the copy up once
 * per resolution of a build served from memory; a build read from the disk (`docgen dev`) changes under the
 * server, so a copy written after the page was first served must be found.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../../../../node/http/static-site.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-site-route-markdown-'));
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dir, '404.html'), '<h1>not found</h1>');
  await writeFile(join(dir, 'page.html'), '<h1>page</h1>');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

const asMarkdown = { accept: 'text/markdown' };

describe("a page's markdown copy", () => {
  it('is found on a site read from the disk once it is written, after the page was served without one', async () => {
    const app = Fastify();
    await registerStaticSite(app, { dir });
    expect((await app.inject({ url: '/page', headers: asMarkdown })).body).toBe('<h1>page</h1>');
    await writeFile(join(dir, 'page.md'), '# page');
    const answer = await app.inject({ url: '/page', headers: asMarkdown });
    expect(answer.body).toBe('# page');
    expect(answer.headers.vary).toContain('Accept');
    await app.close();
    await rm(join(dir, 'page.md'));
  });

  it('is answered again and again from a build served from memory', async () => {
    await writeFile(join(dir, 'page.md'), '# page');
    const app = Fastify();
    await registerStaticSite(app, { dir, immutable: true });
    for (let request = 0; request < 3; request++) {
      expect((await app.inject({ url: '/page', headers: asMarkdown })).body).toBe('# page');
      expect((await app.inject({ url: '/page' })).body).toBe('<h1>page</h1>');
    }
    await app.close();
    await rm(join(dir, 'page.md'));
  });
});
