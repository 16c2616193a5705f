/**
 * Privacy consent: the levels a reader may give, as the identity API and the consent dialog name them. The
 * browser keeps the choice of a reader who is not signed in under `@slashid/GDPR_CONSENT` (a JSON array of
 * levels) and hands it to the API once they sign in.
 */
export const CONSENT_LEVELS = [
  'none',
  'necessary',
  'analytics',
  'marketing',
  'retargeting',
  'tracking',
] as const;
export type ConsentLevel = (typeof CONSENT_LEVELS)[number];

/** The categories the consent dialog offers, in its order; `necessary` is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'retargeting', 'tracking'] as const;

interface GdprConsent {
  consent_level: ConsentLevel;
  /** RFC 3339 time the level was given. */
  created_at: string;
}

/** `GET|POST|PUT /consent/gdpr`. */
export interface GdprConsentResult {
  consents: GdprConsent[];
}

export const CONSENT_STORAGE_KEY = '@slashid/GDPR_CONSENT';

/**
 * Whether analytics may be collected: an explicit choice always decides; without one, only where the site
 * does not ask for consent first.
 */
export function analyticsAllowed(levels: readonly string[] | undefined, consentRequired: boolean): boolean {
  return levels ? levels.includes('analytics') : !consentRequired;
}
