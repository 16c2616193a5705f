/**
 * The blog's tag pages, tags page, archive and the old addresses of moved posts are gated like the rest of the
 * blog: a site whose blog is private (`privatePaths: ['/blog']`) keeps all of them from outsiders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../helpers/serve.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import { signInThroughApi, type ReaderSession } from '../../helpers/sign-in-api.ts';
import { copyFixture } from '../../helpers/sites.ts';

let site: string;
let served: ServedSite | undefined;
let server: RunningServer;
let reader: ReaderSession;

const BLOG_ROUTES = [
  '/blog',
  '/blog/2024/01/01/hello',
  '/blog/tags',
  '/blog/tags/product',
  '/blog/tags/launches',
  '/blog/archive',
  '/blog/hello',
];

beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
  served = await buildAndServe(site);
  server = served.server;
  reader = await signInThroughApi(server.origin, 'fixture-org');
}, 120_000);

afterAll(async () => {
  await served?.close();
});

async function status(path: string, cookie?: string): Promise<number> {
  const response = await fetch(`${server.origin}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

describe('a private blog', () => {
  it('keeps its posts, tags, archive and old addresses from outsiders', async () => {
    for (const route of BLOG_ROUTES) expect([route, await status(route)]).toEqual([route, 401]);
    expect(await status('/docs/guide')).toBe(200);
  });

  it('shows them to a signed-in reader', async () => {
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    for (const route of BLOG_ROUTES) expect([route, await status(route, cookie)]).toEqual([route, 200]);
  });
});
