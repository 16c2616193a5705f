import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { importJWK, type JWK } from 'jose';
import { manualClock } from '../../../server/identity/clock.ts';
import { secretSealer } from '../../../server/identity/crypto/sealer.ts';
import {
  createSigningKeyRecord,
  openKeyRing,
  rotateSigningKey,
} from '../../../server/identity/tokens/key-ring.ts';
import { createRevocationCache } from '../../../server/identity/tokens/revocation-cache.ts';
import { createTokenService, type IssueInput } from '../../../server/identity/tokens/token-service.ts';
import type { IdentityStorage } from '../../../server/identity/storage/types.ts';
import { BACKENDS, createTestDatabase, type TestDatabase } from './helpers/backends.ts';

const ISSUER = 'https://docs.example.com';
const DAY = 24 * 3600 * 1000;
const T0 = Date.UTC(2030, 0, 1);
const input: IssueInput = {
  person_id: 'pid:abc',
  oid: 'org-1',
  authenticated_methods: ['email_link'],
  authentications: [
    {
      handle: { type: 'email_address', value: 'ada@example.com' },
      method: 'email_link',
      timestamp: new Date(T0).toISOString(),
    },
  ],
  first_token: true,
  person_type: 'regular',
  groups: [],
  roles: [],
};

describe.each(BACKENDS)('tokens on %s', (backend) => {
  let database: TestDatabase;
  const opened: IdentityStorage[] = [];
  const clock = manualClock(T0);
  // DOCGEN_SECRET_KEY: never in the database.
  const sealer = secretSealer(randomBytes(32));

  async function instance(options: { revocationMaxAgeMs?: number; monotonicNow?: () => number } = {}) {
    const storage = await database.open();
    opened.push(storage);
    const keyRing = await openKeyRing({ storage, clock, tokenTtlMs: DAY, sealer });
    const revocations = createRevocationCache({
      storage,
      clock,
      maxAgeMs: options.revocationMaxAgeMs,
      monotonicNow: options.monotonicNow,
    });
    const tokens = createTokenService({ storage, keyRing, revocations, clock, issuer: ISSUER, ttlMs: DAY });
    return { storage, keyRing, tokens };
  }

  beforeEach(() => {
    database = createTestDatabase(backend);
    clock.set(T0);
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    await database.destroy();
  });

  it('issues an ES256 JWT with a kid and exactly the protocol claims, verifiable with the published JWKS', async () => {
    const { keyRing, tokens } = await instance();
    const { token } = await tokens.issue(input);
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = await keyRing.jwks();
    expect(jwks.keys.map((k) => k.kid)).toEqual([header.kid]);
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { currentDate: new Date(T0) });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'authenticated_methods',
        'authentications',
        'exp',
        'first_token',
        'groups',
        'iat',
        'iss',
        'jti',
        'oid',
        'person_id',
        'person_type',
        'roles',
      ].sort(),
    );
    expect(payload).toMatchObject({ ...input, iss: ISSUER, iat: T0 / 1000, exp: T0 / 1000 + 86_400 });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims: payload });
  });

  it('creates the signing key on first start and reuses it after a restart', async () => {
    const first = await instance();
    const kid = decodeProtectedHeader((await first.tokens.issue(input)).token).kid;
    const second = await instance();
    expect(decodeProtectedHeader((await second.tokens.issue(input)).token).kid).toBe(kid);
    expect(await first.storage.signingKeys.list()).toHaveLength(1);
  });

  it('lets two instances starting together verify each other’s tokens', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const fromA = (await a.tokens.issue(input)).token;
    const fromB = (await b.tokens.issue(input)).token;
    expect((await b.tokens.verify(fromA)).ok).toBe(true);
    expect((await a.tokens.verify(fromB)).ok).toBe(true);
  });

  it('accepts a token one second before it expires and refuses it one second after', async () => {
    const { tokens } = await instance();
    const { token } = await tokens.issue(input);
    clock.set(T0 + DAY - 1000);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.set(T0 + DAY + 1000);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token of ours naming another issuer', async () => {
    const { tokens } = await instance();
    const claims = { ...tokens.claimsFor(input), iss: 'https://evil.example' };
    expect(await tokens.verify(await tokens.sign(claims))).toEqual({ ok: false, reason: 'invalid_issuer' });
  });

  it.each([
    ['garbage', () => 'not.a.jwt'],
    ['an empty string', () => ''],
    [
      'an unsigned token',
      () =>
        new UnsecuredJWT({ ...input, iss: ISSUER, jti: 'x' }).setIssuedAt().setExpirationTime('1h').encode(),
    ],
  ])('calls %s invalid content', async (_name, make) => {
    const { tokens } = await instance();
    expect(await tokens.verify(make())).toEqual({ ok: false, reason: 'invalid_token_content' });
  });

  it('refuses a tampered payload, a foreign key and a token missing claims', async () => {
    const { tokens } = await instance();
    const { token } = await tokens.issue(input);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, groups: ['admin'] })).toString('base64url')}.${s}`;
    expect(await tokens.verify(tampered)).toEqual({ ok: false, reason: 'invalid_token_content' });

    const { privateKey } = await (await import('jose')).generateKeyPair('ES256');
    const kid = decodeProtectedHeader(token).kid!;
    const foreign = await new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey);
    expect(await tokens.verify(foreign)).toEqual({ ok: false, reason: 'invalid_token_content' });

    const withoutGroups: Partial<ReturnType<typeof tokens.claimsFor>> = tokens.claimsFor(input);
    delete withoutGroups.groups;
    expect(await tokens.verify(await tokens.sign(withoutGroups as never))).toEqual({
      ok: false,
      reason: 'invalid_token_content',
    });
  });

  /** Instance `a` issues a token that `b`, whose monotonic clock the test moves, has already verified. */
  async function twoInstancesAndAToken() {
    const clockOfB = { now: 0 };
    const a = await instance();
    const b = await instance({ monotonicNow: () => clockOfB.now });
    const { token } = await a.tokens.issue(input);
    expect((await b.tokens.verify(token)).ok).toBe(true);
    return { a, b, token, clockOfB };
  }

  it('revokes a token by jti once, and the revocation reaches another instance within a second', async () => {
    const { a, b, token, clockOfB } = await twoInstancesAndAToken();
    expect(await a.tokens.revoke(token)).toBe('revoked');
    expect(await a.tokens.revoke(token)).toBe('already_revoked');
    expect(await a.tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    clockOfB.now += 1000;
    expect(await b.tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await a.tokens.revoke('nonsense')).toBe('invalid');
  });

  it('reloads revocations ahead in the background, never answering from data older than a second', async () => {
    const { a, b, token, clockOfB } = await twoInstancesAndAToken();
    await a.tokens.revoke(token);
    clockOfB.now += 600;
    // Half the age: answered at once from what was loaded, while a reload starts...
    expect((await b.tokens.verify(token)).ok).toBe(true);
    // ...and once it is in, the revocation holds without any request having waited for it.
    await vi.waitFor(async () => expect((await b.tokens.verify(token)).ok).toBe(false));
    expect(clockOfB.now).toBe(600);
  });

  it('ends the earlier tokens of a removed person but not later ones', async () => {
    const { tokens } = await instance();
    const before = (await tokens.issue(input)).token;
    clock.advance(1500);
    await tokens.revokePerson(input.person_id);
    clock.advance(1000);
    const after = (await tokens.issue(input)).token;
    expect(await tokens.verify(before)).toEqual({ ok: false, reason: 'person_not_active' });
    expect((await tokens.verify(after)).ok).toBe(true);
  });

  it('keeps tokens of a rotated-out key valid, signs with the new key and unpublishes the old one after the token lifetime', async () => {
    const { storage, tokens } = await instance();
    const old = (await tokens.issue(input)).token;
    const oldKid = decodeProtectedHeader(old).kid;
    const { kid: newKid, retired } = await rotateSigningKey(storage, clock.now(), sealer);
    expect(retired).toEqual([oldKid]);
    const restarted = await instance();
    expect(decodeProtectedHeader((await restarted.tokens.issue(input)).token).kid).toBe(newKid);
    expect((await restarted.tokens.verify(old)).ok).toBe(true);
    expect((await tokens.verify(old)).ok).toBe(true);
    expect((await restarted.keyRing.jwks()).keys.map((k) => k.kid).sort()).toEqual([oldKid, newKid].sort());
    clock.advance(DAY + 1000);
    expect((await restarted.keyRing.jwks()).keys.map((k) => k.kid)).toEqual([newKid]);
  });

  it('keeps private signing keys sealed: a token minted from a dump of the database is refused', async () => {
    const { tokens } = await instance();
    await rotateSigningKey((await instance()).storage, clock.now(), sealer);
    const dump = await database.dump();
    const rows = dump
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((row) => typeof row.private_jwk === 'string' && typeof row.kid === 'string');
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      const stored = row.private_jwk as string;
      expect(stored).not.toContain('"d"');
      let jwk: JWK;
      try {
        jwk = JSON.parse(stored) as JWK;
      } catch {
        continue; // sealed: nothing to sign with
      }
      if (!jwk.d) continue;
      const forged = await new SignJWT({ ...input, jti: 'forged' })
        .setProtectedHeader({ alg: 'ES256', kid: row.kid as string })
        .sign(await importJWK(jwk, 'ES256'));
      expect((await tokens.verify(forged)).ok).toBe(false);
    }
  });

  it('replaces a key stored in clear (before sealing) with a sealed one; its tokens stay valid', async () => {
    const plain = { seal: (_: string, text: string) => text, open: (_: string, text: string) => text };
    const storage = await database.open();
    opened.push(storage);
    const legacy = await createSigningKeyRecord(clock.now(), plain);
    expect(legacy.privateJwk).toContain('"d"');
    await storage.signingKeys.insertInitial(legacy);
    const legacyKid = legacy.kid;
    const upgraded = await instance();
    const { kid } = await upgraded.keyRing.signingKey();
    expect(kid).not.toBe(legacyKid);
    expect((await upgraded.keyRing.jwks()).keys.map((k) => k.kid)).toContain(legacyKid);
    expect(await database.dump()).not.toContain('"d\\":');
  });

  it('refuses a token whose person does not exist, where the person is checked (sign-in, validate)', async () => {
    const { tokens } = await instance();
    const { token } = await tokens.issue({ ...input, person_id: 'pid:nobody' });
    expect((await tokens.verify(token)).ok).toBe(true);
    expect(await tokens.verifyWithPerson(token)).toEqual({ ok: false, reason: 'person_not_active' });
  });
});
