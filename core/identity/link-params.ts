/** The query parameters that carry a user in a page URL (`docs/identity-api.md`, "Links and URL challenges"). */
export const CHALLENGES_PARAM = 'challenges';
export const PACK_PARAM = 'sidcp';

/**
 * Query parameters that can carry a credential in a URL the browser shows: sign-in links (challenge lists and
 * packs), single sign-on returns (codes, state, CSRF tokens) and the tokens some identity providers put in a
 * redirect. A URL that is recorded anywhere (analytics, logs) loses them first: whoever reads the record
 * could otherwise spend a live link.
 */
export const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set([
  CHALLENGES_PARAM,
  PACK_PARAM,
  'sso_code',
  'sso_challenge_id',
  'csrf_token',
  'code',
  'state',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'nonce',
  'otp',
  'password',
  'ticket',
  'samlresponse',
  'relaystate',
]);

/** Resolves site-relative references; never contacted. */
const RELATIVE_BASE = 'http://relative.invalid';

/**
 * The URL without credential-bearing query parameters (matched case-insensitively) and without its fragment
 * (identity providers return tokens there too). A site-relative reference (`/x?…`) stays relative; text that
 * is no web URL comes back unchanged.
 */
export function withoutCredentials(text: string): string {
  const relative = text.startsWith('/') || text.startsWith('?');
  if (!relative && !/^https?:\/\//i.test(text)) return text;
  let url: URL;
  try {
    url = relative ? new URL(text, RELATIVE_BASE) : new URL(text);
  } catch {
    return text;
  }
  for (const name of [...url.searchParams.keys()]) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase())) url.searchParams.delete(name);
  }
  url.hash = '';
  return relative ? `${url.pathname}${url.search}` : url.href;
}
