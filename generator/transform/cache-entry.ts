import { readFileSync, writeFileSync } from 'node:fs';
import type { TransformOutput } from './context.ts';

type Metadata = Omit<TransformOutput, 'html'>;

/*
 * One transform output on disk: its metadata as a line of JSON, then its HTML as it is. The HTML, the bulk of an
 * output, is read back without being parsed, and the length the first line records tells a whole entry from one
 * a crash cut short. Entries are read and written synchronously: each is small, and the thread doing it only
 * waits for the workers meanwhile (an asynchronous read or write costs three round trips through libuv's
 * threadpool).
 */

export function writeCacheEntry(path: string, output: TransformOutput): void {
  const { html, ...metadata } = output;
  writeFileSync(path, `${JSON.stringify({ ...metadata, htmlLength: html.length })}\n${html}`);
}

/** The whole output, or undefined for a missing, unreadable or cut-short entry. */
export function readCacheEntry(path: string): TransformOutput | undefined {
  const entry = readEntry(path);
  return entry && { ...entry.metadata, html: entry.html };
}

export function readCachedHtml(path: string): string | undefined {
  return readEntry(path)?.html;
}

function readEntry(path: string): { metadata: Metadata; html: string } | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    const cut = text.indexOf('\n');
    if (cut < 0) return undefined;
    const { htmlLength, ...metadata } = JSON.parse(text.slice(0, cut)) as Metadata & { htmlLength: number };
    const html = text.slice(cut + 1);
    return html.length === htmlLength ? { metadata, html } : undefined;
  } catch {
    return undefined;
  }
}
