/**
 * Tokens whose signature, key, issuer and claims were already checked, so the server gate's repeated checks
 * of the same token cost a map lookup instead of an ECDSA verification. Safe because a token's signature
 * never stops being valid: keys are retired, never withdrawn, until every token they signed has expired.
 * Expiry and revocation are still checked on every use. Bounded (least recently used entries go first).
 */
import type { TokenClaims } from '../../../core/identity/index.ts';

export interface VerifiedCache {
  get(token: string): TokenClaims | undefined;
  set(token: string, claims: TokenClaims): void;
}

export function createVerifiedCache(maxEntries = 10_000): VerifiedCache {
  const entries = new Map<string, TokenClaims>();
  return {
    get(token) {
      const claims = entries.get(token);
      if (claims) {
        entries.delete(token);
        entries.set(token, claims);
      }
      return claims;
    },
    set(token, claims) {
      entries.set(token, claims);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
