/**
 * Titles of group-only pages reach only their groups: a public site whose sidebar, pager, category cards,
 * navbar and footer list pages for staff and for partners (`sidebar-groups`). A crawl of every file of the build,
 * as a visitor and as signed-in readers of each group, finds no title of a page that reader may not open; the
 * members find theirs in the server-rendered HTML; with `signIn.showLockedEntries` the others are shown locked.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../helpers/serve.ts';
import { buildAndServe, type ServedSite } from '../../helpers/served-site.ts';
import {
  PARTNER_TITLES,
  sidebarGroupsSite,
  STAFF_POST_TITLE,
  STAFF_TITLES,
} from '../../helpers/sidebar-groups-site.ts';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { checkLlmsTxt } from '../../helpers/llms-txt-format.ts';
import { signInThroughApi } from '../../helpers/sign-in-api.ts';
import { buildSiteAt, readSiteFile, runCli, writeSiteFile } from '../../helpers/sites.ts';

type Reader = 'visitor' | 'plain' | 'staff' | 'partner';

let site: string;
let served: ServedSite | undefined;
let server: RunningServer;
let builtFiles: string[];
const cookies: Record<Reader, string | undefined> = {
  visitor: undefined,
  plain: undefined,
  staff: undefined,
  partner: undefined,
};

async function listBuild(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

async function signIn(origin: string, who: 'staff' | 'partner' | 'plain'): Promise<string> {
  const address = who === 'plain' ? undefined : `${who}@fixture.example`;
  const { cookie } = await signInThroughApi(origin, 'fixture-org', address);
  return `${cookie.name}=${cookie.value}`;
}

beforeAll(async () => {
  site = await sidebarGroupsSite();
  served = await buildAndServe(site);
  server = served.server;
  for (const [who, group] of [
    ['staff', 'staff'],
    ['partner', 'partners'],
  ] as const) {
    const args = ['users', '--root', site, 'add', `${who}@fixture.example`, '--groups', group];
    const added = await runCli(args, { env: served.env });
    expect(added.code, added.stderr).toBe(0);
  }
  for (const who of ['plain', 'staff', 'partner'] as const) cookies[who] = await signIn(server.origin, who);
  builtFiles = await listBuild(join(site, 'build'));
}, 240_000);

afterAll(async () => {
  await served?.close();
});

async function get(origin: string, path: string, cookie?: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** The data a reader's page embeds (its page data but the content), as the client router reads it. */
async function pageDataOf(route: string, cookie: string | undefined): Promise<Record<string, unknown>> {
  return embeddedPageData((await get(server.origin, route, cookie)).body);
}

/** The sidebar file a reader's doc page names, and what the server answers them for it. */
async function sidebarOf(route: string, cookie: string | undefined) {
  const url = String((await pageDataOf(route, cookie)).sidebarUrl);
  return { url, ...(await get(server.origin, url, cookie)) };
}

/** Every file of the build by its own name and as its clean route, and a few paths it has no file for. */
function crawlPaths(): string[] {
  const paths = builtFiles.flatMap((file) => [`/${file}`, `/${file.replace(/(\/index)?\.html$/, '')}`]);
  const assistants = ['/llms.txt', '/llms-full.txt', '/docs/staff/no-such-page.md'];
  return [
    ...new Set([
      ...paths,
      ...assistants,
      '/',
      '/docs/no-such-page',
      '/no-such-page',
      '/docs/staff/no-such-page',
    ]),
  ];
}

