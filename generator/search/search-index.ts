import { createHash } from 'node:crypto';
import { copyFile, open } from 'node:fs/promises';
import { join } from 'node:path';
import { BLOG_VERSION } from '../../core/search/search-api.ts';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_FORMAT,
  type SearchIndexFile,
} from '../../core/search/search-index-file.ts';
import type { Site, SourceFile } from '../../core/site/model.ts';
import { sourcesHash } from '../bundle/sources-hash.ts';
import type { TransformOutput } from '../transform/context.ts';
import { bufferedFile } from './buffered-file.ts';
import {
  pageIndex,
  writeSiteIndex,
  type IndexedPage,
  type PageIndex,
  type TermOrders,
} from './page-index.ts';
import {
  pageIndexes,
  pageIndexKey,
  termOrders,
  type SearchContext,
  type SearchPage,
} from './page-index-cache.ts';

/** A page the index covers: a doc of some version, or a blog post. */
interface SearchablePage extends SearchPage {
  source: SourceFile;
}

/**
 * Docs and blog posts; standalone pages (the home page) are not documentation, and unlisted docs are reachable
 * only through a link their writer handed out, as the sidebar leaves them out.
 */
function searchablePages(site: Site): SearchablePage[] {
  const docs = site.versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({ route: doc.permalink, version: version.name, title: doc.title, source: doc.source })),
  );
  const posts = site.blog.map((post) => ({
    route: post.permalink,
    version: BLOG_VERSION,
    title: post.title,
    source: post.source,
  }));
  return [...docs, ...posts];
}

/** What indexing a page needs besides its HTML, by its markdown file: for the transform to index it at once. */
export async function searchContext(site: Site): Promise<SearchContext> {
  const pages: Record<string, SearchPage> = {};
  for (const { source, ...page } of searchablePages(site)) pages[source.file] = page;
  return { codeKey: await searchCodeKey(), pages };
}

/** docgen's indexing code, which every page's index is made by. */
function searchCodeKey(): Promise<string> {
  return sourcesHash(['generator/search', 'core/search']);
}

/** The page behind each searchable page's route, as the index reads it. */
function indexedPages(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
): (IndexedPage & { output: TransformOutput })[] {
  return searchablePages(site).flatMap(({ source, ...page }) => {
    const output = transformed.get(source.file);
    // The HTML is read only when asked for: most pages' indexes come from the cache.
    return output
      ? [
          {
            ...page,
            output,
            get html() {
              return output.html;
            },
          },
        ]
      : [];
  });
}

/** The index file of the site's searchable pages, indexed afresh (tests, and what a build writes read back). */
export function buildSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  inputs = '',
): SearchIndexFile {
  const pieces: string[] = [];
  writeIndexFile(site, inputs, indexedPages(site, transformed).map(pageIndex), (text) => pieces.push(text));
  return JSON.parse(pieces.join('')) as SearchIndexFile;
}

/** The index file as text, in pieces: `JSON.stringify` of its `SearchIndexFile`. */
function writeIndexFile(
  site: Site,
  inputs: string,
  pages: Iterable<PageIndex>,
  write: (text: string) => void,
  orders?: TermOrders,
): void {
  const head: Omit<SearchIndexFile, 'index'> = {
    // First, so that the next build can read it without parsing the whole file.
    inputs,
    format: SEARCH_INDEX_FORMAT,
    versions: site.versions.map((version) => version.name),
    latest: site.versions.find((version) => version.isLast)?.name,
  };
  write(`${JSON.stringify(head).slice(0, -1)},"index":`);
  writeSiteIndex(pages, write, orders);
  write('}');
}

/** The inputs hash a previous index was written with, read from the start of its file. */
async function previousInputs(file: string): Promise<string | undefined> {
  try {
    const handle = await open(file);
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(128), position: 0 });
      return /^\{"inputs":"([0-9a-f]{64})"/.exec(buffer.subarray(0, bytesRead).toString('utf8'))?.[1];
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

export interface SearchIndexParams {
  /** The previous build's output: its index is copied when it was made of the same inputs. */
  previousDir?: string;
  /** Where each page's index is kept between builds (see `page-index.ts`). */
  cacheDir?: string;
  /** The build's `searchContext`, when it has one already. */
  context?: SearchContext;
}

/**
 * Writes the index beside the server manifest, under a dot-name no server serves as a file. The previous
 * build's index is copied when it was made of the same inputs (each searchable page's route, title and HTML,
 * and docgen's indexing code); otherwise the pages' indexes are joined, each page indexed only if it is not in
 * the cache.
 */
export async function writeSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  outDir: string,
  params: SearchIndexParams = {},
): Promise<void> {
  const target = join(outDir, SEARCH_INDEX_FILE);
  const codeKey = params.context?.codeKey ?? (await searchCodeKey());
  const pages = indexedPages(site, transformed);
  const keys = pages.map((page) => pageIndexKey(codeKey, page, page.output.htmlHash));
  const hash = createHash('sha256').update(`${codeKey}\0`);
  hash.update(JSON.stringify(site.versions.map((version) => [version.name, version.isLast])));
  for (const key of keys) hash.update(`\0${key}`);
  const inputs = hash.digest('hex');
  const previous = params.previousDir && join(params.previousDir, SEARCH_INDEX_FILE);
  if (previous && (await previousInputs(previous)) === inputs) return copyFile(previous, target);
  const keyed = pages.map((page, i) => ({ key: keys[i] as string, page }));
  const file = bufferedFile(target);
  try {
    writeIndexFile(
      site,
      inputs,
      pageIndexes(keyed, params.cacheDir),
      file.write,
      termOrders(params.cacheDir),
    );
  } finally {
    file.close();
  }
}
