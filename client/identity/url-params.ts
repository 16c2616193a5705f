/**
 * The two parameters that carry a user in the page URL. Looking for them is all a page
 * without them needs: the code that reads them (url-user.ts, url-sign-in.ts) loads only when they are there.
 */
import { CHALLENGES_PARAM, PACK_PARAM } from '../../core/identity/link-params.ts';

export function hasUrlChallenges(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(CHALLENGES_PARAM) || params.has(PACK_PARAM);
}