describe('entries of group-only pages', () => {
  const hiddenFrom: [Reader, string[]][] = [
    ['visitor', [...STAFF_TITLES, ...PARTNER_TITLES]],
    ['plain', [...STAFF_TITLES, ...PARTNER_TITLES]],
    ['staff', PARTNER_TITLES],
    ['partner', STAFF_TITLES],
  ];

  it.each(hiddenFrom)(
    'reach no %s in any response: pages, page data, sidebars, variants, the 404 page and the shell',
    async (who, titles) => {
      const paths = crawlPaths();
      expect(paths.length).toBeGreaterThan(100);
      const found: string[] = [];
      for (const path of paths) {
        const { status, body } = await get(server.origin, path, cookies[who]);
        expect(status, path).toBeLessThan(500);
        for (const title of titles) if (body.includes(title)) found.push(`${path} → ${title}`);
      }
      expect(found).toEqual([]);
    },
    120_000,
  );

  it('are in the server-rendered pages of their members: sidebar, navbar, footer, cards and page data', async () => {
    const staff = await get(server.origin, '/docs/overview', cookies.staff);
    for (const title of ['Staff corner', 'Staff desk', 'Staff rota']) expect(staff.body).toContain(title);
    expect((await get(server.origin, '/docs/handbook', cookies.staff)).body).toContain('Marzipan rota');
    const sidebar = await sidebarOf('/docs/overview', cookies.staff);
    expect(sidebar.body).toContain('Quillfeather desk');
    expect(await pageDataOf('/docs/overview', cookies.partner)).toMatchObject({
      next: { title: 'Partner handshake', permalink: '/docs/guides/install' },
    });
  });

  it("are in the blog's lists of their members: its sidebar, list, archive, tag pages and page data", async () => {
    for (const path of ['/blog', '/blog/archive', '/blog/tags/news'])
      expect((await get(server.origin, path, cookies.staff)).body, path).toContain(STAFF_POST_TITLE);
    const tags = await pageDataOf('/blog/tags', cookies.staff);
    expect(tags.tags).toMatchObject([{ label: 'news', count: 2 }]);
    const post = await pageDataOf('/blog/2024/05/01/hello', cookies.staff);
    expect(post.previous).toMatchObject({ title: STAFF_POST_TITLE });
  });

  it("count in the blog's lists only the posts a reader may open", async () => {
    const tags = await pageDataOf('/blog/tags', cookies.plain);
    expect(tags.tags).toMatchObject([{ label: 'news', count: 1 }]);
    const tagged = await pageDataOf('/blog/tags/news', cookies.plain);
    expect(tagged).toMatchObject({ title: 'One post tagged with "news"', tag: { count: 1 } });
    const authors = await pageDataOf('/blog/authors', cookies.plain);
    expect(authors.authors).toMatchObject([{ key: 'ada', postCount: 1 }]);
  });

  it('skip what a reader may not open in the pager: the next page is the next one they may open', async () => {
    const plain = await pageDataOf('/docs/overview', cookies.plain);
    expect(plain.next).toEqual({ title: 'Handbook', permalink: '/docs/handbook' });
  });

  it('name for each reader the sidebar file of what they see, cached for good by their browser alone', async () => {
    const staff = await sidebarOf('/docs/overview', cookies.staff);
    const plain = await sidebarOf('/docs/overview', cookies.plain);
    expect(plain.url).not.toBe(staff.url);
    expect(staff.body).toContain('Marzipan rota');
    expect(plain.body).not.toContain('Marzipan rota');
    expect(plain.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(plain.headers.get('vary')).toContain('Cookie');
    // Another audience's file asked for by its name: only the entries of it this reader may open.
    const asked = await get(server.origin, staff.url, cookies.plain);
    expect(asked.status).toBe(200);
    expect(JSON.parse(asked.body)).toEqual(JSON.parse(plain.body));
    expect((await get(server.origin, staff.url)).body).not.toContain('Marzipan rota');
  });

  it('give each reader an llms.txt and llms-full.txt of the pages they may open, and their markdown alone', async () => {
    const staff = await get(server.origin, '/llms.txt', cookies.staff);
    const partner = await get(server.origin, '/llms.txt', cookies.partner);
    for (const list of [staff, partner]) expect(checkLlmsTxt(list.body).problems).toEqual([]);
    expect(staff.body).not.toBe(partner.body);
    expect(staff.body).toContain('- [Quillfeather desk](https://fixture.example/docs/staff/desk.md)');
    expect(staff.body).toContain(STAFF_POST_TITLE);
    expect(partner.body).toContain('- [Partner handshake](https://fixture.example/docs/guides/install.md)');
    const staffFull = await get(server.origin, '/llms-full.txt', cookies.staff);
    expect(staffFull.body).toContain('# Marzipan rota\n\nStaff only.');
    const desk = await get(server.origin, '/docs/staff/desk.md', cookies.staff);
    expect(desk.body).toBe('# Quillfeather desk\n\nStaff only.\n');
    expect((await get(server.origin, '/docs/staff/desk.md', cookies.partner)).status).toBe(403);
  });

  it('answers a variant asked for by its own name with the one the reader sees', async () => {
    const staffView = await get(server.origin, '/_audience/1/docs/overview', cookies.plain);
    expect(staffView.status).toBe(200);
    for (const title of STAFF_TITLES) expect(staffView.body).not.toContain(title);
  });
});

// One rebuild for both settings: each changes what the other's tests look at not at all.
describe('with signIn.showLockedEntries, and markdown and llms.txt turned off', () => {
  // The same server takes up the rebuilt site (SIGHUP), so the readers' sessions stay open.
  beforeAll(async () => {
    const config = await readSiteFile(site, 'site.config.ts');
    await writeSiteFile(
      site,
      'site.config.ts',
      config
        .replace("uxMode: 'modal',", "uxMode: 'modal',\n    showLockedEntries: true,")
        .replace('  signIn: {', '  ai: { markdown: false, llmsTxt: false },\n  signIn: {'),
    );
    const built = await buildSiteAt(site);
    expect(built.code, built.stderr).toBe(0);
    server.process.kill('SIGHUP');
    await vi.waitFor(
      async () =>
        expect((await get(server.origin, '/docs/handbook', cookies.plain)).body).toContain(
          'doc-card--locked',
        ),
      { timeout: 30_000, interval: 200 },
    );
  }, 240_000);

  it('shows a reader the sidebar entries and cards they may not open, locked, and no page they lead to', async () => {
    const handbook = await get(server.origin, '/docs/handbook', cookies.plain);
    const rota = '<a href="/docs/staff/rota" class=';
    expect(handbook.body).toContain(
      `${rota}"menu__link menu__link--locked">Marzipan rota<span class="locked">`,
    );
    expect(handbook.body).toMatch(
      /<a href="\/docs\/staff\/rota" class="doc-card doc-card--locked">.*?Marzipan rota<span class="locked">/,
    );
    const sidebar = await sidebarOf('/docs/handbook', cookies.plain);
    expect(JSON.stringify(JSON.parse(sidebar.body))).toContain(
      '{"type":"link","label":"Partner handshake","href":"/docs/guides/install","docId":"guides/install","locked":true}',
    );
    expect((await get(server.origin, '/docs/staff/rota', cookies.plain)).status).toBe(403);
    // The navbar and footer still leave out what the reader may not open.
    expect(handbook.body).not.toContain('Staff desk');
  });

  it("shows a reader the blog's posts they may not open locked in its sidebar only", async () => {
    const blog = await get(server.origin, '/blog', cookies.plain);
    expect(blog.body).toMatch(
      /<a class="blog-sidebar__link blog-sidebar__link--locked" href="\/blog\/2025\/03\/01\/summit">Gingerbread summit<span class="locked">/,
    );
    const list = (await pageDataOf('/blog', cookies.plain)) as { posts: { title: string }[] };
    expect(list.posts.map((post) => post.title)).toEqual(['Hello blog']);
    const archive = await pageDataOf('/blog/archive', cookies.plain);
    expect(JSON.stringify(archive)).not.toContain(STAFF_POST_TITLE);
  });

  it('shows members their entries unlocked', async () => {
    expect((await get(server.origin, '/docs/staff/rota', cookies.staff)).status).toBe(200);
    const sidebar = JSON.parse((await sidebarOf('/docs/overview', cookies.staff)).body);
    const staffCorner = sidebar.find((item: { label: string }) => item.label === 'Staff corner');
    expect(staffCorner).toMatchObject({ type: 'category', collapsed: true });
    const text = JSON.stringify(sidebar);
    for (const title of STAFF_TITLES.filter((title) => text.includes(`"${title}"`)))
      expect(text, title).not.toMatch(
        new RegExp(`"label":"${title}","href":"[^"]*","docId":"[^"]*","locked"`),
      );
    // A partner's page, which staff may not open, is what their sidebar shows locked.
    expect(text).toContain(
      '"label":"Partner handshake","href":"/docs/guides/install","docId":"guides/install","locked":true',
    );
  });

  it('answers 404 for markdown addresses and llms*.txt, and pages as HTML whatever they accept', async () => {
    for (const path of ['/docs/staff/desk.md', '/llms.txt', '/llms-full.txt'])
      expect((await get(server.origin, path, cookies.staff)).status, path).toBe(404);
    const asked = await fetch(`${server.origin}/docs/staff/desk`, {
      headers: { cookie: cookies.staff!, accept: 'text/markdown' },
    });
    expect(asked.headers.get('content-type')).toContain('text/html');
    expect(await asked.text()).not.toContain('Copy page as Markdown');
  });
});
