/**
 * The privacy choice a reader made before signing in is stored with their account once they sign in: once
 * per reader and tab, not on every page.
 */
import { readLocalConsent } from '../identity/local-consent.ts';
import type { User } from '../identity/user.ts';

const SYNCED_KEY = 'docgen-consent-synced';

export function syncLocalConsent(user: User): void {
  const levels = readLocalConsent();
  if (!levels || user.anonymous) return;
  try {
    if (sessionStorage.getItem(SYNCED_KEY) === user.ID) return;
    sessionStorage.setItem(SYNCED_KEY, user.ID);
  } catch {
    // Without session storage the choice is stored again on each page: harmless.
  }
  user.setGDPRConsent(levels).catch((error: unknown) => {
    console.warn('Could not store the privacy choice with the account.', error);
  });
}
