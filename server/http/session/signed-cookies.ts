/**
 * Session cookies whose signature was already checked. Checking one costs an HMAC (tens of microseconds with
 * Node's crypto, more than the rest of a gated request), and a reader sends the same cookie on every request
 * until it is refreshed. The check is a pure function of the cookie's exact text and the signing key, so a
 * remembered result is the result: lifetimes and the token are still checked on every request. Only cookies
 * that passed are remembered, so forged ones cannot crowd out a reader's; the memory is bounded by forgetting
 * everything once it is full (re-checking a few thousand cookies costs a few milliseconds).
 */
import type { SessionState } from './session-cookie.ts';

export interface SignedCookies {
  /** The session state of a cookie's raw value, checking its signature only on first sight. */
  stateOf(raw: string, check: (raw: string) => SessionState | undefined): SessionState | undefined;
}

export function createSignedCookies(maxEntries = 5_000): SignedCookies {
  const checked = new Map<string, SessionState>();
  return {
    stateOf(raw, check) {
      const known = checked.get(raw);
      if (known) return known;
      const state = check(raw);
      if (!state) return undefined;
      if (checked.size >= maxEntries) checked.clear();
      checked.set(raw, state);
      return state;
    },
  };
}
