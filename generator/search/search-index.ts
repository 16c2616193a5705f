/**
 * The site's search database (tables in `node/search/section-index.ts`), written by every build beside the
 * server manifest. A build starts from the previous build's database when the same code wrote it for the same
 * versions, and replaces the sections of the pages that changed only: indexing a large site again takes seconds,
 * most of a build in which one page changed.
 */
import { copyFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BLOG_VERSION } from '../../core/search/search-api.ts';
import { lastVersionOf } from '../../core/site/doc-instances.ts';
import {
  localeSearchIndexFile,
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_FORMAT,
} from '../../core/search/search-index-file.ts';
import { DEFAULT_SEARCH_LOCALE } from '../../core/search/search-terms.ts';
import type { Site } from '../../core/site/model.ts';
import { prepareForWriting } from '../../node/search/index-writing.mjs';
import { indexSql, SITE_TABLES, type SearchMeta } from '../../node/search/section-index.ts';
import { sourcesHash } from '../bundle/sources-hash.ts';
import type { LocaleBuild } from '../i18n/locale-builds.ts';
import type { TransformOutput } from '../transform/context.ts';
import { garbageLimit } from '../workers/collect-garbage.ts';
import { withTerms } from './indexed-sections.ts';
import { SectionWriter, type IndexedPage } from './section-writer.ts';

/** What writes the database (and the sections in the transform's output): another one writes a new database. */
const INDEX_CODE_DIRS = ['generator/search', 'core/search', 'node/search'];

/**
 * Docs and blog posts; standalone pages (the home page) are not documentation, and unlisted docs are reachable
 * only through a link their writer handed out, as the sidebar leaves them out.
 */
/** How one locale's copy of the site is indexed: its routes, and the pages it shows in another language. */
interface LocaleIndexing {
  route(route: string): string;
  locale: string;
  /** Files of the default locale the locale falls back to: their sections get the locale's terms too. */
  fallbacks: ReadonlySet<string>;
}

const DEFAULT_INDEXING: Omit<LocaleIndexing, 'locale'> = { route: (route) => route, fallbacks: new Set() };

function sourceFiles(site: Site): string[] {
  return [
    ...site.versions.flatMap((version) => version.docs.map((doc) => doc.source.file)),
    ...site.blog.map((post) => post.source.file),
  ];
}

function indexedPages(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  indexing: LocaleIndexing,
): IndexedPage[] {
  const docs = site.versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({
        route: doc.permalink,
        version: version.name,
        title: doc.title,
        file: doc.source.file,
      })),
  );
  const posts = site.blog.map((post) => ({
    route: post.permalink,
    version: BLOG_VERSION,
    title: post.title,
    file: post.source.file,
  }));
  return [...docs, ...posts].flatMap(({ file, ...page }) => {
    const output = transformed.get(file);
    if (!output) return [];
    const madeOf = `${page.version}\0${page.title}\0${output.htmlHash}`;
    // One index is read with one analyzer, so an untranslated page's words are analysed as the locale's.
    const sections = indexing.fallbacks.has(file)
      ? () => output.sections.map((section) => withTerms(section, indexing.locale))
      : () => output.sections;
    return [{ ...page, route: indexing.route(page.route), madeOf, sections }];
  });
}

/**
 * Writes the index into `outDir`, from the one in `previousDir` when it can (see above). In place when both are
 * the same directory (`docgen dev`): the file is replaced whole, so a server reading it never sees it half done.
 * `docgen dev` builds one locale: `locale` (default: the site's default) and its routes (`route`).
 */
export async function writeSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  dirs: { outDir: string; previousDir: string | undefined },
  built: Partial<Pick<LocaleIndexing, 'locale' | 'route'>> = {},
): Promise<void> {
  const indexing = { ...DEFAULT_INDEXING, locale: site.config.i18n.defaultLocale, ...built };
  await writeSiteDatabase(site, transformed, indexing, SEARCH_INDEX_FILE, dirs);
}

/**
 * Writes an index per locale, each of the locale's pages at its routes, read with its language's analyzer: the
 * first locale built (the default one, or the one `docgen dev` serves) into the site's index, every other into
 * its own (`localeSearchIndexFile`).
 */
