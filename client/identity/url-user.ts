/**
 * A user from the page URL: `?challenges=` (base64url JSON of a challenge list) or
 * `?sidcp=` (a challenge pack id); both together are refused.
 */
import { decodeChallengesParam, type Challenge } from '../../core/identity/challenges.ts';
import type { Handle } from '../../core/identity/handles.ts';
import { CHALLENGES_PARAM, PACK_PARAM } from '../../core/identity/link-params.ts';
import { IdentityError } from './errors.ts';

export type UrlChallenges =
  { kind: 'none' } | { kind: 'challenges'; challenges: Challenge[] } | { kind: 'pack'; packId: string };

/** Reads the parameters; throws `InvalidURLParamsError` when both are present or the list cannot be read. */
export function readUrlChallenges(search: string): UrlChallenges {
  const params = new URLSearchParams(search);
  const encoded = params.get(CHALLENGES_PARAM);
  const packId = params.get(PACK_PARAM);
  if (encoded !== null && packId !== null) {
    throw new IdentityError(
      'InvalidURLParamsError',
      `Use either "${CHALLENGES_PARAM}" or "${PACK_PARAM}" in the URL, not both.`,
    );
  }
  if (packId !== null) return { kind: 'pack', packId };
  if (encoded === null) return { kind: 'none' };
  const challenges = decodeChallengesParam(encoded);
  if (!challenges)
    throw new IdentityError(
      'InvalidURLParamsError',
      `The "${CHALLENGES_PARAM}" parameter is not a readable challenge list.`,
    );
  return { kind: 'challenges', challenges: challenges as Challenge[] };
}

/** Whether the URL carries a password reset link rather than a sign-in. */
export function isPasswordReset(found: UrlChallenges): boolean {
  return (
    found.kind === 'challenges' && found.challenges.some((challenge) => challenge?.type === 'password_reset')
  );
}

/** Removes the sign-in parameters from a URL (after use, so a reload does not replay them). */
export function withoutUrlChallenges(href: string): string {
  const url = new URL(href);
  for (const name of [CHALLENGES_PARAM, PACK_PARAM, 'sso_challenge_id', 'sso_code', 'csrf_token'])
    url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The handle and method of the last `authentications` entry, for `idFlowSucceeded`. */
export function lastAuthentication(
  claims: Record<string, unknown>,
): { handle: Handle; method: string } | undefined {
  const list = claims.authentications;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const last = list[list.length - 1] as { handle?: Handle; method?: string };
  return last.handle && last.method ? { handle: last.handle, method: last.method } : undefined;
}
