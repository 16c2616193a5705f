/**
 * `GET /me` lists the reader's sign-in credentials as the credential export describes them (id, type, label,
 * last_used, params), on SQLite and PostgreSQL: a password, an authenticator app and passkeys, each with when
 * it last signed the reader in, and never a secret (hash, key, recovery code, public key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credential } from '../../../core/identity/index.ts';
import { hashPassword } from '../../../server/identity/factors/password-hash.ts';
import { BACKENDS } from './helpers/backends.ts';
import { startCode } from './helpers/codes.ts';
import { ORG_ID, startHarness, T0, type Harness } from './helpers/harness.ts';

const PASSWORD = 'Tr0mb0ne-Galaxy';
const SECRETS = {
  sealedKey: 'sealed-totp-key-never-shown',
  publicKey: 'pQECAyYgASFYIPublicKeyNeverShown',
  recoveryHash: 'recovery-hash-never-shown',
};

describe.each(BACKENDS)('the credentials in /me on %s', (backend) => {
  let h: Harness;
  let personId: string;

  const me = async (token: string) => {
    const response = await h.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };
  /** Signs in with the password through the API, as the widget does. */
  const signInWithPassword = async () => {
    const [verify] = (
      await startCode(h, { type: 'email_address', value: 'cora@example.com' }, 'password')
    ).json().result as Array<{ id: string }>;
    const answered = await h.inject({
      method: 'POST',
      url: '/api/attestation/v3',
      headers: { 'content-type': 'application/json' },
      payload: { challenge_id: verify!.id, challenge_type: 'password_verify', data: { password: PASSWORD } },
    });
    expect(answered.statusCode).toBe(200);
    return answered.json().result.token as string;
  };

  beforeAll(async () => {
    h = await startHarness({ backend });
    const { person } = await h.storage.persons.findOrCreate({
      orgId: ORG_ID,
      handle: { type: 'email_address', value: 'cora@example.com' },
      groups: [],
      region: 'local',
      now: T0,
    });
    personId = person.id;
    await h.storage.passwords.insert({ personId, hash: await hashPassword(PASSWORD), now: T0 });
    await h.storage.totp.register({
      personId,
      secretSealed: SECRETS.sealedKey,
      step: Math.floor(T0 / 30_000),
      recoveryHashes: [SECRETS.recoveryHash, 'another-recovery-hash'],
      now: T0,
    });
    await h.storage.webauthn.add({
      id: 'cred-laptop',
      personId,
      rpId: 'docs.example.com',
      publicKey: SECRETS.publicKey,
      counter: 0,
      transports: ['internal', 'hybrid'],
      createdAt: T0,
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('lists the password, the authenticator app and each passkey, with no secret', async () => {
    h.clock.set(T0 + 60_000);
    const response = await me(await signInWithPassword());
    const credentials = response.json().result.credentials as Credential[];
    expect(credentials).toEqual([
      {
        id: 'password',
        type: 'password',
        label: 'Password',
        last_used: new Date(T0 + 60_000).toISOString(),
        params: { created_at: new Date(T0).toISOString(), changed_at: new Date(T0).toISOString() },
      },
      {
        id: 'totp',
        type: 'totp',
        label: 'Authenticator app',
        last_used: new Date(T0).toISOString(),
        params: {
          algorithm: 'SHA1',
          digits: 6,
          period: 30,
          recovery_codes_remaining: 2,
          created_at: new Date(T0).toISOString(),
        },
      },
      {
        id: 'cred-laptop',
        type: 'public-key',
        label: 'Passkey for docs.example.com',
        last_used: new Date(T0).toISOString(),
        params: {
          rp_id: 'docs.example.com',
          transports: ['internal', 'hybrid'],
          created_at: new Date(T0).toISOString(),
        },
      },
    ]);
    const hash = await h.storage.passwords.get(personId);
    for (const secret of [...Object.values(SECRETS), hash!]) expect(response.body).not.toContain(secret);
  });

  it("shows a passkey's and a recovery code's latest use", async () => {
    await h.storage.webauthn.recordUse({ id: 'cred-laptop', counter: 0, now: T0 + 120_000 });
    await h.storage.totp.useRecoveryCode({ personId, hash: SECRETS.recoveryHash, now: T0 + 180_000 });
    h.clock.set(T0 + 240_000);
    const credentials = (await me(await signInWithPassword())).json().result.credentials as Credential[];
    const byId = Object.fromEntries(credentials.map((c) => [c.id, c]));
    expect(byId['cred-laptop']!.last_used).toBe(new Date(T0 + 120_000).toISOString());
    expect(byId['totp']).toMatchObject({
      last_used: new Date(T0 + 180_000).toISOString(),
      params: { recovery_codes_remaining: 1 },
    });
    expect(byId['password']!.last_used).toBe(new Date(T0 + 240_000).toISOString());
  });
});
