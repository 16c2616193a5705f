import { describe, expect, it } from 'vitest';
import { rangeOf } from '../../../../../node/http/files/byte-range.ts';

const LAST_MODIFIED = 'Mon, 23 Nov 2026 01:35:19 GMT';
const file = { size: 100, etag: 'W/"64-1"', lastModifiedMs: Date.parse(LAST_MODIFIED) };
const range = (headers: Record<string, string>) => rangeOf(headers, file);

describe('rangeOf', () => {
  it('sends the whole file without a bytes Range', () => {
    expect(range({})).toEqual({ kind: 'whole' });
    expect(range({ range: 'items=0-9' })).toEqual({ kind: 'whole' });
  });

  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(range({ range: 'bytes=0-9' })).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(range({ range: 'bytes=90-' })).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(range({ range: 'bytes=-5' })).toEqual({ kind: 'part', start: 95, end: 99 });
    expect(range({ range: 'bytes=50-500' })).toEqual({ kind: 'part', start: 50, end: 99 });
    expect(range({ range: 'bytes=-500' })).toEqual({ kind: 'part', start: 0, end: 99 });
  });

  it('merges overlapping ranges into one, and sends the whole file for disjoint ones', () => {
    expect(range({ range: 'bytes=0-9,5-19' })).toEqual({ kind: 'part', start: 0, end: 19 });
    expect(range({ range: 'bytes=0-1,5-6' })).toEqual({ kind: 'whole' });
  });

  it('refuses ranges the file cannot satisfy', () => {
    expect(range({ range: 'bytes=100-' })).toEqual({ kind: 'unsatisfiable' });
    expect(range({ range: 'bytes=9-5' })).toEqual({ kind: 'unsatisfiable' });
    expect(range({ range: 'bytes=-0' })).toEqual({ kind: 'unsatisfiable' });
    expect(range({ range: 'bytes=x-y' })).toEqual({ kind: 'unsatisfiable' });
  });

  it('honours If-Range only when it names this version of the file', () => {
    expect(range({ range: 'bytes=0-9', 'if-range': file.etag })).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(range({ range: 'bytes=0-9', 'if-range': '"other"' })).toEqual({ kind: 'whole' });
    expect(range({ range: 'bytes=0-9', 'if-range': LAST_MODIFIED })).toEqual({
      kind: 'part',
      start: 0,
      end: 9,
    });
    expect(range({ range: 'bytes=0-9', 'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT' })).toEqual({
      kind: 'whole',
    });
  });
});
