/**
 * The session's sign-in around the identity flow (which the client loads lazily). It sees the session only
 * through `LoginSession`, so that the two do not import each other.
 */
import type { Factor, Handle } from '../../core/identity/handles.ts';
import type { IdentityClient } from './client.ts';
import { isFlowCancelled, toError } from './errors.ts';
import type { AnonymousUser, User } from './user.ts';

/** A step run after each sign-in, before the session adopts the user (e.g. showing new recovery codes). */
export type LoginMiddleware = (context: { user: User; sid: IdentityClient }) => User | Promise<User>;

/** What a sign-in needs of `IdentitySession`. */
export interface LoginSession {
  load(): IdentityClient;
  getSnapshot(): { user: User | undefined; anonymousUser: AnonymousUser | undefined };
  adopt(user: User): void;
  logOut(): Promise<void>;
}

/**
 * `IdentitySession.logIn`: a signed-in user steps up (MFA), an anonymous one upgrades, anyone else signs in;
 * then the middleware runs. Any failure but a cancelled flow logs out.
 */
export async function logIn(
  session: LoginSession,
  settings: { oid: string; anonymousUsersEnabled?: boolean },
  config: { handle?: Handle | null; factor: Factor },
  middleware: LoginMiddleware | LoginMiddleware[] = [],
): Promise<User> {
  const client = session.load();
  const handle = config.factor.method === 'oidc' || config.factor.method === 'saml' ? null : config.handle;
  try {
    const { user: current, anonymousUser } = session.getSnapshot();
    let user: User;
    if (current && !current.anonymous) user = await current.mfa(handle ?? undefined, config.factor);
    else if (anonymousUser && settings.anonymousUsersEnabled)
      user = await anonymousUser.upgrade(handle ?? undefined, config.factor);
    else user = await client.id(settings.oid, handle, config.factor);
    for (const step of [middleware].flat()) user = await step({ user, sid: client });
    client.analytics.track('PersonIdentified_v1', { person_id: user.ID });
    session.adopt(user);
    return user;
  } catch (error) {
    if (!isFlowCancelled(error)) await session.logOut();
    throw toError(error);
  }
}
