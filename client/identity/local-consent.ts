/**
 * The privacy consent chosen in this browser (`@slashid/GDPR_CONSENT`, a JSON array of levels): what a reader
 * who is not signed in chose, and a copy of a signed-in reader's. Storage failures count as no choice.
 */
import { CONSENT_LEVELS, CONSENT_STORAGE_KEY, type ConsentLevel } from '../../core/identity/consent.ts';

export function readLocalConsent(): ConsentLevel[] | undefined {
  try {
    const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
    const levels: unknown = stored ? JSON.parse(stored) : undefined;
    if (!Array.isArray(levels)) return undefined;
    return levels.filter((level): level is ConsentLevel =>
      (CONSENT_LEVELS as readonly unknown[]).includes(level),
    );
  } catch {
    return undefined;
  }
}

export function writeLocalConsent(levels: readonly ConsentLevel[]): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(levels));
  } catch (error) {
    console.warn('Could not remember the privacy choice in this browser.', error);
  }
}
