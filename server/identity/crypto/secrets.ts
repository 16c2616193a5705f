/**
 * Secrets handed out by the service (poll ids, nonces, one-time codes) and how they are kept.
 *
 * Threat: a copy of the database (a backup, a dump) must not let anyone sign in. So every secret is 256 bits
 * from the CSPRNG and only its HMAC-SHA-256 is stored, under a key that lives in `DOCGEN_SECRET_KEY` when set
 * (then a database copy alone is useless) or else in the database (then the secrets' own entropy protects
 * them). Lookups are by the HMAC, so a guess's timing says nothing about stored values. Each purpose has its
 * own domain, so a hash of one kind of secret never matches another.
 *
 * One-time codes are the exception to "256 bits": six digits are typed by people. Their HMAC also covers the
 * challenge id (so equal codes of two flows never collide, and a code only fits its own request), they live
 * ten minutes, and each allows five tries; without the HMAC key (`DOCGEN_SECRET_KEY`) a database copy lets
 * someone brute-force a live code offline, which those ten minutes bound.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { IdentityStorage } from '../storage/types.ts';

/** 32 random bytes, base64url: 256 bits, 43 characters. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits, uniform from the CSPRNG (leading zeros kept). */
export function randomDigits(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** 16 random bytes, base64url: for identifiers that are not capabilities by themselves. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

export type HashPurpose =
  | 'poll'
  | 'nonce'
  | 'otp'
  | 'recovery'
  | 'webauthn'
  | 'reset'
  | 'address'
  | 'ip'
  | 'session'
  | 'device'
  | 'sso_state'
  | 'sso_code'
  | 'sso_browser'
  | 'assistant_code'
  | 'assistant_access'
  | 'assistant_refresh'
  | 'assistant_consent';

export interface SecretHasher {
  hash(purpose: HashPurpose, secret: string): string;
}

const KEY_SETTING = 'secrets.hmac_key';
const MIN_KEY_BYTES = 32;

/** The service's master key: `DOCGEN_SECRET_KEY`, or the one kept in the database. */
export async function openSecretKey(params: {
  storage: IdentityStorage;
  clock: Clock;
  key?: string;
}): Promise<Buffer> {
  return params.key ? decodeKey(params.key) : storedKey(params.storage, params.clock);
}

export function secretHasher(key: Buffer): SecretHasher {
  return {
    hash: (purpose, secret) =>
      createHmac('sha256', key).update(`${purpose}\u0000${secret}`).digest('base64url'),
  };
}

async function storedKey(storage: IdentityStorage, clock: Clock): Promise<Buffer> {
  const value = await storage.settings.putIfAbsent(KEY_SETTING, randomSecret(32), clock.now());
  return Buffer.from(value, 'base64url');
}

function decodeKey(text: string): Buffer {
  const key =
    /^[0-9a-f]+$/i.test(text) && text.length % 2 === 0
      ? Buffer.from(text, 'hex')
      : Buffer.from(text, 'base64url');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(
      `DOCGEN_SECRET_KEY must hold at least ${MIN_KEY_BYTES} bytes (64 hex characters); generate one with: openssl rand -hex 32`,
    );
  }
  return key;
}
