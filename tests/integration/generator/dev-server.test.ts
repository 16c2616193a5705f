import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../generator/dev/dev-server.ts';
import { devServices } from '../../../server/dev/dev-services.ts';
import type { DevEvent } from '../../../generator/dev/messages.ts';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { openEventStream, type EventStreamClient } from '../../helpers/event-stream.ts';
import { copyFixture, readSiteFile, removeSite, writeSiteFile } from '../../helpers/sites.ts';
import { textLogger } from '../../helpers/text-logger.ts';
import { silentLogger } from '../../../server/identity/logger.ts';

const INSTALL = 'content/versioned_docs/version-2.0.0/guides/install.md';
const POST = 'content/blog/2024-05-01-hello.md';

let root: string;
let server: DevServer;
let base: string;
let events: EventStreamClient<DevEvent>;
const terminal: string[] = [];

beforeAll(async () => {
  root = await copyFixture('three-versions');
  server = await startDevServer({
    services: devServices(),
    root,
    port: 0,
    host: '127.0.0.1',
    logger: textLogger((text) => terminal.push(text)),
    // Only content is edited here; work on docgen's own theme must not trigger rebuilds in the middle.
    watchCode: false,
  });
  base = `http://127.0.0.1:${server.port}`;
  events = await openEventStream<DevEvent>(`${base}/__docgen/events`);
});

afterAll(async () => {
  events?.close();
  await server?.close();
  await removeSite(root);
});

const pageText = async (route: string) => (await fetch(`${base}${route}`)).text();
/** The data a page embeds: its page data but its content. */
const pageData = async (route: string) => embeddedPageData(await pageText(route));
const isPage = (route: string) => (e: DevEvent) => e.type === 'page' && e.route === route;

const edit = (file: string, change: (text: string) => string) => editIn(root, file, change);

async function editIn(siteRoot: string, file: string, change: (text: string) => string): Promise<void> {
  await writeSiteFile(siteRoot, file, change(await readSiteFile(siteRoot, file)));
}

