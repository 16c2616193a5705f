/**
 * Log out, in this order: the provider's end-session URL is asked for while the token still works (a reader
 * who signed in with OpenID Connect), then docgen's session ends (the token revoked, the server session
 * closed), and only then does the browser go to the provider to end its session there too, which comes back
 * to the site. Without that last step the provider's session would sign the reader straight back in.
 */
import type { IdentitySession } from '../identity/session.ts';
import type { User } from '../identity/user.ts';

export async function signOut(
  session: IdentitySession,
  user: User | undefined,
  onSignOut: (() => void | Promise<void>) | undefined,
): Promise<void> {
  const providerUrl = await user?.providerSignOutUrl();
  await session.logOut({ leaving: providerUrl !== undefined });
  await onSignOut?.();
  if (providerUrl) location.assign(providerUrl);
}
