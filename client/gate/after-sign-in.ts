/** Where the reader goes once signed in: the page they asked for, or the sign-in shell's content. */
import type { GateConfig } from './config.ts';
import { safeReturnPath, takeReturnTo } from './return-to.ts';
import { reloadShellOnce } from './server-session.ts';

/** Opens a server session for the token; true when one opened. */
export type OpenServerSession = (token: string) => boolean | Promise<boolean>;

export const here = () => `${location.pathname}${location.search}${location.hash}`;

/**
 * The remembered page to go to once the session has restored a signed-in reader as the page loads. It applies
 * only where the reader was sent to sign in (the redirect path in redirect mode); any other page was asked for
 * itself (reloaded or typed, perhaps before a sign-in in another tab reached this one) and is not traded for an
 * older one. Taken from storage either way, so it cannot redirect a later page load.
 */
export function takeReturnToAtStart(signIn: GateConfig['signIn'], route: string): string | undefined {
  const remembered = takeReturnTo(location.origin);
  const sentHere = signIn.uxMode !== 'modal' && route === signIn.privateRedirectPath;
  return sentHere ? remembered : undefined;
}

/** Goes to the remembered page; false when there is none or it is this one. */
export function land(target: string | undefined): boolean {
  const path = safeReturnPath(target, location.origin);
  if (!path || path === here()) return false;
  location.assign(path);
  return true;
}

/**
 * After a sign-in: the server session first, then one navigation: to the page the reader asked for, or, on the
 * sign-in shell, a reload that now brings the content. Never both at once: a navigation would cancel the
 * session request.
 */
export async function afterSignIn(
  onSignIn: OpenServerSession | undefined,
  token: string,
  target: string | undefined,
  onShell: boolean,
): Promise<void> {
  const opened = (await onSignIn?.(token)) ?? false;
  if (!land(target) && onShell && opened) reloadShellOnce(token);
}
