/**
 * TOTP recovery codes: 10 per registration, shown once, stored as keyed hashes, each spent once. Each has
 * 120 bits from the CSPRNG (ASVS 6.5.2: lookup secrets of 112 bits or more need no slow hash), written as
 * six groups of four characters of Crockford's base32 (no i, l, o, u to confuse with 1 and 0). Typed input is read
 * forgivingly: case, spaces and dashes do not matter.
 */
import { randomBytes } from 'node:crypto';
import type { SecretHasher } from '../crypto/secrets.ts';

const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: 32 symbols, none of i, l, o, u, so nothing reads as another.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CHARACTERS = 24;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(CHARACTERS);
    // 32 symbols: the low 5 bits of each byte are uniform.
    const characters = [...bytes].map((byte) => ALPHABET[byte & 31]).join('');
    return characters.match(/.{4}/g)!.join('-');
  });
}

function normaliseRecoveryCode(input: string): string {
  return input.normalize('NFKC').toLowerCase().replace(/[\s-]/g, '');
}

export function recoveryCodeHash(hasher: SecretHasher, code: string): string {
  return hasher.hash('recovery', normaliseRecoveryCode(code));
}
