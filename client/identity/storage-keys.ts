/** Browser storage keys. */
export const STORAGE = {
  userToken: '@slashid/USER_TOKEN',
  lastHandle: '@slashid/LAST_HANDLE',
  identifiers: 'SLASHID_IDENTIFIERS',
  credentialIds: 'SLASHID_WEBAUTHN_CREDENTIAL_ID_V2',
  csrfToken: '@SLASHID/CSRF_TOKEN',
  pkceVerifier: '@SLASHID/PKCE_CODE_VERIFIER',
  correlationId: '@slashid/EVENTS_CORRELATION_ID',
  /** The organisation the reader switched to, kept beside the token so a reload stays in it. */
  organization: '@slashid/ORGANIZATION',
} as const;
