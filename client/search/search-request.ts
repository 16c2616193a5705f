import { retryAfterSeconds } from '../../core/errors/retry-after.ts';
import { SEARCH_PATH, type SearchAnswer, type SearchHit } from '../../core/search/search-api.ts';

export type SearchOutcome =
  | { kind: 'hits'; hits: SearchHit[] }
  | { kind: 'signInRequired' }
  | { kind: 'tooMany'; /** From `Retry-After`, when the server named a wait. */ retryAfterSeconds?: number }
  | { kind: 'notServed' }
  | { kind: 'failed' };

/** Where a search looks: `version` undefined is the latest, `locale` the page's (its pages have their own index). */
export interface SearchScope {
  version: string | undefined;
  locale: string;
}

/** Asks `docgen serve` (or `docgen dev`) for the sections matching `query` in `scope`. */
export async function requestSearch(
  query: string,
  scope: SearchScope,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  const params = new URLSearchParams({ q: query, locale: scope.locale });
  if (scope.version) params.set('version', scope.version);
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
