/**
 * Search on a built site behind the gate: every reader finds the sections of the pages they may open, and
 * nothing else; a visitor on a `forceLogin` site gets 401; the index file itself is never served.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../core/search/search-api.ts';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import { startServe, type RunningServer } from '../../helpers/serve.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import {
  buildSiteAt,
  copyFixture,
  REPO_ROOT,
  removeSite,
  runCli,
  writeSiteFile,
} from '../../helpers/sites.ts';

let site: string;
let dataDir: string;
let server: RunningServer;
const cookies: Record<'partner' | 'staff' | 'plain', string> = { partner: '', staff: '', plain: '' };

const env = () => ({ DOCGEN_DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' });

beforeAll(async () => {
  site = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/search-groups/site.config.ts'),
    join(site, 'site.config.ts'),
  );
  await writeSiteFile(
    site,
    'content/versioned_docs/version-2.0.0/staff/notes.md',
    '---\ntitle: Staff notes\n---\n\n## Escalation {#escalation}\n\nCall the zeppelinwrangler on duty.\n',
  );
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-search-'));
  const built = await buildSiteAt(site);
  expect(built.code, built.stderr).toBe(0);
  for (const [who, groups] of [
    ['partner', 'partners'],
    ['staff', 'staff'],
  ] as const) {
    const added = await runCli(
      ['users', '--root', site, 'add', `${who}@fixture.example`, '--groups', groups],
      {
        env: env(),
      },
    );
    expect(added.code, added.stderr).toBe(0);
  }
  server = await startServe(['--dir', join(site, 'build')], env());
  for (const who of ['partner', 'staff'] as const) {
    const { cookie } = await signInThroughApi(server.origin, 'fixture-org', `${who}@fixture.example`);
    cookies[who] = `${cookie.name}=${cookie.value}`;
  }
  const { cookie } = await signInThroughApi(server.origin, 'fixture-org');
  cookies.plain = `${cookie.name}=${cookie.value}`;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await removeSite(site);
  await rm(dataDir, { recursive: true, force: true });
});

async function search(query: string, cookie?: string) {
  const response = await fetch(`${server.origin}/_docgen/search?${query}`, {
    headers: cookie ? { cookie } : {},
  });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
  return { status: response.status, headers, body: await response.text() };
}

const routes = async (query: string, cookie: string) => {
  const answer = await search(query, cookie);
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as SearchAnswer).hits.map((hit) => `${hit.route}#${hit.anchor}`);
};

describe('search behind the gate', () => {
  it('answers a visitor 401 and nothing else', async () => {
    const answer = await search('q=install');
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Sign in required.' });
  });

  it('gives readers of different groups the sections of the pages each may open', async () => {
    expect(await routes('q=install&version=all', cookies.partner)).toEqual(
      expect.arrayContaining(['/docs/guides/install#', '/docs/1.0.0/guides/install#']),
    );
    expect((await routes('q=install&version=all', cookies.staff)).some((r) => r.includes('/guides/'))).toBe(
      false,
    );
    expect(await routes('q=zeppelinwrangler', cookies.staff)).toEqual(['/docs/staff/notes#escalation']);
    expect(await routes('q=zeppelinwrangler', cookies.partner)).toEqual([]);
  });

  it('answers a query matching only pages the reader may not open exactly as one matching nothing', async () => {
    const forbidden = await search('q=zeppelinwrangler', cookies.plain);
    const nothing = await search('q=qqqxxzzyyww', cookies.plain);
    expect(forbidden).toEqual(nothing);
    expect(JSON.parse(forbidden.body)).toEqual({ hits: [] });
  });

  it('searches the latest version and the blog by default, marking the posts', async () => {
    const answer = JSON.parse((await search('q=paragraph', cookies.plain)).body) as SearchAnswer;
    expect(answer.hits.map((hit) => [hit.route, hit.version])).toEqual([['/blog/2024/05/01/hello', 'blog']]);
  });

  it('refuses a query over 200 characters with 400 and a JSON error', async () => {
    const answer = await search(`q=${'a'.repeat(201)}`, cookies.plain);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('200') });
  });

  it('never serves the index file, with or without a session', async () => {
    const signedIn = await fetch(`${server.origin}/${SEARCH_INDEX_FILE}`, {
      headers: { cookie: cookies.staff },
    });
    expect(signedIn.status).toBe(404);
    expect(await signedIn.text()).not.toContain('zeppelinwrangler');
    // A visitor on a forceLogin site is told as little about a missing file as about a private page.
    const visitor = await fetch(`${server.origin}/${SEARCH_INDEX_FILE}`);
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).not.toContain('zeppelinwrangler');
  });
});
