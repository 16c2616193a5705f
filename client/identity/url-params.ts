/**
 * The parameters that carry a user in the page URL, or start a sign-in (`iss`). Looking for them is all a page
 * without them needs: the code that reads them (url-user.ts, url-sign-in.ts) loads only when they are there.
 */
import { CHALLENGES_PARAM, PACK_PARAM } from '../../core/identity/link-params.ts';

export function hasUrlChallenges(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(CHALLENGES_PARAM) || params.has(PACK_PARAM);
}

/** Provider-initiated sign-in: `iss=social:<provider>:<client_id>`, exactly three parts. */
export function parseProviderInitiated(
  iss: string | null,
): { provider: string; client_id: string } | undefined {
  if (!iss) return undefined;
  const parts = iss.split(':');
  if (parts.length !== 3 || parts[0] !== 'social' || !parts[1] || !parts[2]) return undefined;
  return { provider: parts[1], client_id: parts[2] };
}

/** Whether the URL asks for a sign-in the identity provider started (`iss=social:<provider>:<client_id>`). */
export function hasProviderInitiated(search: string): boolean {
  return parseProviderInitiated(new URLSearchParams(search).get('iss')) !== undefined;
}

/** Whether the URL is the return from a single sign-on provider (redirect mode). */
export function isSsoReturn(search: string): boolean {
  return new URLSearchParams(search).has('sso_challenge_id');
}
