/**
 * Tokens whose signature, key, issuer and claims were already checked, so the server gate's repeated checks
 * of the same token cost a map lookup instead of an ECDSA verification. Safe because a token's signature
 * never stops being valid: keys are retired, never withdrawn, until every token they signed has expired.
 * Expiry and revocation are still checked on every use.
 * Bounded like an LRU, without an LRU's bookkeeping on every hit (that runs on every gated request): entries
 * live in two generations; a full young generation becomes the old one, and the old one is dropped. A token
 * used since the last turn is in the young generation, so only tokens unused for a whole generation are lost.
 */
import type { TokenClaims } from '../../../core/identity/index.ts';

export interface VerifiedCache {
  get(token: string): TokenClaims | undefined;
  set(token: string, claims: TokenClaims): void;
}

export function createVerifiedCache(maxEntries = 10_000): VerifiedCache {
  const generationSize = Math.max(1, Math.floor(maxEntries / 2));
  let young = new Map<string, TokenClaims>();
  let old = new Map<string, TokenClaims>();

  function set(token: string, claims: TokenClaims): void {
    if (young.size >= generationSize) {
      old = young;
      young = new Map();
    }
    young.set(token, claims);
  }

  return {
    get(token) {
      const claims = young.get(token);
      if (claims) return claims;
      const kept = old.get(token);
      if (kept) {
        old.delete(token);
        set(token, kept);
      }
      return kept;
    },
    set,
  };
}
