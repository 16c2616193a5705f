/**
 * Search on a built site behind the gate: every reader finds the sections of the pages they may open, and
 * nothing else; a visitor on a `forceLogin` site gets 401; the index file itself is never served.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
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
  readSiteFile,
  removeSite,
  runCli,
  writeSiteFile,
} from '../../helpers/sites.ts';

/** Sentences only in pages for partners (the guides) and for staff (their notes), and a word of each. */
const PARTNER_CANARY = 'The quasarfjordling handshake stays between partners.';
const STAFF_CANARY = 'Call the zeppelinwrangler on duty.';

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
    `---\ntitle: Staff notes\n---\n\n## Escalation {#escalation}\n\n${STAFF_CANARY}\n`,
  );
  for (const version of ['1.0.0', '2.0.0']) {
    const guide = `content/versioned_docs/version-${version}/guides/install.md`;
    await writeSiteFile(site, guide, `${await readSiteFile(site, guide)}\n\n${PARTNER_CANARY}\n`);
  }
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

let searches = 0;

/**
 * A search, sent each time from another loopback address (127.0.1.x): every answer is one a client within the
 * per-client limit gets, however many searches a test sends.
 */
function search(query: string, cookie?: string) {
  const localAddress = `127.0.1.${(searches++ % 250) + 1}`;
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = httpGet(
        `${server.origin}/_docgen/search?${query}`,
        { localAddress, headers: cookie ? { cookie } : {} },
        (response) => {
          let body = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            const headers = Object.entries(response.headers).filter(([name]) => name !== 'date');
            resolve({ status: response.statusCode ?? 0, headers: Object.fromEntries(headers), body });
          });
        },
      );
      request.on('error', reject);
    },
  );
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

  it('never returns, counts or hints at a canary to a reader outside its group, however it is asked', async () => {
    const canaries: [string, string, 'partner' | 'staff' | 'plain'][] = [
      ['quasarfjordling', PARTNER_CANARY, 'staff'],
      ['quasarfjordling', PARTNER_CANARY, 'plain'],
      ['zeppelinwrangler', STAFF_CANARY, 'partner'],
      ['zeppelinwrangler', STAFF_CANARY, 'plain'],
    ];
    for (const [word, sentence, reader] of canaries) {
      // Whole, unfinished, mistyped, beside a public word, and its whole sentence.
      const asked = [word, word.slice(0, 6), `${word.slice(0, 5)}${word[6]}${word[5]}${word.slice(7)}`];
      asked.push(`install ${word}`, `${word} overview`, sentence);
      for (const query of asked) {
        for (const version of ['', '&version=all', '&version=1.0.0']) {
          // The same query with the canary's letters scrambled into a word no page holds.
          const nonsense = query.replaceAll(word.slice(0, 5), 'qxjvz');
          const answer = await search(`q=${encodeURIComponent(query)}${version}`, cookies[reader]);
          const control = await search(`q=${encodeURIComponent(nonsense)}${version}`, cookies[reader]);
          expect(answer, `${reader}: ${query}${version}`).toEqual(control);
          expect(answer.status).toBe(200);
          expect(answer.body).not.toMatch(/quasarfjord|zeppelin|handshake|on duty/i);
        }
      }
    }
  }, 60_000);

  it('finds each canary for the group it was written for', async () => {
    const partner = await routes('q=quasarfjordling&version=all', cookies.partner);
    expect(partner.map((hit) => hit.replace(/#.*/, '')).sort()).toEqual([
      '/docs/1.0.0/guides/install',
      '/docs/guides/install',
    ]);
    expect(await routes('q=zeppelinwrangler', cookies.staff)).toEqual(['/docs/staff/notes#escalation']);
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

  it("searches the index of the locale asked for, and refuses a locale the site doesn't have", async () => {
    expect(await routes('q=paragraph&locale=en', cookies.plain)).toEqual(['/blog/2024/05/01/hello#']);
    const answer = await search('q=paragraph&locale=xx', cookies.plain);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'There is no such locale.' });
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
