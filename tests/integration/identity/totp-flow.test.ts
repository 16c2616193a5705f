/**
 * Authenticator apps through the API, on SQLite and PostgreSQL: the
 * address is proven by an e-mailed code before a key is registered; codes within one step of now are
 * accepted, never twice; recovery codes work once each; and 100 concurrent submissions give one token.
 */
import { decodeJwt } from 'jose';
import { URI, type TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, otherCode, startCode, submitCode } from './helpers/codes.ts';
import { errorOf, startHarness, type Harness } from './helpers/harness.ts';
import { BACKENDS } from './helpers/backends.ts';

const EXPIRED = { status: 403, message: 'authentication has expired' };
const WRONG = { status: 401, message: 'incorrect code; check it and try again' };
const ADDRESS = 'tess@example.com';
const ip = (i: number) => `10.2.${i >> 6}.${i & 63}`;
let ips = 0;
const nextIp = () => ip(200 + (ips++ % 50));

interface Registration {
  totp: TOTP;
  recoveryCodes: string[];
  token: string;
}

describe.each(BACKENDS)('TOTP on %s', (backend) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ backend });
  });
  afterEach(async () => {
    await h.close();
  });

  const codeAt = (totp: TOTP, offsetMs = 0) => totp.generate({ timestamp: h.clock.now() + offsetMs });

  async function startTotp() {
    const started = await startCode(h, { type: 'email_address', value: ADDRESS }, 'totp', nextIp());
    expect(started.statusCode).toBe(200);
    return started.json().result as Array<{ id: string; type: string; options?: Record<string, unknown> }>;
  }

  async function register(): Promise<Registration> {
    const [confirm, registerChallenge] = await startTotp();
    await h.deliver();
    const emailed = codeIn(h.transport.sent.at(-1)?.subject);
    expect((await submitCode(h, confirm!.id, emailed, nextIp())).json()).toEqual({
      result: { token: 'address-confirmed' },
    });
    const options = registerChallenge!.options as { key_uri: string; recovery_codes: string[] };
    const totp = URI.parse(options.key_uri) as TOTP;
    const answered = await submitCode(h, registerChallenge!.id, codeAt(totp), nextIp(), 'totp_register');
    expect(answered.statusCode).toBe(200);
    return { totp, recoveryCodes: options.recovery_codes, token: answered.json().result.token as string };
  }

  async function verifyChallenge(): Promise<string> {
    const challenges = await startTotp();
    expect(challenges).toEqual([
      { id: expect.any(String), type: 'totp_verify', authentication_method: 'totp' },
    ]);
    return challenges[0]!.id;
  }

  it('registers: the address is confirmed by an e-mailed code, then a code of the new key signs in', async () => {
    const [confirm, registerChallenge] = await startTotp();
    expect(confirm).toEqual({ id: expect.any(String), type: 'otp', authentication_method: 'totp' });
    expect(registerChallenge).toMatchObject({ type: 'totp_register', authentication_method: 'totp' });
    const options = registerChallenge!.options as {
      key_uri: string;
      qr_code_data_b64: string;
      recovery_codes: string[];
    };
    expect(options.key_uri).toMatch(/^otpauth:\/\/totp\/Example%20Docs:tess%40example\.com\?/);
    const totp = URI.parse(options.key_uri) as TOTP;
    expect(totp).toMatchObject({ issuer: 'Example Docs', digits: 6, period: 30, algorithm: 'SHA1' });
    expect(Buffer.from(options.qr_code_data_b64, 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(options.recovery_codes).toHaveLength(10);
    for (const code of options.recovery_codes)
      expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){5}[0-9a-hjkmnp-tv-z]{4}$/);
    expect(new Set(options.recovery_codes).size).toBe(10);

    // The authenticator cannot be registered before the address is proven.
    expect(errorOf(await submitCode(h, registerChallenge!.id, codeAt(totp), ip(1), 'totp_register'))).toEqual(
      EXPIRED,
    );
    await h.deliver();
    const emailed = codeIn(h.transport.sent.at(-1)?.subject);
    expect((await submitCode(h, confirm!.id, emailed, ip(2))).json()).toEqual({
      result: { token: 'address-confirmed' },
    });
    expect(
      errorOf(await submitCode(h, registerChallenge!.id, otherCode(codeAt(totp)), ip(3), 'totp_register')),
    ).toEqual(WRONG);
    const answered = await submitCode(h, registerChallenge!.id, codeAt(totp), ip(4), 'totp_register');
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['totp'],
      authentications: [{ handle: { type: 'email_address', value: ADDRESS }, method: 'totp' }],
      first_token: true,
    });
  });

  it('verifies a registered key with ±1 step of drift and never accepts a code of a used step again', async () => {
    const { totp } = await register();
    // The registration used this step's code: the same code is a replay.
    expect(
      errorOf(await submitCode(h, await verifyChallenge(), codeAt(totp), nextIp(), 'totp_verify')),
    ).toEqual(WRONG);

    h.clock.advance(120_000);
    const behind = await verifyChallenge();
    const answered = await submitCode(h, behind, codeAt(totp, -30_000), nextIp(), 'totp_verify');
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['totp'],
      first_token: false,
    });

    h.clock.advance(120_000);
    expect(
      (await submitCode(h, await verifyChallenge(), codeAt(totp, 30_000), nextIp(), 'totp_verify'))
        .statusCode,
    ).toBe(200);

    h.clock.advance(120_000);
    const far = await verifyChallenge();
    expect(errorOf(await submitCode(h, far, codeAt(totp, -60_000), nextIp(), 'totp_verify'))).toEqual(WRONG);
    expect(errorOf(await submitCode(h, far, codeAt(totp, 60_000), nextIp(), 'totp_verify'))).toEqual(WRONG);
    expect((await submitCode(h, far, codeAt(totp), nextIp(), 'totp_verify')).statusCode).toBe(200);
  });

  it('accepts each recovery code once, typed in any case with spaces', async () => {
    const { recoveryCodes } = await register();
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace(/-/g, ' ')} `;
    const answered = await submitCode(h, await verifyChallenge(), typed, nextIp(), 'totp_verify');
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string).authenticated_methods).toEqual(['totp']);
    expect(
      errorOf(await submitCode(h, await verifyChallenge(), recoveryCodes[3], nextIp(), 'totp_verify')),
    ).toEqual(WRONG);
    const person = await h.storage.persons.findByHandle('org-test', {
      type: 'email_address',
      value: ADDRESS,
    });
    expect(await h.storage.totp.remainingRecoveryCodes(person!.id)).toBe(9);
  });

  it('gives exactly one token to 100 concurrent submissions of the right code', async () => {
    const { totp } = await register();
    h.clock.advance(60_000);
    const challengeId = await verifyChallenge();
    const code = codeAt(totp);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submitCode(h, challengeId, code, ip(i), 'totp_verify')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 401 || s === 403)).toBe(true);
  });

  it('never lets 100 concurrent wrong guesses past 5 submissions', async () => {
    const { totp } = await register();
    h.clock.advance(60_000);
    const challengeId = await verifyChallenge();
    const wrong = otherCode(codeAt(totp));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submitCode(h, challengeId, wrong, ip(i), 'totp_verify')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(96);
    expect(errorOf(await submitCode(h, challengeId, codeAt(totp), ip(150), 'totp_verify'))).toEqual(EXPIRED);
  });

  it('keeps neither the key nor a recovery code readable in the database', async () => {
    const { totp, recoveryCodes } = await register();
    const dump = await h.database.dump();
    expect(dump).toContain(ADDRESS);
    expect(dump).not.toContain(totp.secret.base32);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ''));
    }
  });
});

describe('TOTP: answers per account', () => {
  it('limits authenticator answers per account across flows and clients', async () => {
    const h = await startHarness({ limits: { verifiesPerAccount: [{ limit: 1, windowMs: 3_600_000 }] } });
    try {
      const [confirm, register] = (
        await startCode(h, { type: 'email_address', value: ADDRESS }, 'totp', nextIp())
      ).json().result as Array<{ id: string; options?: { key_uri?: string } }>;
      await h.deliver();
      await submitCode(h, confirm!.id, codeIn(h.transport.sent.at(-1)?.subject), nextIp());
      const totp = URI.parse(register!.options!.key_uri!) as TOTP;
      const now = () => totp.generate({ timestamp: h.clock.now() });
      expect((await submitCode(h, register!.id, now(), nextIp(), 'totp_register')).statusCode).toBe(200);
      const verifyOnce = async (code: string) => {
        const [verify] = (
          await startCode(h, { type: 'email_address', value: ADDRESS }, 'totp', nextIp())
        ).json().result as Array<{ id: string }>;
        return submitCode(h, verify!.id, code, nextIp(), 'totp_verify');
      };
      expect((await verifyOnce(otherCode(now()))).statusCode).toBe(401);
      h.clock.advance(60_000);
      expect((await verifyOnce(now())).statusCode).toBe(429);
    } finally {
      await h.close();
    }
  });
});
