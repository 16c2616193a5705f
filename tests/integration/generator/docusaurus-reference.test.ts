/**
 * A three-version Docusaurus 3 site (tests/fixtures/docusaurus-three-versions) built by docgen shows what the real
 * Docusaurus build of it shows, as docusaurus-reference.json beside it records (made by
 * tools/docusaurus-reference.ts): the same routes, the same sidebars (order, labels and targets) and the same
 * visible text on every page, with no warning. Built twice: with its folders only moved into docgen's layout,
 * and after `docgen init --from-docusaurus`. The few deliberate differences are listed below with their reason.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../node/config/load-site-config.ts';
import { loadVersion } from '../../../generator/load/docs.ts';
import { sidebarFile } from '../../../generator/render/sidebar-data.ts';
import { sidebarEntries, type SidebarEntry } from '../../../tools/page-facts.ts';
import { REFERENCE_FILE, type Reference } from '../../../tools/docusaurus-reference.ts';
import { docgenFacts, type DocgenFacts } from '../../../tools/docgen-page-facts.ts';
import { PAGE_CATALOG_FILE, type PageCatalog } from '../../../core/ai/page-catalog.ts';
import { SEARCH_INDEX_FILE } from '../../../core/search/search-index-file.ts';
import { searchIndexContent } from '../../helpers/search-database.ts';
import { buildSiteAt, REPO_ROOT, runCli, type CliResult } from '../../helpers/sites.ts';

const SOURCE = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-three-versions');
/**
 * A Docusaurus site with its own components: inline, block and interactive ones, `@docusaurus/Link` and
 * `useBaseUrl`, global MDXComponents, CSS modules, a React page, docs at the root. Compared after `docgen init`.
 */
const COMPONENTS_SOURCE = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-components');
/**
 * A Docusaurus site in `en`, `de` and `ar` (right to left): two versions and the unreleased docs, a blog with two
 * posts, translated sidebar labels, navbar and footer, docs and a blog post left untranslated, headings with
 * explicit ids linked to from other pages. Compared after `docgen init`, every locale.
 */
const LOCALES_SOURCE = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-locales');
/**
 * A Docusaurus site with a second docs instance (`community`: its own folder, sidebars, a released version and
 * the unreleased one, navbar items naming it by `docsPluginId`) and links between the two. Compared after `docgen init`.
 */
const MULTI_SOURCE = join(REPO_ROOT, 'tests', 'fixtures', 'docusaurus-multi-instance');
const referenceOf = async (source: string) =>
  JSON.parse(await readFile(join(source, REFERENCE_FILE), 'utf8')) as Reference;
const reference = await referenceOf(SOURCE);
const componentsReference = await referenceOf(COMPONENTS_SOURCE);
const localesReference = await referenceOf(LOCALES_SOURCE);
const multiReference = await referenceOf(MULTI_SOURCE);

/**
 * Docusaurus serves the unreleased docs at /docs/next; a docgen site with versions builds released versions only
 * unless it sets `docs.includeCurrentVersion`, as `docgen init` writes it. The moved site's unreleased sidebar is
 * compared after `docgen version` cuts it (see below).
 */
const isUnreleased = (route: string) => route.startsWith('/docs/next/');

/**
 * What docgen shows where it deliberately differs from Docusaurus: the Docusaurus text → docgen's, and why.
 * Every other page's text is compared as it is.
 */
type TextDifferences = Record<string, { why: string; docgen: (docusaurus: string) => string }>;

const TEXT_DIFFERENCES: TextDifferences = {
  '/': {
    why: "docgen's home page puts the site's title, tagline and a link to the docs in a hero above the page",
    docgen: (text) => `Orbit Satellites, three versions of them Read the documentation ${text}`,
  },
};

/** docgen's hero above the home page, its link to the docs named in the page's language. */
const localesHero = (button: string) => ({
  why: "docgen's home page puts the site's title, tagline and a link to the docs in a hero above the page",
  docgen: (text: string) => `Comet Docs Tails in two languages ${button} ${text}`,
});

