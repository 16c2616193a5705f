/**
 * Secrets the service must read back (TOTP keys, the token signing keys, queued messages) are sealed, not
 * hashed: AES-256-GCM under a key derived from the master key (`DOCGEN_SECRET_KEY`, or the one kept in the
 * database) for each purpose. With `DOCGEN_SECRET_KEY` set, a database copy alone can neither produce anyone's
 * codes nor mint a token, nor read a queued sign-in link; the authentication tag makes
 * a tampered value fail to open instead of yielding a wrong key. Sealed form: `v1.<iv>.<ciphertext+tag>`.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

type SealPurpose = 'totp' | 'signing-key' | 'outbox' | 'sso';

export interface SecretSealer {
  seal(purpose: SealPurpose, plaintext: string): string;
  /** Throws when the value was not sealed by this key for this purpose. */
  open(purpose: SealPurpose, sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secretSealer(masterKey: Buffer): SecretSealer {
  const keyFor = (purpose: SealPurpose) =>
    createHmac('sha256', masterKey).update(`seal\u0000${purpose}`).digest();
  return {
    seal(purpose, plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), iv);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(purpose, sealed) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== 'v1' || !ivText || !bodyText) throw new Error('not a sealed value');
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), Buffer.from(ivText, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
