/**
 * A reader's sign-in credentials as `GET /me` lists them (the "credential export"): a password, an
 * authenticator app, passkeys. Threat: a secret leaking through the list. Only ids, labels, times and public
 * parameters are read: never a password hash, a TOTP key, a recovery code or a passkey's public key.
 */
import type { Credential } from '../../../core/identity/index.ts';
import { TOTP_PARAMS } from '../factors/totp.ts';
import type { IdentityStorage } from '../storage/types.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export async function listCredentials(storage: IdentityStorage, personId: string): Promise<Credential[]> {
  const [password, totp, passkeys] = await Promise.all([
    passwordCredential(storage, personId),
    totpCredential(storage, personId),
    storage.webauthn.listForPerson(personId),
  ]);
  return [
    ...(password ? [password] : []),
    ...(totp ? [totp] : []),
    ...passkeys.map((passkey): Credential => ({
      id: passkey.id,
      type: 'public-key',
      label: `Passkey for ${passkey.rpId}`,
      last_used: iso(passkey.lastUsedAt ?? passkey.createdAt),
      params: { rp_id: passkey.rpId, transports: passkey.transports, created_at: iso(passkey.createdAt) },
    })),
  ];
}

async function passwordCredential(
  storage: IdentityStorage,
  personId: string,
): Promise<Credential | undefined> {
  const info = await storage.passwords.info(personId);
  return (
    info && {
      id: 'password',
      type: 'password',
      label: 'Password',
      last_used: iso(info.lastUsedAt ?? info.updatedAt),
      params: { created_at: iso(info.createdAt), changed_at: iso(info.updatedAt) },
    }
  );
}

/** The app's last accepted code is its last use, unless a recovery code was spent since. */
async function totpCredential(storage: IdentityStorage, personId: string): Promise<Credential | undefined> {
  const key = await storage.totp.get(personId);
  if (!key) return undefined;
  const [remaining, recoveryUse] = await Promise.all([
    storage.totp.remainingRecoveryCodes(personId),
    storage.totp.lastRecoveryCodeUse(personId),
  ]);
  const codeUse = key.lastStep * TOTP_PARAMS.period * 1000;
  return {
    id: 'totp',
    type: 'totp',
    label: 'Authenticator app',
    last_used: iso(Math.max(codeUse, recoveryUse ?? 0)),
    params: { ...TOTP_PARAMS, recovery_codes_remaining: remaining, created_at: iso(key.createdAt) },
  };
}
