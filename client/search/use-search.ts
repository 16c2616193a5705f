import { useEffect, useState } from 'react';
import { requestSearch, type SearchOutcome, type SearchScope } from './search-request.ts';

/** Results follow typing, asked for once the reader pauses this long. */
const DEBOUNCE_MS = 150;

export type SearchState = { kind: 'idle' } | { kind: 'loading' } | SearchOutcome;

/** The answer to the latest query; an older request still under way is abandoned. */
export function useSearch(query: string, { version, locale }: SearchScope): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    if (query.trim() === '') {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => (previous.kind === 'hits' ? previous : { kind: 'loading' }));
      requestSearch(query, { version, locale }, controller.signal).then(setState, (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('[docgen] Search failed.', error);
          setState({ kind: 'failed' });
        }
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, version, locale]);
  return state;
}
