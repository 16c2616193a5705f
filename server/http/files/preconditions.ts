/**
 * Conditional requests (RFC 9110 §13.2.2), evaluated as @fastify/send did so clients see no change:
 * `If-Match`/`If-Unmodified-Since` failing give 412; a matching `If-None-Match` (which, when sent, overrides
 * `If-Modified-Since`) or a `Last-Modified` no newer than `If-Modified-Since` give 304, unless the request
 * asks for `no-cache` (an end-to-end reload).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Representation } from './build-index.ts';

export type Precondition = 'send' | 'notModified' | 'failed';

type Validators = Pick<Representation, 'etag' | 'lastModifiedMs'>;

function tokens(list: string): string[] {
  return list
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/** Weak comparison: our validators are weak, and a client may quote one without its `W/`. */
function matches(list: string, etag: string): boolean {
  return list.trim() === '*' || tokens(list).some((token) => token === etag || `W/${token}` === etag);
}

export function evaluatePreconditions(headers: IncomingHttpHeaders, validators: Validators): Precondition {
  const { etag, lastModifiedMs } = validators;
  const ifMatch = headers['if-match'];
  if (ifMatch && !matches(ifMatch, etag)) return 'failed';
  const ifUnmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '');
  if (!Number.isNaN(ifUnmodifiedSince) && !(lastModifiedMs <= ifUnmodifiedSince)) return 'failed';
  if (headers['cache-control']?.includes('no-cache')) return 'send';
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return matches(ifNoneMatch, etag) ? 'notModified' : 'send';
  const ifModifiedSince = Date.parse(headers['if-modified-since'] ?? '');
  return lastModifiedMs <= ifModifiedSince ? 'notModified' : 'send';
}
