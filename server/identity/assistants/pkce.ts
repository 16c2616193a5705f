/** PKCE with S256 only (RFC 7636 §4.6): `plain` would let whoever sees the authorization request redeem its code. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** 43 to 128 characters of the unreserved set, as RFC 7636 §4.1 allows for a verifier. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A base64url SHA-256: 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
