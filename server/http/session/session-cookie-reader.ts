/**
 * The session state a request's Cookie header carries, checked as rarely as it is safe to. Checking a signed
 * cookie costs an HMAC (tens of microseconds with Node's crypto, more than the rest of a gated request), and a
 * reader sends the same cookie on every request until it is refreshed. The answer is a pure function of the
 * header's exact text and the signing key, so a remembered answer is the answer: lifetimes and the token are
 * still checked on every request by the caller.
 * - A connection (keep-alive) usually sends the very same header again: compared whole with that connection's
 *   last one, it needs not even be parsed.
 * - Across connections, cookies whose signature passed are remembered by value. Only those, so forged ones
 *   cannot crowd out a reader's; the memory is bounded by forgetting everything once it is full (re-checking
 *   a few thousand cookies costs a few milliseconds).
 */
import type { SessionState } from './session-cookie.ts';

export interface SessionCookieReader {
  /** The state of the session cookie in a Cookie header sent on `connection`; undefined when there is none. */
  stateOf(connection: object, header: string | undefined): SessionState | undefined;
}

export function createSessionCookieReader(params: {
  /** The session cookie's raw (signed) value in a Cookie header. */
  valueOf: (header: string) => string | undefined;
  /** The state of a raw value whose signature holds; undefined when it is not one of ours. */
  check: (raw: string) => SessionState | undefined;
  maxEntries?: number;
}): SessionCookieReader {
  const maxEntries = params.maxEntries ?? 5_000;
  const checked = new Map<string, SessionState>();
  const lastHeaderOf = new WeakMap<object, { header: string; state: SessionState | undefined }>();

  function stateOfValue(raw: string): SessionState | undefined {
    const known = checked.get(raw);
    if (known) return known;
    const state = params.check(raw);
    if (!state) return undefined;
    if (checked.size >= maxEntries) checked.clear();
    checked.set(raw, state);
    return state;
  }

  return {
    stateOf(connection, header) {
      if (!header) return undefined;
      const last = lastHeaderOf.get(connection);
      if (last?.header === header) return last.state;
      const raw = params.valueOf(header);
      const state = raw ? stateOfValue(raw) : undefined;
      lastHeaderOf.set(connection, { header, state });
      return state;
    },
  };
}