export async function writeLocaleSearchIndexes(
  builds: readonly LocaleBuild[],
  transformed: ReadonlyMap<string, TransformOutput>,
  dirs: { outDir: string; previousDir: string | undefined },
): Promise<void> {
  const original = builds.find((build) => build.locale.isDefault);
  const fallbacks = new Set(original ? sourceFiles(original.site) : []);
  for (const [index, build] of builds.entries()) {
    const { locale, isDefault } = build.locale;
    const indexing = isDefault
      ? { ...DEFAULT_INDEXING, locale }
      : { route: (route: string) => build.localizer.route(route), locale, fallbacks };
    const name = index === 0 ? SEARCH_INDEX_FILE : localeSearchIndexFile(locale);
    await writeSiteDatabase(build.site, transformed, indexing, name, dirs);
  }
}

async function writeSiteDatabase(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  indexing: LocaleIndexing,
  name: string,
  dirs: { outDir: string; previousDir: string | undefined },
): Promise<void> {
  await writeSearchDatabase(join(dirs.outDir, name), {
    pages: indexedPages(site, transformed, indexing),
    versions: site.versions.map((version) => version.name),
    latest: lastVersionOf(site.versions, site.config.docs.pluginId)?.name,
    locale: indexing.locale,
    previous: dirs.previousDir && join(dirs.previousDir, name),
  });
}

export interface SearchDatabaseParams {
  pages: IndexedPage[];
  versions: string[];
  latest: string | undefined;
  /** The locale the pages are written in (see `SearchMeta`); default `en`. */
  locale?: string;
  /** A database to start from, when it is one this code wrote for the same versions. */
  previous?: string;
}

/** Writes a search database of `pages` to `file`, replaced once complete (a server may be reading it). */
export async function writeSearchDatabase(file: string, params: SearchDatabaseParams): Promise<void> {
  const scopes = [BLOG_VERSION, ...params.versions];
  const locale = params.locale ?? DEFAULT_SEARCH_LOCALE;
  const meta: SearchMeta = {
    locale,
    code: await sourcesHash(INDEX_CODE_DIRS),
    format: String(SEARCH_INDEX_FORMAT),
    versions: JSON.stringify(params.versions),
    scopes: JSON.stringify(scopes),
    latest: params.latest ?? '',
  };
  const partial = `${file}.${process.pid}.partial`;
  await rm(partial, { force: true });
  try {
    const updating =
      params.previous !== undefined && (await copiedIfSameKind(params.previous, partial, meta));
    const db = new Database(partial);
    try {
      prepareForWriting(db);
      if (!updating) db.exec(SITE_TABLES);
      const writer = new SectionWriter(db, scopes, updating, locale);
      db.transaction(() => {
        const setMeta = db.prepare('INSERT OR REPLACE INTO meta VALUES (?, ?)');
        for (const entry of Object.entries(meta)) setMeta.run(...entry);
        replaceChangedPages(writer, params.pages);
        if (updating) writer.updateVocabulary();
      })();
      if (!updating) db.exec(indexSql('main.section_terms', false));
    } finally {
      db.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Makes the database's pages `pages`: those whose sections were made of something else are written again. Each page's
 * sections are read, written and dropped, but V8 promotes much of them before they die: without a limit on the
 * garbage, the heap grew by about 80 KB per page indexed, past a gigabyte at 20,000 pages.
 */
function replaceChangedPages(writer: SectionWriter, pages: IndexedPage[]): void {
  const previous = writer.pagesMadeOf();
  const limitGarbage = garbageLimit();
  for (const page of pages) {
    limitGarbage();
    const madeOf = previous.get(page.route);
    previous.delete(page.route);
    if (madeOf === page.madeOf) continue;
    if (madeOf !== undefined) writer.remove(page.route);
    writer.add(page);
  }
  for (const route of previous.keys()) writer.remove(route);
}

/** Copies `previous` to `target` when the same code wrote it for the same versions and locale; false when not (or unreadable). */
async function copiedIfSameKind(previous: string, target: string, meta: SearchMeta): Promise<boolean> {
  const found = readMeta(previous);
  const same =
    found?.format === meta.format &&
    found.code === meta.code &&
    found.scopes === meta.scopes &&
    found.locale === meta.locale;
  if (same) await copyFile(previous, target);
  return same;
}

function readMeta(file: string): Partial<SearchMeta> | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return Object.fromEntries(db.prepare('SELECT key, value FROM meta').raw().all() as [string, string][]);
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
