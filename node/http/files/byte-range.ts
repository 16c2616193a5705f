/**
 * `Range: bytes=…` requests (RFC 9110 §14): one range (or overlapping ranges that merge into one) gets 206,
 * ranges that cannot be satisfied get 416, and a stale `If-Range`, a malformed header or several disjoint
 * ranges get the whole representation (multipart answers are not worth their cost for a docs site).
 * Written here rather than taken from `range-parser`: its 1.x answers a suffix longer than the file
 * (`bytes=-500` of 100 bytes) as unsatisfiable, where the RFC serves the whole file, and its 2.x needs Node 22.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Representation } from './build-index.ts';

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

interface Span {
  start: number;
  end: number;
}

/** `If-Range` holds when it names this representation's validator, or a date not before its last change. */
function ifRangeHolds(
  ifRange: IncomingHttpHeaders['if-range'],
  validators: Pick<Representation, 'etag' | 'lastModifiedMs'>,
): boolean {
  if (typeof ifRange !== 'string') return ifRange === undefined;
  if (ifRange.includes('"')) return ifRange.includes(validators.etag);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && validators.lastModifiedMs <= date;
}

function parseSpan(spec: string, size: number): Span | undefined {
  const dash = spec.indexOf('-');
  if (dash === -1) return undefined;
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (!/^\d*$/.test(first) || !/^\d*$/.test(last) || (first === '' && last === '')) return undefined;
  const span =
    first === ''
      ? { start: Math.max(0, size - Number(last)), end: size - 1 }
      : { start: Number(first), end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
  return span.start <= span.end ? span : undefined;
}

function merge(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const previous = merged.at(-1);
    if (previous && span.start <= previous.end + 1) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

export function rangeOf(
  headers: IncomingHttpHeaders,
  representation: Pick<Representation, 'size' | 'etag' | 'lastModifiedMs'>,
): RangeAnswer {
  const range = headers.range;
  if (range === undefined || !/^ *bytes=/.test(range) || !ifRangeHolds(headers['if-range'], representation))
    return { kind: 'whole' };
  const specs = range.slice(range.indexOf('=') + 1).split(',');
  const spans = specs.map((spec) => parseSpan(spec, representation.size));
  const satisfiable = spans.filter((span): span is Span => span !== undefined);
  if (satisfiable.length === 0) return { kind: 'unsatisfiable' };
  const merged = merge(satisfiable);
  return merged.length === 1 ? { kind: 'part', ...merged[0]! } : { kind: 'whole' };
}
