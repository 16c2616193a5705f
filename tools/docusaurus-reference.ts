/**
 * Builds a Docusaurus site with a real Docusaurus 3 and writes what its pages show (routes, sidebars, visible
 * text, `<html lang dir>`; see page-facts.ts) as the golden file docgen's build of the same site is compared against
 * (tests/integration/generator/docusaurus-reference.test.ts).
 *
 *   node --import tsx tools/docusaurus-reference.ts --docusaurus /tmp/docu-ref \
 *     [--site tests/fixtures/docusaurus-three-versions] [--out <site>/docusaurus-reference.json]
 *     [--default-locale en]
 *
 * Every locale of the site (the default and each folder of its `i18n/`) is built and recorded, the others'
 * routes under `/<locale>`.
 *
 * `--docusaurus` is a folder where `npm install @docusaurus/core@3 @docusaurus/preset-classic@3 react@18
 * react-dom@18` was run: docgen does not depend on Docusaurus. The site is copied into that folder (so that its
 * packages resolve) and built there; the site in the repository is only read.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  blogSidebarKey,
  htmlLanguage,
  htmlRoutes,
  normalizeHref,
  parseHtml,
  sidebarEntries,
  visibleText,
  type PageFacts,
  type SidebarDataItem,
  type SiteFacts,
  type TextRules,
} from './page-facts.ts';

export const REFERENCE_FILE = 'docusaurus-reference.json';

/** What the reference file holds: the facts, and which Docusaurus made them. */
export interface Reference extends SiteFacts {
  docusaurus: string;
}

/** Sidebars, tables of contents and what only screen readers get are not compared. */
const RULES: TextRules = {
  skip: ['aside', '.theme-doc-toc-mobile', '.table-of-contents__left-border', '.sr-only', '.hash-link'].join(
    ', ',
  ),
  uppercase: '.theme-admonition [class^="admonitionHeading"]',
};

interface DocsGlobalData {
  versions: { name: string; path: string; docs: { id: string; path: string; sidebar?: string }[] }[];
}

interface VersionMetadata {
  version: { version: string; docsSidebars: Record<string, SidebarDataItem[]> };
}

/**
 * The docs plugins' data in `.docusaurus`: every version's sidebars as the theme renders them, of every docs
 * instance. Another instance's versions and sidebars are keyed after its id (`community/current/<sidebar>`), as
 * docgen names them.
 */
async function docsData(siteDir: string) {
  const generated = join(siteDir, '.docusaurus');
  const global = JSON.parse(await readFile(join(generated, 'globalData.json'), 'utf8')) as {
    'docusaurus-plugin-content-docs': Record<string, DocsGlobalData>;
  };
  const sidebars: SiteFacts['sidebars'] = {};
  const versions: DocsGlobalData['versions'] = [];
  for (const [pluginId, data] of Object.entries(global['docusaurus-plugin-content-docs'])) {
    const prefix = pluginId === 'default' ? '' : `${pluginId}/`;
    versions.push(...data.versions.map((version) => ({ ...version, name: prefix + version.name })));
    const metadataDir = join(generated, 'docusaurus-plugin-content-docs', pluginId, 'p');
    // A build of several locales leaves each one's files here; the locale built last wrote its own last.
    const files = await Promise.all(
      (await readdir(metadataDir)).map(async (file) => ({
        file,
        written: (await stat(join(metadataDir, file))).mtimeMs,
      })),
    );
    for (const { file } of files.sort((a, b) => a.written - b.written)) {
      const metadata = JSON.parse(
        await readFile(join(metadataDir, file), 'utf8'),
      ) as Partial<VersionMetadata>;
      if (!metadata.version?.docsSidebars) continue;
      for (const [id, items] of Object.entries(metadata.version.docsSidebars))
        sidebars[`${prefix}${metadata.version.version}/${id}`] = sidebarEntries(items);
    }
  }
  return { versions, sidebars };
}

/** The sidebar a docs route shows: its doc's, or (a generated category page) the one holding its category. */
function sidebarOfRoute(
  route: string,
  versions: DocsGlobalData['versions'],
  sidebars: SiteFacts['sidebars'],
): string | undefined {
  const version = [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => route === v.path || route.startsWith(v.path.endsWith('/') ? v.path : `${v.path}/`));
  if (!version) return undefined;
  const doc = version.docs.find((d) => normalizeHref(d.path) === route);
  if (doc?.sidebar) return `${version.name}/${doc.sidebar}`;
  const holdsCategory = (entries: SiteFacts['sidebars'][string]): boolean =>
    entries.some((e) => typeof e !== 'string' && (e.href === route || holdsCategory(e.items)));
  return Object.keys(sidebars).find(
    (key) => key.startsWith(`${version.name}/`) && holdsCategory(sidebars[key] ?? []),
  );
}

