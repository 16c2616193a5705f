/** The identity SDK client: what the widget and the gate import. */
export { IdentityClient } from './client.ts';
export { IdentitySession, type SdkState, type SessionOptions, type SessionSnapshot } from './session.ts';
export type { LoginMiddleware } from './log-in.ts';
export { User, AnonymousUser, UNAUTHENTICATED_MESSAGE } from './user.ts';
export { IdentityError, ResponseError, toError, isFlowCancelled, type IdentityErrorName } from './errors.ts';
export { slugFor } from './slugs.ts';
export { EVENT_NAMES, PUBLISH_NAMES, type EventName, type PublishName } from './events.ts';
export { resolveOptions, type IdentityOptions } from './options.ts';
export { SDK_VERSION } from './constants.ts';
export { STORAGE } from './storage-keys.ts';
export { readUrlChallenges, withoutUrlChallenges } from './url-user.ts';
export { failedPasswordRules, offendingPart, type FailedRule, type PasswordRule } from './password-rules.ts';
export { resolveSsoReturn } from './pkce.ts';
export { parseProviderInitiated } from './url-params.ts';
