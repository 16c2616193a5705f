import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import type { TransformOutput } from './context.ts';

export type CachedMetadata = Omit<TransformOutput, 'html'>;

/*
 * One transform output on disk: its metadata as a line of JSON, then its HTML as it is. The metadata is read
 * without the HTML, the bulk of an output, which only the pages rendered or indexed afresh need; the HTML's size
 * in bytes, on the first line, tells a whole entry from one a crash cut short. Entries are read and written
 * synchronously: each is small, and the thread doing it only waits for the workers meanwhile (an asynchronous
 * read or write costs three round trips through libuv's threadpool).
 */

/** Writes the entry; returns it as `readCacheMetadata` would. */
export function writeCacheEntry(
  path: string,
  output: TransformOutput,
): { metadata: CachedMetadata; htmlAt: number } {
  const { html, ...metadata } = output;
  const line = `${JSON.stringify({ ...metadata, htmlBytes: Buffer.byteLength(html) })}\n`;
  writeFileSync(path, line + html);
  return { metadata, htmlAt: Buffer.byteLength(line) };
}

/** Most entries' metadata fits in one read of this many bytes. */
const FIRST_READ = 16 * 1024;

/**
 * The metadata and where the HTML starts, or undefined for a missing, unreadable or cut-short entry.
 */
export function readCacheMetadata(path: string): { metadata: CachedMetadata; htmlAt: number } | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    let buffer = Buffer.alloc(Math.min(size, FIRST_READ));
    let read = readSync(fd, buffer, 0, buffer.length, 0);
    let cut = buffer.subarray(0, read).indexOf(10);
    while (cut < 0 && read < size) {
      buffer = Buffer.concat([buffer.subarray(0, read), Buffer.alloc(Math.min(size - read, 4 * FIRST_READ))]);
      read += readSync(fd, buffer, read, buffer.length - read, read);
      cut = buffer.subarray(0, read).indexOf(10);
    }
    if (cut < 0) return undefined;
    const { htmlBytes, ...metadata } = JSON.parse(buffer.toString('utf8', 0, cut)) as CachedMetadata & {
      htmlBytes: number;
    };
    return size === cut + 1 + htmlBytes ? { metadata, htmlAt: cut + 1 } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The HTML of an entry whose metadata said it starts at `htmlAt`; undefined when the entry is gone. */
export function readCachedHtml(path: string, htmlAt: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(fstatSync(fd).size - htmlAt);
    let read = 0;
    while (read < buffer.length) {
      const got = readSync(fd, buffer, read, buffer.length - read, htmlAt + read);
      if (got === 0) return undefined;
      read += got;
    }
    return buffer.toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