/** A page left untranslated: docgen says so above its breadcrumbs (`before`), where Docusaurus is silent. */
const untranslated = (notice: string, before: string) => ({
  why: 'docgen tells the reader that a page is not translated yet, where Docusaurus shows the original silently',
  docgen: (text: string) => text.replace(before, `${notice} ${before}`),
});
const GERMAN_UNTRANSLATED =
  'Diese Seite ist noch nicht auf Deutsch übersetzt: Sie lesen das Original auf Englisch.';
const ARABIC_UNTRANSLATED = 'لم تُترجم هذه الصفحة إلى العربية بعد: أنت تقرأ النص الأصلي بـالإنجليزية.';

const LOCALES_TEXT_DIFFERENCES: TextDifferences = {
  '/': localesHero('Read the documentation'),
  '/de': localesHero('Zur Dokumentation'),
  '/ar': localesHero('اقرأ الوثائق'),
  '/de/docs/next/tuning': untranslated(GERMAN_UNTRANSLATED, 'Anleitungen Tuning'),
  '/ar/docs/next/tuning': untranslated(ARABIC_UNTRANSLATED, 'أدلة Tuning'),
  '/ar/docs/guide': untranslated(ARABIC_UNTRANSLATED, 'أدلة Tracking guide'),
  '/ar/docs/1.0/intro': untranslated(ARABIC_UNTRANSLATED, 'Introduction الإصدار'),
};

/** Pages where docgen shows no sidebar and Docusaurus its blog sidebar. */
const WITHOUT_BLOG_SIDEBAR: Record<string, string> = {
  '/blog/tags': "docgen's tags page is a full-width list",
  '/blog/authors': "docgen's authors page is a full-width grid",
};

/**
 * Pages docgen writes that Docusaurus has not, all redirects: a version's root without a doc of its own leads to
 * its first doc, and a post's old docgen address (`/blog/<name>`) to its Docusaurus permalink.
 */
const REDIRECTS = {
  '/docs': '/docs/introduction',
  '/blog/welcome': '/blog/2024/01/10/welcome',
  '/blog/launch-day': '/blog/2024/03/01/launch-day',
  '/blog/roadmap': '/blog/2024/04/02/roadmap',
  '/blog/summer': '/blog/2024/05/20/summer',
};

const SITE_CONFIG = `import { defineConfig } from '../../../core/config/define-config.ts';

export default defineConfig({
  title: 'Orbit Docs',
  tagline: 'Satellites, three versions of them',
  productName: 'Orbit Docs',
  url: 'https://orbit.example',
  baseUrl: '/',
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } } },
  favicon: '/img/logo.svg',
  navbar: { title: 'Orbit', logo: { alt: 'Orbit logo', src: '/img/logo.svg' }, items: [] },
  footer: { links: [{ label: 'About', href: '/about' }], copyright: 'Copyright © 2025 Orbit Ltd.' },
  blog: { title: 'Orbit news', postsPerPage: 3, showReadingTime: true },
  signIn: { orgID: 'orbit-docs' },
});
`;

/** The Docusaurus site as a writer moves it into docgen's layout, folder by folder, with a site.config.ts. */
const MOVES: [from: string, to: string][] = [
  ['versions.json', 'versions.json'],
  ['versioned_docs', 'content/versioned_docs'],
  ['versioned_sidebars', 'content/versioned_sidebars'],
  ['docs', 'content/docs'],
  ['sidebars.js', 'content/sidebars.js'],
  ['blog', 'content/blog'],
  ['static', 'content/static'],
  ['src/pages', 'content/pages'],
];

/** Inside tests/.tmp, so that the written site.config.ts finds docgen's schema by a relative path. */
function tempSite(name: string): string {
  return join(REPO_ROOT, 'tests', '.tmp', `${name}-${randomBytes(4).toString('hex')}`);
}

async function movedSite(): Promise<string> {
  const root = tempSite('docusaurus-moved');
  for (const [from, to] of MOVES) {
    await mkdir(join(root, to, '..'), { recursive: true });
    await cp(join(SOURCE, from), join(root, to), { recursive: true });
  }
  await writeFile(join(root, 'site.config.ts'), SITE_CONFIG);
  return root;
}

