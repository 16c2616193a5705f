/** The identity service's public surface for `docgen serve`, `docgen users` and the server gate. */
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
