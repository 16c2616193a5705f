import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

/** Bump when highlighted HTML changes (shiki, its options or the transformers), so old entries are not read. */
const CACHE_VERSION = 'highlight-1';

/** What the cache holds for a block that stays as it was written (no grammar, nothing to decorate). */
export const UNCHANGED = '';

/** Blocks held in memory per thread: docs repeat snippets across pages and versions; a few megabytes. */
const MAX_IN_MEMORY = 1_000;

export interface HighlightCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

const caches = new Map<string, HighlightCache>();

/**
 * Highlighted code blocks by everything their HTML is made of (language, decorations, code): in memory, and in
 * `<cacheDir>/highlight-1/` across builds when the site has a cache, so a page transformed again (an edit, a new
 * route for its links) highlights only code it did not have before. One per thread and folder.
 */
export function highlightCache(cacheDir: string | undefined): HighlightCache {
  const name = cacheDir ?? '';
  let cache = caches.get(name);
  if (!cache) {
    cache = layered(cacheDir === undefined ? undefined : join(cacheDir, CACHE_VERSION));
    caches.set(name, cache);
  }
  return cache;
}

function layered(dir: string | undefined): HighlightCache {
  const memory = new Map<string, string>();
  const remember = (key: string, html: string) => {
    if (memory.size >= MAX_IN_MEMORY) memory.clear();
    memory.set(key, html);
  };
  let made = false;
  return {
    get(key) {
      const held = memory.get(key);
      if (held !== undefined || !dir) return held;
      const html = readEntry(join(dir, fileName(key)));
      if (html !== undefined) remember(key, html);
      return html;
    },
    set(key, html) {
      remember(key, html);
      if (!dir) return;
      if (!made) mkdirSync(dir, { recursive: true });
      made = true;
      // Written beside and renamed into place: another thread reading the same block never sees half of it.
      const path = join(dir, fileName(key));
      const partial = `${path}.${process.pid}-${threadId}`;
      writeFileSync(partial, html);
      renameSync(partial, path);
    },
  };
}

function fileName(key: string): string {
  return `${createHash('sha256').update(key).digest('hex')}.html`;
}

function readEntry(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
