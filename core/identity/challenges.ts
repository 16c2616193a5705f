/**
 * Challenges and attestations, and the `?challenges=` link parameter (`docs/identity-api.md`) that carries a
 * challenge list from an e-mail to the landing page.
 */
import type { FactorMethod } from './handles.ts';
import { base64url } from './base64url.ts';

/** Only these types may appear in an API response: an unknown one makes the SDK throw. */
export const CHALLENGE_TYPES = [
  'proxy',
  'nonce',
  'otp',
  'password_set',
  'password_verify',
  'password_reset',
  'totp_register',
  'totp_verify',
  'webauthn_create',
  'webauthn_get',
  'oidc',
  'saml',
  'ui_customization',
  'authn_context_update',
] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

interface ChallengeBase {
  id: string;
  authentication_method: FactorMethod;
}

/** Poll `GET /challenge/{options.challenge_id}/v2` until it yields a token; the outer `id` is unused. */
export interface ProxyChallenge extends ChallengeBase {
  type: 'proxy';
  options: { challenge_id: string };
}

/** Attest `{challenge_id: id, challenge_type: "nonce", data: {challenge}}` to receive a token. */
export interface NonceChallenge extends ChallengeBase {
  type: 'nonce';
  options: { challenge: string };
}

interface OtherChallenge extends ChallengeBase {
  type: Exclude<ChallengeType, 'proxy' | 'nonce'>;
  options?: Record<string, unknown>;
}

export type Challenge = ProxyChallenge | NonceChallenge | OtherChallenge;

/** The body of `POST /attestation/v3`. */
export interface Attestation {
  challenge_id: string;
  challenge_type: ChallengeType;
  data: Record<string, unknown>;
}

/** base64url (no padding) of the UTF-8 JSON of a challenge list, as placed in `?challenges=`. */
export function encodeChallengesParam(challenges: readonly Challenge[]): string {
  return base64url(new TextEncoder().encode(JSON.stringify(challenges)));
}

/**
 * Decodes a `?challenges=` value (padding optional). Returns `undefined` for anything that is not
 * URL-safe base64 of a JSON array; the elements are not checked further, as the SDK does not check them.
 */
export function decodeChallengesParam(param: string): unknown[] | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(param)) return undefined;
  const base64 = param
    .replace(/(?<!=)=+$/, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
