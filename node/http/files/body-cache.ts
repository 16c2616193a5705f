/**
 * The bytes of a build's files, kept in memory once read, so a request is answered from a Buffer instead of
 * opening, reading and closing the file again (most of a static answer's cost). Memory stays bounded: files
 * over `maxFileBytes` are never kept (they are streamed from disk), and past `maxBytes` the least recently
 * used ones are dropped. The cache holds bytes only; whether a request may have them is the gate's decision,
 * taken before the cache is asked.
 */
import { readFile } from 'node:fs/promises';
import type { Representation } from './build-index.ts';

export interface BodyCacheLimits {
  maxBytes: number;
  maxFileBytes: number;
}

export interface BodyCache {
  /** The bytes of a representation (read on first use), or undefined when it is too big to keep. */
  get(representation: Representation): Buffer | Promise<Buffer> | undefined;
}

export function createBodyCache(limits: BodyCacheLimits): BodyCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, Buffer>();
  const reading = new Map<string, Promise<Buffer>>();
  let keptBytes = 0;

  function keep(path: string, bytes: Buffer): void {
    kept.set(path, bytes);
    keptBytes += bytes.length;
    for (const [oldest, old] of kept) {
      if (keptBytes <= limits.maxBytes) break;
      kept.delete(oldest);
      keptBytes -= old.length;
    }
  }

  return {
    get({ path, size, derive }) {
      if (size > limits.maxFileBytes) return undefined;
      const hit = kept.get(path);
      if (hit) {
        kept.delete(path);
        kept.set(path, hit);
        return hit;
      }
      // Concurrent first requests share one read.
      let pending = reading.get(path);
      if (!pending) {
        pending = (derive ? derive() : readFile(path))
          .then((bytes) => {
            keep(path, bytes);
            return bytes;
          })
          .finally(() => reading.delete(path));
        reading.set(path, pending);
      }
      return pending;
    },
  };
}