describe('docgen dev', () => {
  it('searches the working copy: a word saved into a doc is found once its page is redone', async () => {
    const search = async (q: string) =>
      ((await (await fetch(`${base}/_docgen/search?q=${q}`)).json()) as { hits: { route: string }[] }).hits;
    expect(await search('quokkasaurus')).toEqual([]);
    const event = events.next(isPage('/docs/guides/install'));
    await edit(INSTALL, (text) => `${text}\nThe quokkasaurus section.\n`);
    await event;
    expect((await search('quokkasaurus')).map((hit) => hit.route)).toEqual(['/docs/guides/install']);
  });

  it('serves /llms.txt and /llms-full.txt of the working copy, every page the writer has', async () => {
    const llms = await fetch(`${base}/llms.txt`);
    expect(llms.status).toBe(200);
    const text = await llms.text();
    expect(text).toMatch(/^# /);
    expect(text).toContain('/docs/guides/install');
    const full = await (await fetch(`${base}/llms-full.txt`)).text();
    expect(full).toContain('# Install');
  });

  it('serves the built site with the dev client added to every HTML page', async () => {
    const response = await fetch(`${base}/docs/guides/install`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Install 2.0.0');
    expect(html).toMatch(/<script src="\/__docgen\/dev-client\.js" defer><\/script><\/body>/);
    const script = await fetch(`${base}/__docgen/dev-client.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('docgen:page-rebuilt');
    expect(terminal.join('\n')).toMatch(/built \d+ pages in/);
  });

  it('redoes a saved doc: an SSE page event, new page data, and the time in the terminal', async () => {
    const event = events.next(isPage('/docs/guides/install'));
    await edit(INSTALL, (text) =>
      text.replace('Install Fixture 2.0.0.', 'Install Fixture 2.0.0 from the mirror.'),
    );
    expect(await event).toEqual({
      type: 'page',
      route: '/docs/guides/install',
      routes: ['/docs/guides/install'],
    });
    expect(await pageText('/docs/guides/install')).toContain('from the mirror');
    expect(terminal.join('\n')).toMatch(/rebuilt \/docs\/guides\/install in \d+ ms/);
  });

  it('also redoes the pages that list a doc when its sidebar label changes', async () => {
    const event = events.next(isPage('/docs/guides/install'));
    await edit(INSTALL, (text) => text.replace('sidebar_label: Installing', 'sidebar_label: Setting up'));
    const { routes } = (await event) as Extract<DevEvent, { type: 'page' }>;
    expect(routes).toEqual(expect.arrayContaining(['/docs/guides/install', '/docs/overview']));
    expect(routes.every((r) => !r.startsWith('/docs/1.'))).toBe(true);
    expect((await pageData('/docs/overview')).next).toMatchObject({ title: 'Setting up' });
    const { sidebarUrl } = await pageData('/docs/overview');
    const sidebar = await (await fetch(`${base}${String(sidebarUrl)}`)).text();
    expect(sidebar).toContain('Setting up');
  });

  it('redoes the blog list with a saved post', async () => {
    const event = events.next(isPage('/blog/2024/05/01/hello'));
    await edit(POST, (text) => text.replace('First paragraph of the post.', 'A better first paragraph.'));
    expect(((await event) as Extract<DevEvent, { type: 'page' }>).routes).toEqual(
      expect.arrayContaining(['/blog']),
    );
    expect(await pageText('/blog')).toContain('A better first paragraph.');
  });

  it('shows invalid front matter as an error naming the file, keeps serving, and clears it once fixed', async () => {
    const good = await readSiteFile(root, INSTALL);
    const error = events.next((e) => e.type === 'problems');
    await writeSiteFile(root, INSTALL, good.replace('title: Install 2.0.0', 'title: [Install'));
    const { text } = (await error) as Extract<DevEvent, { type: 'problems' }>;
    const where = new RegExp(`${INSTALL.replace(/\./g, '\\.')}:\\d+:\\d+ Invalid YAML front matter`);
    expect(text).toMatch(where);
    expect(text).toContain('front-matter-invalid');
    expect(terminal.join('\n')).toMatch(where);

    // The server keeps answering with the last good page, and a tab opened now is told about the error too.
    const page = await fetch(`${base}/docs/guides/install`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Install 2.0.0');
    const late = await openEventStream<DevEvent>(`${base}/__docgen/events`);
    await late.next((e) => e.type === 'problems' && e.text.includes(INSTALL), 5_000);
    late.close();

    const fixed = events.next(isPage('/docs/guides/install'));
    await writeSiteFile(root, INSTALL, good.replace('from the mirror', 'from the fixed file'));
    await fixed;
    expect(await pageText('/docs/guides/install')).toContain('from the fixed file');
    await server.idle();
    const after = await openEventStream<DevEvent>(`${base}/__docgen/events`);
    // Proves that nothing comes (no event marks an absent one), so it waits on the clock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(after.received).toEqual([]);
    after.close();
  });

  it('builds the whole site again and reloads the tabs when a sidebar changes', async () => {
    const reload = events.next((e) => e.type === 'reload', 30_000);
    const sidebar = 'content/versioned_sidebars/version-2.0.0-sidebars.json';
    await edit(sidebar, (text) => text.replace('"label": "Guides"', '"label": "How-to guides"'));
    await reload;
    const { sidebarUrl } = await pageData('/docs/overview');
    expect(await (await fetch(`${base}${String(sidebarUrl)}`)).text()).toContain('How-to guides');
  });

  it('builds again and reloads the tabs when a stylesheet the config names from now on is saved', async () => {
    const siteStyles = async () => {
      const html = await (await fetch(`${base}/docs/overview`)).text();
      const href = /href="(\/assets\/site\/[^"]+)"/.exec(html)?.[1];
      return href ? (await fetch(`${base}${href}`)).text() : '';
    };
    await writeSiteFile(root, 'src/css/custom.css', '.navbar { border-color: red; }');
    const named = events.next((e) => e.type === 'reload', 30_000);
    await edit('site.config.ts', (text) =>
      text.replace('defineConfig({', "defineConfig({\n  theme: { customCss: 'src/css/custom.css' },"),
    );
    await named;
    expect(await siteStyles()).toContain('red');
    const saved = events.next((e) => e.type === 'reload', 30_000);
    await edit('src/css/custom.css', (text) => text.replace('red', 'blue'));
    await saved;
    expect(await siteStyles()).toContain('#00f');
  });
});

describe('docgen dev on a site that does not build yet', () => {
  let brokenRoot: string;
  let brokenServer: DevServer;

  beforeAll(async () => {
    brokenRoot = await copyFixture('three-versions');
    await editIn(brokenRoot, INSTALL, (text) => text.replace('title: Install 2.0.0', 'title: [Install'));
    brokenServer = await startDevServer({
      services: devServices(),
      root: brokenRoot,
      port: 0,
      host: '127.0.0.1',
      logger: silentLogger,
      watchCode: false,
    });
  });

  afterAll(async () => {
    await brokenServer?.close();
    await removeSite(brokenRoot);
  });

  it('starts anyway, shows the error in every tab, and reloads them once the site builds', async () => {
    const origin = `http://127.0.0.1:${brokenServer.port}`;
    const page = await fetch(`${origin}/docs/guides/install`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('/__docgen/dev-client.js');
    const stream = await openEventStream<DevEvent>(`${origin}/__docgen/events`);
    try {
      await stream.next((e) => e.type === 'problems' && e.text.includes(INSTALL), 5_000);
      const reload = stream.next((e) => e.type === 'reload', 30_000);
      await editIn(brokenRoot, INSTALL, (text) => text.replace('title: [Install', 'title: Install 2.0.0'));
      await reload;
      expect((await fetch(`${origin}/docs/guides/install`)).status).toBe(200);
    } finally {
      stream.close();
    }
  });
});
