/** Assistants readers approve: docgen's identity service as their OAuth 2.1 authorization server. */
export { registerClient } from './clients.ts';
export { checkAuthorizationRequest, type AuthorizationRequest } from './authorization-request.ts';
export {
  approve,
  exchangeCode,
  grantOfAccessToken,
  listAssistants,
  refreshTokens,
  revokeAssistant,
} from './grants.ts';
export { auditAssistant } from './audit.ts';
export { OAuthError } from './oauth-error.ts';
