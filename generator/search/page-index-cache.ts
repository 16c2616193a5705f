import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageIndex, type IndexedPage, type PageIndex } from './page-index.ts';

/** Bump when `PageIndex` changes shape, so old entries are not read. */
const CACHE_VERSION = 'search-2';

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
    if (file) writeFileSync(file, JSON.stringify(index));
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
