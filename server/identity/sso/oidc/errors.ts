/**
 * `openid-client`'s errors as the API's answers. Only names from fixed lists reach the message: a provider's
 * error code is shown when it is a standard one, a failed ID token check names the claim.
 */
import * as client from 'openid-client';
import { Failures, IdentityError } from '../../errors.ts';

/** OAuth 2.0 and OpenID Connect error codes a provider may answer (RFC 6749 §4.1.2.1, §5.2; OIDC Core §3.1.2.6). */
const PROVIDER_ERROR_CODES = new Set([
  // GitHub's name for a client it does not know.
  'incorrect_client_credentials',
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'account_selection_required',
  'consent_required',
  'invalid_client',
  'unsupported_grant_type',
]);

const CHECKED_CLAIMS = new Set(['nonce', 'iss', 'aud', 'azp', 'sub', 'exp', 'iat', 'auth_time']);

export function explainOidcError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const tokenError = error instanceof client.ResponseBodyError ? error.error : error200In(error);
  if (tokenError !== undefined) {
    if (tokenError === 'invalid_grant' || tokenError === 'bad_verification_code')
      return Failures.ssoCodeRejected();
    return providerRefusal(tokenError);
  }
  if (error instanceof client.AuthorizationResponseError) return providerRefusal(error.error);
  if (error instanceof client.ClientError) {
    const claim = claimIn(error);
    if (claim) return Failures.ssoAssertionInvalid(`ID token claim ${claim}`);
    if (error.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED')
      return Failures.ssoAssertionInvalid('ID token expiry');
    return Failures.ssoAssertionInvalid('provider response');
  }
  // A network failure or time-out reaching the provider.
  if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError'))
    return Failures.ssoProviderUnavailable();
  return Failures.ssoAssertionInvalid('provider response');
}

function providerCode(code: string): string {
  return PROVIDER_ERROR_CODES.has(code) ? code : 'an error';
}

/** The provider's own `error` in its answer: 403, naming the code when it is a standard one. */
export function providerRefusal(code: string): IdentityError {
  return Failures.ssoRefusedByProvider(providerCode(code));
}

/** The ID token claim whose check failed, if it is one we name. */
function claimIn(error: unknown): string | undefined {
  const claim = inCauses(error, (cause) => cause.claim);
  return typeof claim === 'string' ? (CHECKED_CLAIMS.has(claim) ? claim : 'value') : undefined;
}

/**
 * The `error` of a token answer sent with status 200 (GitHub answers a refused code with
 * `200 {"error":"bad_verification_code"}`), which the library reports as a response without a token.
 */
function error200In(error: unknown): string | undefined {
  if (!(error instanceof client.ClientError)) return undefined;
  const body = inCauses(error, (cause) => cause.body);
  const code = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The first value `pick` finds along an error's `cause` chain. */
function inCauses(error: unknown, pick: (cause: Record<string, unknown>) => unknown): unknown {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const value = pick(cause as Record<string, unknown>);
    if (value !== undefined) return value;
  }
  return undefined;
}
