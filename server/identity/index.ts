/**
 * The identity service's one entry point: `docgen serve`, `docgen users`, `docgen keys`, the server gate, search
 * and the server's environment import only this module (ESLint refuses any deeper import from outside).
 */
export { createIdentity, type Identity } from './create-identity.ts';
export { identityOptionsFromEnv, type IdentityEnv } from './env.ts';
export { openStorageFromEnv, SQLITE_FILE_NAME, type StorageEnv } from './storage/open.ts';
export {
  addUser,
  listUsers,
  parseGroups,
  parseRoles,
  removeUser,
  setUserGroups,
  setUserRoles,
  UsersError,
  type UserSummary,
  type UsersContext,
} from './users/admin.ts';
export {
  addMember,
  addOrganization,
  listImpersonations,
  listMembers,
  listOrganizations,
  removeMember,
  removeOrganization,
  setMemberGroups,
  setMemberRoles,
  type ImpersonationSummary,
  type MemberSummary,
  type OrganizationSummary,
} from './users/org-admin.ts';
export { auditImpersonationUse } from './accounts/impersonation-audit.ts';
export { rotateSigningKey } from './tokens/key-ring.ts';
export type { Logger } from './logger.ts';
export { systemClock } from './clock.ts';
export { openSecretKey } from './crypto/secrets.ts';
export { secretSealer } from './crypto/sealer.ts';
export type { IdentityObserver, SignInStage } from './observer.ts';
export type { IdentityStorage } from './storage/types.ts';
export { reportSsoSetup } from './sso/provider-report.ts';
export { clientAddressOf, clientSubjectOf } from './api/request-info.ts';
export type { TrustProxy } from './context/client-ip.ts';
export { isWebhookUrl } from './sms/webhook-sender.ts';
export { OIDC_PROVIDERS_SETTING } from './sso/oidc/settings.ts';
export { SAML_PROVIDERS_SETTING } from './sso/saml/settings.ts';
export * from './assistants/index.ts';
export type { AssistantGrantRecord } from './storage/assistant-types.ts';
