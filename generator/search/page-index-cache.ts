import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { pageIndex, type IndexedPage, type PageIndex, type TermOrders } from './page-index.ts';

/** Bump when `PageIndex` changes shape, so old entries are not read. */
const CACHE_VERSION = 'search-2';

/** What a searchable page's index is made of besides its HTML. */
export interface SearchPage {
  route: string;
  version: string;
  title: string;
}

/** What the transform needs to index the searchable pages it transforms (see `searchContext`). */
export interface SearchContext {
  /** A hash of docgen's indexing code. */
  codeKey: string;
  /** Searchable pages by their markdown file. */
  pages: Record<string, SearchPage>;
}

/** What a page's index is made of: docgen's indexing code, the page's route, version and title, and its HTML. */
export function pageIndexKey(codeKey: string, page: SearchPage, htmlHash: string): string {
  return createHash('sha256')
    .update(`${codeKey}\0${page.route}\0${page.version}\0${page.title}\0${htmlHash}`)
    .digest('hex');
}

/**
 * Indexes a page into the cache unless it is there: the transform does this while it has the page's HTML, so
 * that the search stage only joins, and a build that copies the previous index leaves every page's for the next.
 */
export function keepPageIndex(cacheDir: string, key: string, page: IndexedPage): void {
  const dir = join(cacheDir, CACHE_VERSION);
  const file = join(dir, `${key}.json`);
  if (existsSync(file)) return;
  mkdirSync(dir, { recursive: true });
  writeEntry(file, pageIndex(page));
}

/** A page to index, with the key of what its index is made of. */
export interface KeyedPage {
  key: string;
  page: IndexedPage;
}

/**
 * Each page's index, in order, from `<cacheDir>/search-2/<key>.json` when it is there, else made (and kept there).
 * One at a time, as the joining asks for them: only the joined index is held whole. Synchronous, as the transform
 * cache is: a read or write through libuv's threadpool costs three round trips for each of thousands of files.
 */
export function* pageIndexes(pages: readonly KeyedPage[], cacheDir?: string): Generator<PageIndex> {
  const dir = cacheDir && join(cacheDir, CACHE_VERSION);
  if (dir) mkdirSync(dir, { recursive: true });
  // Listed once: a cold cache then costs no failed read per page.
  const kept = new Set(dir ? readdirSync(dir) : []);
  for (const { key, page } of pages) {
    const file = dir && join(dir, `${key}.json`);
    const cached = file && kept.has(`${key}.json`) ? readEntry(file) : undefined;
    if (cached) {
      yield cached;
      continue;
    }
    const index = pageIndex(page);
    if (file) writeEntry(file, index);
    yield index;
  }
}

/** The entry, or undefined when it cannot be read (e.g. cut short by a crash while it was written). */
function readEntry(file: string): PageIndex | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PageIndex;
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place: a build reading it meanwhile never sees half of it. */
function writeEntry(file: string, value: unknown): void {
  const partial = `${file}.${process.pid}-${threadId}`;
  writeFileSync(partial, JSON.stringify(value));
  renameSync(partial, file);
}

/** The last join's term order, in `<cacheDir>/search-2/order.json`. */
export function termOrders(cacheDir: string | undefined): TermOrders | undefined {
  if (cacheDir === undefined) return undefined;
  const file = join(cacheDir, CACHE_VERSION, 'order.json');
  return {
    get(key) {
      try {
        const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; order: string[] };
        return kept.key === key ? kept.order : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, order) {
      mkdirSync(dirname(file), { recursive: true });
      writeEntry(file, { key, order });
    },
  };
}
