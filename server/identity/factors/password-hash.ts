/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), a salt per password, the
 * PHC string stored. Verifying without a stored hash still does the same work (against a hash of a random
 * value), so timing does not tell whether a person has a password.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomId } from '../crypto/secrets.ts';

// `Algorithm.Argon2id` is 2 (a const enum that `verbatimModuleSyntax` cannot reach).
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** Longer input is never hashed (the length rule allows 256 characters). */
export const MAX_PASSWORD = 1024;
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomId(), ARGON2);
  const candidate = password.length > MAX_PASSWORD ? '' : password;
  const matches = await verify(stored ?? (await dummyHash), candidate).catch(() => false);
  return stored !== undefined && matches;
}
