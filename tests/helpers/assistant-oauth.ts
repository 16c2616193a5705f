/**
 * An assistant's side of docgen's OAuth 2.1 flow, by hand (PKCE S256, dynamic registration), for tests that
 * drive the endpoints with `inject` or `fetch`.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkcePair(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const ASSISTANT_REDIRECT = 'http://127.0.0.1:33418/callback';

/** The query of an authorization request for `clientId`, with this challenge. */
export function authorizeQuery(clientId: string, pkce: Pkce, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: ASSISTANT_REDIRECT,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    ...extra,
  }).toString();
}

/** The hidden fields of the consent form in a page's HTML. */
export function consentFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  return fields;
}
