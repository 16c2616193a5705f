/**
 * Conditional requests (RFC 9110 §13.2.2): `If-Match`/`If-Unmodified-Since` failing give 412 (checked here,
 * as `fresh` covers only the cache revalidation side); a matching `If-None-Match` (which, when sent, overrides
 * `If-Modified-Since`) or a `Last-Modified` no newer than `If-Modified-Since` give 304 unless the request asks
 * for `no-cache` (an end-to-end reload), which is what `fresh` decides.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import type { Representation } from './build-index.ts';

export type Precondition = 'send' | 'notModified' | 'failed';

type Validators = Pick<Representation, 'etag' | 'lastModified' | 'lastModifiedMs'>;

/** Weak comparison: our validators are weak, and a client may quote one without its `W/`. */
function matches(list: string, etag: string): boolean {
  if (list.trim() === '*') return true;
  return list.split(',').some((raw) => {
    const token = raw.trim();
    return token !== '' && (token === etag || `W/${token}` === etag);
  });
}

export function evaluatePreconditions(headers: IncomingHttpHeaders, validators: Validators): Precondition {
  const { etag, lastModified, lastModifiedMs } = validators;
  const ifMatch = headers['if-match'];
  if (ifMatch && !matches(ifMatch, etag)) return 'failed';
  const ifUnmodifiedSince = Date.parse(headers['if-unmodified-since'] ?? '');
  if (!Number.isNaN(ifUnmodifiedSince) && !(lastModifiedMs <= ifUnmodifiedSince)) return 'failed';
  return fresh(headers, { etag, 'last-modified': lastModified }) ? 'notModified' : 'send';
}
