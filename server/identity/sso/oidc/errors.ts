/**
 * `openid-client`'s errors as the API's answers. Only names from fixed lists reach the message: a provider's
 * error code is shown when it is a standard one, a failed ID token check names the claim.
 */
import * as client from 'openid-client';
import { Failures, IdentityError } from '../../errors.ts';

/** OAuth 2.0 and OpenID Connect error codes a provider may answer (RFC 6749 §4.1.2.1, §5.2; OIDC Core §3.1.2.6). */
const PROVIDER_ERROR_CODES = new Set([
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
  if (error instanceof client.ResponseBodyError) {
    if (error.error === 'invalid_grant') return Failures.ssoCodeRejected();
    return Failures.ssoRefusedByProvider(providerCode(error.error));
  }
  if (error instanceof client.AuthorizationResponseError)
    return Failures.ssoRefusedByProvider(providerCode(error.error));
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

/** The ID token claim whose check failed, if it is one we name. */
function claimIn(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const claim = (cause as { claim?: unknown }).claim;
    if (typeof claim === 'string') return CHECKED_CLAIMS.has(claim) ? claim : 'value';
  }
  return undefined;
}
