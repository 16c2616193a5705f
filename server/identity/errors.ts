/**
 * Every failure the identity API answers with: a status and a message, sent as the protocol's error envelope.
 * Messages the SDK matches come from `core/identity/errors.ts`; the others say what happened and what to do.
 * No message echoes client input (beyond names from fixed lists), so nothing a client sends is reflected.
 */
import { IdentityMessage, UNSUPPORTED_SSO_METHOD } from '../../core/identity/index.ts';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const KB = 1024;

export const Failures = {
  /** Unknown, used, expired or mismatched secrets: one answer, so none can be told apart. */
  expired: () => new IdentityError(403, IdentityMessage.expired),
  rateLimited: (retryAfterSeconds: number) =>
    new IdentityError(429, `too many requests; try again in ${retryAfterSeconds} seconds`, {
      'Retry-After': String(retryAfterSeconds),
    }),
  alreadySent: (retryAfterSeconds: number) =>
    new IdentityError(
      429,
      `${IdentityMessage.alreadySent}: it signs in the browser you open it in (a new one can be sent in ${retryAfterSeconds} seconds)`,
      { 'Retry-After': String(retryAfterSeconds) },
    ),
  malformedEmail: (reason: string) => new IdentityError(400, `${IdentityMessage.malformedEmail}: ${reason}`),
  malformedPhone: (reason: string) => new IdentityError(400, `${IdentityMessage.malformedPhone}: ${reason}`),
  /** The SMS provider refused the number for good. */
  unreachablePhone: () =>
    new IdentityError(400, `${IdentityMessage.unreachablePhone}: the text message provider refused it`),
  /** The SDK matches this sentence (BadPasskeyScopeError); `scope` is reduced to host name characters. */
  passkeyBadScope: (scope: string, origin: string) =>
    new IdentityError(
      400,
      `selected scope '${scope}' is not equal to or a registrable domain suffix of origin '${origin}'`,
    ),
  passkeyNotVerified: () => new IdentityError(400, 'the passkey could not be verified; please try again'),
  passkeyUnknown: () =>
    new IdentityError(400, 'this passkey is not registered for this address here; use another one'),
  /** Rule names from a fixed list (`password-policy.ts`); the SDK asks again on 400. */
  invalidPassword: (rules: readonly string[]) =>
    new IdentityError(400, `invalid_password: ${rules.join(', ')}`),
  /** 401 asks again (the widget shows "Incorrect handle or password"). */
  incorrectPassword: () => new IdentityError(401, 'incorrect handle or password'),
  /** A wrong one-time code while tries remain: 401, so the SDK asks for the code again. */
  incorrectCode: () => new IdentityError(401, 'incorrect code; check it and try again'),
  selfRegistrationNotAllowed: () => new IdentityError(403, IdentityMessage.selfRegistrationNotAllowed),
  personCannotBeRegistered: () => new IdentityError(403, IdentityMessage.personCannotBeRegistered),
  personInactive: (personId: string) => new IdentityError(403, `Person ${personId} is inactive`),

  malformedJson: () => new IdentityError(400, 'the request body is not valid JSON'),
  emptyBody: () => new IdentityError(400, 'the request body is empty; send a JSON object'),
  bodyTooLarge: (limitBytes: number) =>
    new IdentityError(413, `the request body is larger than ${Math.round(limitBytes / KB)} KB`),
  unsupportedMediaType: () =>
    new IdentityError(415, 'the request body must be JSON, sent with Content-Type: application/json'),
  invalidBody: (detail: string) => new IdentityError(400, `invalid request body: ${detail}`),
  controlCharacters: () =>
    new IdentityError(400, 'the request contains control characters (such as NUL) where none may be'),

  missingOrganization: () => new IdentityError(400, 'the SlashID-OrgID header is required for this call'),
  unknownOrganization: () =>
    new IdentityError(400, 'the SlashID-OrgID header names an organization this server does not serve'),
  unknownFactor: (available: readonly string[]) =>
    new IdentityError(400, `unknown factor method; this server knows ${available.join(', ')}`),
  unsupportedFactor: (method: string, available: readonly string[]) =>
    new IdentityError(
      400,
      `factor method ${method} is not available on this server yet; use ${available.join(', ')}`,
    ),
  factorNotEnabled: (method: string, enabled: Iterable<string>) =>
    new IdentityError(
      400,
      `factor method ${method} is not enabled on this site; use ${[...enabled].join(', ')}`,
    ),
  unsupportedHandle: (method: string, needed: string) =>
    new IdentityError(400, `factor method ${method} needs a handle of type ${needed}`),
  unsupportedChallengeType: (type: string) =>
    new IdentityError(400, `challenge type ${type} cannot be attested on this server yet`),

  ssoNoProvider: (method: string) =>
    new IdentityError(
      400,
      `no ${method} single sign-on provider on this server matches these options; check ${method === 'saml' ? 'provider_credentials_id' : 'provider and client_id'}`,
    ),
  /** A method other than `oidc` or `saml` given single sign-on options (the spec's message). */
  unsupportedSsoMethod: () => new IdentityError(400, UNSUPPORTED_SSO_METHOD),
  ssoHandleGiven: (method: string) => new IdentityError(400, `factor method ${method} takes no handle`),
  ssoPkceMissing: () =>
    new IdentityError(
      400,
      'single sign-on needs a pkce_code_challenge and a csrf_token (in metadata, or in the factor options)',
    ),
  // Single sign-on refusals: each message starts with its refusal's sentence (`core/identity/sso-refusals.ts`).
  ssoStateInvalid: () =>
    new IdentityError(400, 'the sign-in state is unknown, used or expired; start the sign-in again'),
  /** `code` is one of the OAuth error codes of `sso/oidc/errors.ts` (a fixed list), or `error`. */
  ssoRefusedByProvider: (code: string) =>
    new IdentityError(403, `the identity provider ended the sign-in with ${code}; start the sign-in again`),
  ssoCodeRejected: () =>
    new IdentityError(
      400,
      'the identity provider did not accept the authorization code; start the sign-in again',
    ),
  /** `what` names the check that failed, from a fixed list. */
  ssoAssertionInvalid: (what: string) =>
    new IdentityError(
      400,
      `the identity provider's answer did not verify (${what}); start the sign-in again`,
    ),
  ssoProviderUnavailable: () =>
    new IdentityError(503, 'the identity provider could not be reached; try again later'),
  ssoEmailUnverified: () =>
    new IdentityError(403, 'the identity provider did not confirm an e-mail address for this account'),
  /** `reason` is one of `checkEmailAddress`'s fixed reasons, or the normalisation one. */
  ssoEmailUnusable: (reason: string) =>
    new IdentityError(
      403,
      `the identity provider's e-mail address cannot be used here: ${reason}; ask the provider's administrator`,
    ),
  ssoVerifierMismatch: () =>
    new IdentityError(400, 'the PKCE code verifier does not match this sign-in; start the sign-in again'),
  ssoOtherBrowser: () =>
    new IdentityError(
      403,
      'this sign-in was started in another browser; start the sign-in again in this one',
    ),
  ssoFailed: () => new IdentityError(403, 'single sign-on did not complete; start the sign-in again'),

  unauthorized: () => new IdentityError(401, 'a valid bearer token is required; sign in again'),
  unknownBucket: (buckets: readonly string[]) =>
    new IdentityError(404, `no such attribute bucket; this server has ${buckets.join(', ')}`),
  bucketNotReadable: () =>
    new IdentityError(403, 'this attribute bucket is not readable with a reader token'),
  bucketReadOnly: () => new IdentityError(403, 'this attribute bucket is read-only for its reader'),
  tooManyAttributes: (limit: number) =>
    new IdentityError(413, `an attribute bucket holds at most ${limit} attributes`),
  impersonationNotAllowed: () =>
    new IdentityError(403, "impersonation is allowed only to members of the organization's admin group"),
  impersonationConfined: () =>
    new IdentityError(403, 'an impersonation is valid only in the organization it was granted in'),
  personNotFound: () => new IdentityError(404, 'no such person in this organization'),
  directIdNotAllowed: () =>
    new IdentityError(
      403,
      'a Direct-ID is only for a signed-in reader, not an anonymous or impersonating one',
    ),
  anonymousDisabled: () => new IdentityError(403, 'anonymous readers are not enabled on this site'),
  notMember: () =>
    new IdentityError(403, 'the reader does not belong to this organization; ask its administrator'),
  tokenInvalid: () => new IdentityError(400, 'the token is not a valid token of this server'),
  tokenAlreadyRevoked: () => new IdentityError(400, 'the token is already revoked'),
  challengePackNotFound: () => new IdentityError(404, 'challenge pack not found; sign in again'),
  notFound: () => new IdentityError(404, 'no such identity API endpoint'),
  methodNotAllowed: () => new IdentityError(405, 'method not allowed on this identity API endpoint'),
  originNotAllowed: () =>
    new IdentityError(403, 'requests from this origin are not allowed; add it to the identity CORS origins'),

  mailRejected: () =>
    new IdentityError(
      422,
      'the sign-in e-mail was refused by the receiving mail server; check the address and try again',
    ),
  mailUnavailable: () =>
    new IdentityError(503, 'the sign-in e-mail could not be sent; please try again later'),
  smsNotConfigured: (method: string) =>
    new IdentityError(400, `factor method ${method} is not available: this server has no SMS provider`),
  smsUnavailable: () => new IdentityError(503, 'the text message could not be sent; please try again later'),
  storageUnavailable: () =>
    new IdentityError(
      503,
      'sign-in is unavailable for a moment (its storage cannot be written); please try again later',
    ),
  internal: (correlationId: string) =>
    new IdentityError(
      500,
      `the identity service failed unexpectedly; quote ${correlationId} when reporting this`,
    ),
};