/** A page's visible text, and the blog sidebar it shows (put into `sidebars`) if it is a blog page. */
function pageFacts(
  route: string,
  html: string,
  docsSidebar: string | undefined,
  sidebars: SiteFacts['sidebars'],
): PageFacts {
  const document = parseHtml(html);
  const blogLinks = [...document.querySelectorAll('aside.col > nav a')];
  const blogSidebar = blogLinks.length > 0 ? blogSidebarKey(route) : undefined;
  if (blogSidebar) {
    sidebars[blogSidebar] = blogLinks.map((a) => `${a.textContent} → ${a.getAttribute('href')}`);
  }
  const sidebar = blogSidebar ?? docsSidebar;
  return { ...(sidebar ? { sidebar } : {}), text: docusaurusText(document), ...htmlLanguage(document) };
}

/** The visible text of a Docusaurus page's main area (see page-facts.ts). */
export function docusaurusText(document: Document): string {
  const main = document.querySelector('#__docusaurus_skipToContent_fallback');
  if (!main) throw new Error('no #__docusaurus_skipToContent_fallback: not a Docusaurus page');
  return visibleText(main, RULES);
}

/**
 * The facts of one locale of a Docusaurus site just built in `siteDir` (its `.docusaurus/` and its `build/`, or
 * `build/<locale>` for a locale other than the default), added to `facts`: its routes and sidebars keyed under
 * the locale's route prefix, as docgen serves them.
 */
export async function addDocusaurusFacts(siteDir: string, prefix: string, facts: SiteFacts): Promise<void> {
  const data = await docsData(siteDir);
  const sidebars = Object.fromEntries(
    Object.entries(data.sidebars).map(([key, items]) => [prefix ? `${prefix.slice(1)}/${key}` : key, items]),
  );
  const versions = data.versions.map((v) => ({
    ...v,
    name: prefix ? `${prefix.slice(1)}/${v.name}` : v.name,
  }));
  const buildDir = join(siteDir, 'build', prefix);
  for (const [path, file] of await htmlRoutes(buildDir)) {
    const route = prefix + (path === '/' ? '' : path) || '/';
    const html = await readFile(join(buildDir, file), 'utf8');
    facts.routes[route] = pageFacts(route, html, sidebarOfRoute(route, versions, sidebars), sidebars);
  }
  Object.assign(facts.sidebars, sidebars);
}

/** The site's locales, the default first: the default and every folder of `i18n/`. */
async function localesOf(site: string, defaultLocale: string): Promise<string[]> {
  const translated = await readdir(join(site, 'i18n')).catch(() => []);
  return [defaultLocale, ...translated.filter((locale) => locale !== defaultLocale).sort()];
}

/** Builds in `work`, after removing `.docusaurus/`: a build leaves the data of the locales built before it there. */
async function build(cli: string, locales: string[], work: string): Promise<void> {
  await rm(join(work, '.docusaurus'), { recursive: true, force: true });
  run(process.execPath, [cli, 'build', '--no-minify', ...locales.flatMap((l) => ['--locale', l])], work);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      docusaurus: { type: 'string' },
      site: { type: 'string', default: 'tests/fixtures/docusaurus-three-versions' },
      out: { type: 'string' },
      'default-locale': { type: 'string', default: 'en' },
    },
  });
  if (!values.docusaurus)
    throw new Error('--docusaurus <folder with @docusaurus/core installed> is required');
  const install = resolve(values.docusaurus);
  const site = resolve(values.site);
  const cli = join(install, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const { version } = JSON.parse(
    await readFile(join(install, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ) as { version: string };
  const work = await mkdtemp(join(install, 'reference-'));
  try {
    await cp(site, work, {
      recursive: true,
      filter: (path) => !/^(build|node_modules|\.docusaurus)$/.test(relative(site, path)),
    });
    const reference: Reference = { docusaurus: version, routes: {}, sidebars: {} };
    // `.docusaurus/` holds the data of the locale built last only, so each locale is built last once; with the
    // default locale beside it, as a lone `--locale` would serve it at `/` rather than `/<locale>`.
    const [defaultLocale = 'en', ...others] = await localesOf(site, values['default-locale']);
    await build(cli, [defaultLocale], work);
    await addDocusaurusFacts(work, '', reference);
    for (const locale of others) {
      await build(cli, [defaultLocale, locale], work);
      await addDocusaurusFacts(work, `/${locale}`, reference);
    }
    const out = resolve(values.out ?? join(site, REFERENCE_FILE));
    await writeFile(out, `${JSON.stringify(reference, null, 2)}\n`);
    console.log(`${Object.keys(reference.routes).length} routes from Docusaurus ${version} → ${out}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
