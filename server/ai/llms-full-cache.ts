/**
 * `llms-full.txt` kept in memory per build and per set of pages a reader may open: making it reads every one of
 * those pages' markdown, and the readers of one audience all get the same text. Audiences that open the same
 * pages share an entry. Bounded in bytes, least recently used first out; a new build starts empty.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { BuildPages } from '../../node/ai/build-pages.ts';
import type { PageCatalog } from '../../core/ai/page-catalog.ts';

/** A few audiences' texts of a large site. */
const MAX_BYTES = 32 * 1024 * 1024;

export type LlmsFullCache = (
  build: BuildPages,
  readable: PageCatalog,
  make: () => Promise<string>,
) => Promise<string>;

export function llmsFullCache(maxBytes = MAX_BYTES): LlmsFullCache {
  const byBuild = new WeakMap<BuildPages, LRUCache<string, string>>();
  return async (build, readable, make) => {
    let texts = byBuild.get(build);
    if (!texts) {
      texts = new LRUCache<string, string>({
        maxSize: maxBytes,
        sizeCalculation: (text) => text.length * 2 || 1,
      });
      byBuild.set(build, texts);
    }
    const key = createHash('sha256')
      .update(readable.pages.map((page) => page.route).join('\n'))
      .digest('base64');
    const cached = texts.get(key);
    if (cached !== undefined) return cached;
    const text = await make();
    texts.set(key, text);
    return text;
  };
}