async function initSite(source = SOURCE): Promise<string> {
  const root = tempSite('docusaurus-init');
  const init = await runCli(['init', '--from-docusaurus', source, '--root', root]);
  if (init.code !== 0) throw new Error(`docgen init failed:\n${init.stderr}`);
  return root;
}

interface Built {
  root: string;
  build: CliResult;
  facts: DocgenFacts;
}

const sites: Record<string, Built> = {};
const NOTHING_BUILT: DocgenFacts = { routes: {}, sidebars: {}, redirects: {} };

beforeAll(async () => {
  for (const [name, make] of [
    ['moved', movedSite],
    ['init', () => initSite()],
    ['components', () => initSite(COMPONENTS_SOURCE)],
    ['locales', () => initSite(LOCALES_SOURCE)],
    ['multi', () => initSite(MULTI_SOURCE)],
  ] as const) {
    const root = await make();
    const build = await buildSiteAt(root);
    const facts = build.code === 0 ? await docgenFacts(join(root, 'build')) : NOTHING_BUILT;
    sites[name] = { root, build, facts };
  }
}, 300_000);

afterAll(async () => {
  await Promise.all(Object.values(sites).map(({ root }) => rm(root, { recursive: true, force: true })));
});

/** The sidebars of a version cut from the unreleased docs, as Docusaurus showed them at /docs/next. */
async function cutSidebar(root: string): Promise<SidebarEntry[] | undefined> {
  const cut = await runCli(['version', '3.1.0', '--root', root]);
  if (cut.code !== 0) throw new Error(`docgen version failed:\n${cut.stderr}`);
  const { version, diagnostics } = await loadVersion({
    root,
    name: '3.1.0',
    instance: 'default',
    label: '3.1.0',
    isLast: false,
    path: '/docs/3.1.0',
    banner: 'unmaintained',
    dir: 'content/versioned_docs/version-3.1.0',
    sidebarFile: 'content/versioned_sidebars/version-3.1.0-sidebars.json',
  });
  expect(diagnostics).toEqual([]);
  return sidebarEntries(sidebarFile(version, 'docs').items);
}

/** A sidebar of Docusaurus' /docs/next with the routes a version 3.1.0 has in docgen. */
function asVersion(entries: readonly SidebarEntry[], path: string): SidebarEntry[] {
  const moved = (href: string) => href.replace(/^\/docs\/next(?=\/|$)/, path);
  return entries.map((entry) =>
    typeof entry === 'string'
      ? entry.replace(/ → (\S+)$/, (_, href: string) => ` → ${moved(href)}`)
      : {
          ...entry,
          ...(entry.href ? { href: moved(entry.href) } : {}),
          items: asVersion(entry.items, path),
        },
  );
}

/** The site built under `name`, with a test that its build gave no warning. */
function builtSite(name: string): () => Built {
  const site = () => {
    const built = sites[name];
    if (!built) throw new Error(`${name} was not built`);
    return built;
  };
  it('builds with no warning', () => {
    const { build } = site();
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain('with 0 warning(s)');
  });
  return site;
}

describe.each(['moved', 'init'])('the Docusaurus site, %s, built by docgen', (name) => {
  const site = builtSite(name);

  it(`has the routes Docusaurus has${name === 'moved' ? ', but the unreleased docs,' : ''} and redirects to them`, () => {
    const { facts } = site();
    const built = Object.keys(reference.routes).filter((route) => name === 'init' || !isUnreleased(route));
    expect(Object.keys(facts.routes).sort()).toEqual(built.sort());
    expect(facts.redirects).toEqual(
      name === 'init' ? { ...REDIRECTS, '/docs/next': '/docs/next/intro' } : REDIRECTS,
    );
  });

  it('shows every page with the sidebar Docusaurus shows, in the same order and with the same labels', () => {
    expectSidebarsOf(site().facts, reference);
  });

  it('shows the text Docusaurus shows on every page', () => {
    expectTextOf(site().facts, reference, TEXT_DIFFERENCES);
  });

  it('sets the <html lang dir> Docusaurus sets on every page', () => {
    expectLanguagesOf(site().facts, reference);
  });

  it('cuts the unreleased docs with the sidebar their sidebars.js makes in Docusaurus', async () => {
    const next = reference.sidebars['current/docs'];
    expect(next).toBeDefined();
    expect(await cutSidebar(site().root)).toEqual(asVersion(next ?? [], '/docs/3.1.0'));
  });
});

