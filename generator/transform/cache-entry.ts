import { closeSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
import type { TransformOutput } from './context.ts';

/** What an output holds besides its bulk: kept in memory for every page of a build. */
export type CachedMetadata = Omit<TransformOutput, 'html' | 'sections' | 'markdown'>;

/** Where an entry's bulky parts are in its file, in bytes; a page without a markdown copy has none. */
export interface EntryParts {
  htmlAt: number;
  htmlBytes: number;
  sectionsAt: number;
  sectionsBytes: number;
  markdownAt: number;
  markdownBytes?: number;
}

/** The sizes of the bulky parts, on an entry's first line. */
interface PartSizes {
  htmlBytes: number;
  sectionsBytes: number;
  markdownBytes?: number;
}

/** An entry as this module reads and writes it: the metadata, and where the rest is. */
export interface CacheEntry {
  metadata: CachedMetadata;
  parts: EntryParts;
}

/*
 * One transform output on disk: its metadata as a line of JSON, then its HTML as it is, then its search sections
 * as JSON, then its markdown copy. The metadata is read without the rest, the bulk of an output, which only the
 * pages rendered or indexed afresh need; the sizes of the parts, on the first line, tell a whole entry from one a crash cut short. Entries
 * are read and written synchronously: each is small, and the thread doing it only waits for the workers meanwhile
 * (an asynchronous read or write costs three round trips through libuv's threadpool).
 */

/** Writes the entry; returns it as `readCacheMetadata` would. */
export function writeCacheEntry(path: string, output: TransformOutput): CacheEntry {
  const { html, sections, markdown, ...metadata } = output;
  const sectionsJson = JSON.stringify(sections);
  const sizes: PartSizes = {
    htmlBytes: Buffer.byteLength(html),
    sectionsBytes: Buffer.byteLength(sectionsJson),
    ...(markdown === undefined ? {} : { markdownBytes: Buffer.byteLength(markdown) }),
  };
  const line = `${JSON.stringify({ ...metadata, ...sizes })}\n`;
  writeFileSync(path, line + html + sectionsJson + (markdown ?? ''));
  return { metadata, parts: partsAfter(Buffer.byteLength(line), sizes) };
}

/** Most entries' metadata fits in one read of this many bytes. */
const FIRST_READ = 16 * 1024;

/** The metadata and where the parts are, or undefined for a missing, unreadable or cut-short entry. */
export function readCacheMetadata(path: string): CacheEntry | undefined {
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
    const { htmlBytes, sectionsBytes, markdownBytes, ...metadata } = JSON.parse(
      buffer.toString('utf8', 0, cut),
    ) as CachedMetadata & PartSizes;
    const sizes = { htmlBytes, sectionsBytes, ...(markdownBytes === undefined ? {} : { markdownBytes }) };
    const parts = partsAfter(cut + 1, sizes);
    return size === parts.markdownAt + (markdownBytes ?? 0) ? { metadata, parts } : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function partsAfter(lineBytes: number, sizes: PartSizes): EntryParts {
  const sectionsAt = lineBytes + sizes.htmlBytes;
  return { htmlAt: lineBytes, sectionsAt, markdownAt: sectionsAt + sizes.sectionsBytes, ...sizes };
}

/** `bytes` of an entry's file from `at`, as text; undefined when the entry is gone or shorter. */
export function readCachedPart(path: string, at: number, bytes: number): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(bytes);
    let read = 0;
    while (read < buffer.length) {
      const got = readSync(fd, buffer, read, buffer.length - read, at + read);
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
