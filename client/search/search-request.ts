import { retryAfterSeconds } from '../../core/errors/retry-after.ts';
import { SEARCH_PATH, type SearchAnswer, type SearchHit } from '../../core/search/search-api.ts';

export type SearchOutcome =
  | { kind: 'hits'; hits: SearchHit[] }
  | { kind: 'signInRequired' }
  | { kind: 'tooMany'; /** From `Retry-After`, when the server named a wait. */ retryAfterSeconds?: number }
  | { kind: 'notServed' }
  | { kind: 'failed' };

/** Asks `docgen serve` (or `docgen dev`) for the sections matching `query`; `version` undefined: the latest. */
export async function requestSearch(
  query: string,
  version: string | undefined,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  const params = new URLSearchParams({ q: query });
  if (version) params.set('version', version);
  const response = await fetch(`${SEARCH_PATH}?${params}`, { signal, credentials: 'same-origin' });
  if (response.status === 401) return { kind: 'signInRequired' };
  if (response.status === 429) {
    const wait = retryAfterSeconds(response.headers.get('Retry-After'), Date.now());
    return wait === undefined ? { kind: 'tooMany' } : { kind: 'tooMany', retryAfterSeconds: wait };
  }
  // A static host has no search route: the index never leaves `docgen serve` (docs/decisions/search.md).
  if (response.status === 404) return { kind: 'notServed' };
  if (!response.ok) return { kind: 'failed' };
  const answer = (await response.json()) as SearchAnswer;
  return { kind: 'hits', hits: answer.hits };
}