describe('the Docusaurus site with components, after init, built by docgen', () => {
  const site = builtSite('components');

  it('has the routes Docusaurus has: docs at the root, the React page', () => {
    const { facts } = site();
    expect(Object.keys(facts.routes).sort()).toEqual(Object.keys(componentsReference.routes).sort());
    expect(facts.redirects).toEqual({});
  });

  it('shows every page with the sidebar Docusaurus shows', () => {
    expectSidebarsOf(site().facts, componentsReference);
  });

  it("shows the text Docusaurus shows on every page, the components' included", () => {
    expectTextOf(site().facts, componentsReference, {});
  });

  it('sets the <html lang dir> Docusaurus sets on every page', () => {
    expectLanguagesOf(site().facts, componentsReference);
  });
});

describe('the Docusaurus site in en, de and ar, after init, built by docgen', () => {
  const site = builtSite('locales');

  it("has every locale's pages at the routes Docusaurus has, the German ones under /de, the Arabic under /ar", () => {
    const { facts } = site();
    expect(Object.keys(facts.routes).sort()).toEqual(Object.keys(localesReference.routes).sort());
  });

  it('shows every page with the sidebar Docusaurus shows, with the translated labels', () => {
    expectSidebarsOf(site().facts, localesReference);
  });

  it('shows the text Docusaurus shows on every page of every locale', () => {
    expectTextOf(site().facts, localesReference, LOCALES_TEXT_DIFFERENCES);
  });

  it('sets the language and direction Docusaurus sets on every page: <html lang="ar" dir="rtl"> in Arabic', () => {
    expectLanguagesOf(site().facts, localesReference);
    expect(languagesOf(site().facts.routes)['/ar/docs/next/intro']).toBe('ar rtl');
  });

  it('leads each page\'s "Edit this page" to the file Docusaurus\' editUrl names, under content/', async () => {
    const editLink = async (route: string) => {
      const html = await readFile(join(site().root, 'build', `${route}.html`), 'utf8');
      return /<a class="[^"]*theme-edit-this-page" href="([^"]*)"/.exec(html)?.[1];
    };
    const base = 'https://github.com/comet/site/edit/main/content';
    expect(await editLink('/docs/intro')).toBe(`${base}/versioned_docs/version-2.0/intro.md`);
    // editLocalizedFiles: a translated doc's own file; an untranslated one's is the default locale's.
    expect(await editLink('/de/docs/intro')).toBe(
      `${base}/i18n/de/docusaurus-plugin-content-docs/version-2.0/intro.md`,
    );
    expect(await editLink('/de/docs/next/tuning')).toBe(`${base}/docs/tuning.md`);
    // The blog plugin leaves editLocalizedFiles off: a translated post leads to the default locale's file.
    expect(await editLink('/de/blog/welcome')).toBe(`${base}/blog/2024-01-10-welcome.md`);
  });
});

describe('the Docusaurus site with two docs instances, after init, built by docgen', () => {
  const site = builtSite('multi');

  it("has both instances' routes Docusaurus has, the community's versions included, and redirects their roots", () => {
    const { facts } = site();
    expect(Object.keys(facts.routes).sort()).toEqual(Object.keys(multiReference.routes).sort());
    expect(facts.redirects).toEqual({
      '/docs': '/docs/intro',
      '/community': '/community/support',
      '/community/next': '/community/next/support',
    });
  });

  it("shows every page with its own instance's sidebar, as Docusaurus shows it", () => {
    expect(Object.keys(multiReference.sidebars)).toEqual(
      expect.arrayContaining(['community/current/community', 'community/1.0/community', 'current/docs']),
    );
    expectSidebarsOf(site().facts, multiReference);
  });

  it("indexes both instances' pages for search, each under its own version", () => {
    const { meta, sections } = searchIndexContent(join(site().root, 'build', SEARCH_INDEX_FILE));
    expect(meta).toContainEqual([
      'versions',
      JSON.stringify(['current', 'community/current', 'community/1.0']),
    ]);
    const versionOf = (route: string) => sections.find((row) => row[0] === route)?.[1];
    expect(versionOf('/docs/intro')).toBe('current');
    expect(versionOf('/community/next/events/festival')).toBe('community/current');
    expect(versionOf('/community/meetups')).toBe('community/1.0');
  });

  it("names the community's versions with it for readers' assistants (llms.txt, MCP)", async () => {
    const catalog = JSON.parse(
      await readFile(join(site().root, 'build', PAGE_CATALOG_FILE), 'utf8'),
    ) as PageCatalog;
    expect(catalog.versions.map((version) => version.label)).toEqual([
      'Next',
      'community Next',
      'community 1.0',
    ]);
  });

  it('shows the text Docusaurus shows on every page', () => {
    expectTextOf(site().facts, multiReference, {
      '/': {
        why: "docgen's home page puts the site's title, tagline and a link to the docs in a hero above the page",
        docgen: (text) => `Kite Kites for every wind Read the documentation ${text}`,
      },
    });
  });
});

/** Each page's sidebar is the one Docusaurus shows on it, but where docgen deliberately shows none. */
function expectSidebarsOf(facts: DocgenFacts, expected: Reference): void {
  for (const [route, page] of Object.entries(facts.routes)) {
    const sidebar = (of: { sidebars: Record<string, SidebarEntry[]> }, key?: string) =>
      key === undefined ? undefined : of.sidebars[key];
    const without = WITHOUT_BLOG_SIDEBAR[route];
    if (without) expect(page.sidebar, `${route}: ${without}`).toBeUndefined();
    else
      expect(sidebar(facts, page.sidebar), route).toEqual(sidebar(expected, expected.routes[route]?.sidebar));
  }
}

/** Each route's `<html lang dir>`, as `lang dir`. */
const languagesOf = (routes: Reference['routes']) =>
  Object.fromEntries(Object.entries(routes).map(([route, { lang, dir }]) => [route, `${lang} ${dir}`]));

/** Each page's `<html lang dir>` is the one Docusaurus sets on it. */
function expectLanguagesOf(facts: DocgenFacts, expected: Reference): void {
  const built = languagesOf(facts.routes);
  const docusaurus = languagesOf(expected.routes);
  for (const route of Object.keys(built)) expect(built[route], route).toBe(docusaurus[route]);
}

/** Each page's visible text is what Docusaurus shows, but for the deliberate differences. */
function expectTextOf(facts: DocgenFacts, expected: Reference, differences: TextDifferences): void {
  for (const [route, page] of Object.entries(facts.routes)) {
    const docusaurus = expected.routes[route]?.text ?? '';
    const difference = differences[route];
    if (difference) expect(page.text, `${route}: ${difference.why}`).toBe(difference.docgen(docusaurus));
    else expect(page.text, route).toBe(docusaurus);
  }
}

describe('docgen init --from-docusaurus of the three-version site', () => {
  it('writes sidebars.js as content/sidebars.json, and takes the link options from markdown.hooks', async () => {
    const root = sites.init?.root ?? '';
    expect(JSON.parse(await readFile(join(root, 'content/sidebars.json'), 'utf8'))).toEqual({
      docs: [
        'intro',
        {
          type: 'category',
          label: 'Guides',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'guides' }],
        },
      ],
    });
    const loaded = await loadSiteConfig(root);
    expect(loaded.ok && loaded.config.docs).toMatchObject({
      onBrokenMarkdownLinks: 'throw',
      onBrokenAnchors: 'throw',
    });
  });
});
