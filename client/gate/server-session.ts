/**
 * The server half of signing in: `docgen serve` only sends private pages to a browser with a
 * session cookie, which the client gets for its token here. A static host without docgen's server answers
 * with an error, which is fine: there the client gate is all there is.
 */
import { SESSION_PATH } from '../../core/routes/session-path.ts';

/** Opens the session; true when the server set the cookie. */
export async function openServerSession(token: string): Promise<boolean> {
  try {
    const response = await fetch(SESSION_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return response.ok;
  } catch (error) {
    console.warn('Could not open a server session.', error);
    return false;
  }
}

export async function closeServerSession(): Promise<void> {
  try {
    await fetch(SESSION_PATH, { method: 'DELETE', credentials: 'same-origin' });
  } catch (error) {
    console.warn('Could not end the server session.', error);
  }
}

const RELOADED_KEY = 'docgen-session-reloaded';

/**
 * On the sign-in shell, once the session is open the page is loaded again to get its content. Once per path,
 * token and tab: if the server still answers with the shell (the reader lacks a group), no reload loop; a new
 * token (a step-up's, with one more factor) may reload the same path once more.
 */
export function reloadShellOnce(token: string): void {
  // The signature's tail tells tokens apart without keeping a usable token here.
  const reloaded = `${location.pathname} ${token.slice(-16)}`;
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === reloaded) return;
    sessionStorage.setItem(RELOADED_KEY, reloaded);
  } catch {
    // Without session storage a loop cannot be ruled out: stay on the page.
    return;
  }
  location.reload();
}

/** After a page with content arrived, a later shell on this path may reload again. */
export function forgetShellReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage failures are ignored.
  }
}
