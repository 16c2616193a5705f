import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** Bump when highlighted HTML or what an entry holds changes, so old entries are not read. */
const CACHE_VERSION = 'highlight-4';

/** What the cache holds for a block that stays as it was written (no grammar, nothing to decorate). */
export const UNCHANGED = '';

/** Blocks held in memory per thread: docs repeat snippets across pages and versions; a few megabytes. */
const MAX_IN_MEMORY = 1_000;

/** The highlighted blocks of one page's transform. */
export interface PageHighlights {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  /** Keeps the page's blocks for its next transform, when they are not what the cache already holds. */
  save(): void;
}

export interface HighlightCache {
  forPage(file: string): PageHighlights;
}

const caches = new Map<string, HighlightCache>();

/**
 * Highlighted code blocks by everything their HTML is made of (language, decorations, code): in memory, and in
 * `<cacheDir>/highlight-4/` across builds when the site has a cache, one file per page holding the blocks of its
 * last transform, so a page transformed again (an edit, a new route for its links) highlights only code it did
 * not have before. A file per block cost a write per block, three or four a page, in a build from nothing.
 * One per thread and folder.
 */
export function highlightCache(cacheDir: string | undefined): HighlightCache {
  const name = cacheDir ?? '';
  let cache = caches.get(name);
  if (!cache) {
    cache = highlightStore(cacheDir);
    caches.set(name, cache);
  }
  return cache;
}

/** A highlight cache of its own (what one thread keeps in memory, over the site's folder): see `highlightCache`. */
export function highlightStore(cacheDir: string | undefined): HighlightCache {
  const dir = cacheDir === undefined ? undefined : join(cacheDir, CACHE_VERSION);
  const memory = new Map<string, string>();
  const remember = (key: string, html: string) => {
    if (memory.size >= MAX_IN_MEMORY) memory.clear();
    memory.set(key, html);
  };
  let made = false;
  return {
    forPage(file) {
      const path = dir === undefined ? undefined : join(dir, fileName(file));
      let stored: Record<string, string> | undefined;
      const previous = () => (stored ??= (path === undefined ? undefined : readEntry(path)) ?? {});
      const used = new Map<string, string>();
      return {
        get(key) {
          const html = memory.get(key) ?? previous()[key];
          if (html === undefined) return undefined;
          remember(key, html);
          used.set(key, html);
          return html;
        },
        set(key, html) {
          remember(key, html);
          used.set(key, html);
        },
        save() {
          if (dir === undefined || path === undefined || used.size === 0 || sameKeys(previous(), used))
            return;
          if (!made) mkdirSync(dir, { recursive: true });
          made = true;
          // Written beside and renamed into place: a reader never sees half of it.
          const partial = `${path}.${process.pid}-${threadId}`;
          writeFileSync(partial, JSON.stringify(Object.fromEntries(used)));
          renameSync(partial, path);
        },
      };
    },
  };
}

function sameKeys(stored: Record<string, string>, used: Map<string, string>): boolean {
  const keys = Object.keys(stored);
  return keys.length === used.size && keys.every((key) => used.has(key));
}

function fileName(page: string): string {
  return `${createHash('sha256').update(page).digest('hex')}.json`;
}

function readEntry(path: string): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return undefined;
  }
}
