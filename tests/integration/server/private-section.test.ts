/**
 * A public site with a private section (`privatePaths`, no `forceLogin`): outsiders cannot tell which private
 * pages exist, because a missing path under a private rule is answered exactly as an existing private page.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import type { RunningServer } from '../../helpers/serve.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import { signInThroughApi, type ReaderSession } from '../../helpers/sign-in-api.ts';
import { copyFixture, REPO_ROOT } from '../../helpers/sites.ts';

let site: string;
let served: ServedSite | undefined;
let server: RunningServer;
let reader: ReaderSession;

beforeAll(async () => {
  site = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/private-section/site.config.ts'),
    join(site, 'site.config.ts'),
  );
  served = await buildAndServe(site);
  server = served.server;
  reader = await signInThroughApi(server.origin, 'fixture-org');
}, 120_000);

afterAll(async () => {
  await served?.close();
});

async function answer(path: string, cookie?: string) {
  const response = await fetch(`${server.origin}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  const headers = Object.fromEntries(
    [...response.headers].filter(
      ([name]) => !['date', 'content-length', 'etag', 'last-modified'].includes(name),
    ),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe('a private section on a public site, signed out', () => {
  it('answers a missing page under the private rule exactly as an existing private page', async () => {
    const existing = await answer('/docs/guides/install');
    const missing = await answer('/docs/guides/no-such-page');
    expect(existing.status).toBe(401);
    expect(missing).toEqual(existing);
  });

  it('never serves the search index: 404, signed out or in', async () => {
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    expect((await answer(`/${SEARCH_INDEX_FILE}`)).status).toBe(404);
    expect((await answer(`/${SEARCH_INDEX_FILE}`, cookie)).status).toBe(404);
  });

  it('still answers a missing public page with the 404 page', async () => {
    expect((await answer('/docs/no-such-page')).status).toBe(404);
    expect((await answer('/docs/overview')).status).toBe(200);
  });
});

describe('a private section on a public site, signed in', () => {
  it('tells the reader who may open the section that a page is missing', async () => {
    const cookie = `${reader.cookie.name}=${reader.cookie.value}`;
    expect((await answer('/docs/guides/install', cookie)).status).toBe(200);
    expect((await answer('/docs/guides/no-such-page', cookie)).status).toBe(404);
  });
});
