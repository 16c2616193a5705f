/** The query parameters that carry a user in a page URL (`docs/identity-api.md`, "Links and URL challenges"). */
export const CHALLENGES_PARAM = 'challenges';
export const PACK_PARAM = 'sidcp';

/**
 * Query parameters that can carry a credential in a URL the browser shows: sign-in links (challenge lists and
 * packs), single sign-on returns (codes, state, CSRF tokens) and the tokens some identity providers put in a
 * redirect. A URL that is recorded anywhere (analytics, logs) loses them first: whoever reads the record
 * could otherwise spend a live link.
 */
const CREDENTIAL_PARAMS: ReadonlySet<string> = new Set([
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
 * How many URLs inside each other's parameters are looked into (`?next=/a%3Freturn_to%3D…`); deeper ones are
 * dropped whole, so no nesting hides a credential.
 */
const MAX_NESTING = 4;

/**
 * The URL without credential-bearing query parameters (matched case-insensitively), at any depth: a parameter
 * whose value holds a URL or a query of its own (what a redirect-mode return or a `next=` link carries) loses
 * them there too. The fragment goes as well (identity providers return tokens there). A site-relative
 * reference (`/x?…`) stays relative; text that is no web URL comes back unchanged.
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
  url.search = withoutCredentialParams(url.searchParams, 1);
  url.hash = '';
  return relative ? `${url.pathname}${url.search}` : url.href;
}

/**
 * `value` as JSON in which every string that reads as a URL has lost its credentials (`withoutCredentials`):
 * for records made of what a browser sent (analytics events), where any field may hold a URL.
 */
export function credentialFreeJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? withoutCredentials(inner) : inner,
  );
}

/** A query string without credential parameters, each remaining value cleaned of nested ones. */
function withoutCredentialParams(params: URLSearchParams, depth: number): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase())) continue;
    const cleaned = withoutNestedCredentials(value, depth);
    if (cleaned !== undefined) kept.append(name, cleaned);
  }
  return kept.toString();
}

/** A value that is itself a query string: it starts with a parameter name and `=`. */
const QUERY_LIKE = /^[^/?#=&]+=/;

/**
 * A parameter's value with the credentials of any query it holds removed: the part after its first `?`, or the
 * whole value when it reads as a query (`a=b&…`); a fragment holding `=` (a token) is dropped; a value encoded
 * once more (`%3F…%3D`) is looked into decoded. Undefined when it nests too deep to look into.
 */
function withoutNestedCredentials(value: string, depth: number): string | undefined {
  const hash = value.indexOf('#');
  const text = hash >= 0 && value.includes('=', hash) ? value.slice(0, hash) : value;
  const question = text.indexOf('?');
  if (question < 0 && !QUERY_LIKE.test(text)) return withoutEncodedCredentials(text, depth);
  if (depth >= MAX_NESTING) return undefined;
  const head = text.slice(0, question + 1);
  return head + withoutCredentialParams(new URLSearchParams(text.slice(question + 1)), depth + 1);
}

/** A value encoded once more than its parameter needs, cleaned decoded (and then left decoded); else as it is. */
function withoutEncodedCredentials(value: string, depth: number): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return value;
  }
  if (decoded === value) return value;
  if (depth >= MAX_NESTING) return undefined;
  const cleaned = withoutNestedCredentials(decoded, depth + 1);
  return cleaned === decoded ? value : cleaned;
}
