/** An OAuth 2.1 error answer (`{error, error_description}`), as RFC 6749 §5.2 and RFC 7591 §3.2.2 name them. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata';

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}
