/**
 * Passwords through the API on SQLite and PostgreSQL: the handle is
 * proven by a code before a first password is set, the rules are enforced by the server too, argon2id at
 * rest, a wrong password answers 401 (the flow re-prompts) up to 5 times, and one token for 100 racing
 * right answers; resets by link (POST /recover); then the same through our SDK client against a real server.
 */
import { decodeJwt } from 'jose';
import { IdentityClient } from '../../../client/identity/index.ts';
import { decodeChallengesParam, type Handle } from '../../../core/identity/index.ts';
import { hashPassword, verifyPassword } from '../../../server/identity/factors/password-hash.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import {
  capturingSmsSender,
  codeIn,
  startCode,
  submitCode,
  type CapturingSmsSender,
} from './helpers/codes.ts';
import { errorOf, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const EMAIL: Handle = { type: 'email_address', value: 'paula@example.com' };
const PASSWORD = 'Tr0mb0ne-Galaxy';
const EXPIRED = { status: 403, message: 'authentication has expired' };
const INCORRECT = { status: 401, message: 'incorrect handle or password' };
let ips = 0;
const nextIp = () => `10.4.${(ips >> 6) & 63}.${ips++ & 63}`;
type Challenge = {
  id: string;
  type: string;
  authentication_method: string;
  options?: Record<string, unknown>;
};

/** A person of the organisation who has set `PASSWORD`. */
async function personWithPassword(h: Harness) {
  const { person } = await h.storage.persons.findOrCreate({
    orgId: ORG_ID,
    handle: EMAIL,
    groups: [],
    region: 'local',
    now: h.clock.now(),
  });
  await h.storage.passwords.insert({
    personId: person.id,
    hash: await hashPassword(PASSWORD),
    now: h.clock.now(),
  });
  return person;
}

/** A server on a real port, and the options our SDK client reaches it with. */
async function listeningHarness() {
  const h = await startHarness({ outbox: { pollIntervalMs: 50 } });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = h.app.server.address() as { port: number };
  return { h, options: { oid: ORG_ID, baseURL: `http://127.0.0.1:${port}/api`, analyticsEnabled: false } };
}

describe.each(BACKENDS)('passwords on %s', (backend) => {
  let h: Harness;
  let sms: CapturingSmsSender;
  beforeEach(async () => {
    sms = capturingSmsSender();
    h = await startHarness({ backend, smsSender: sms });
  });
  afterEach(async () => {
    await h.close();
  });

  const start = async (handle = EMAIL) => {
    const started = await startCode(h, handle, 'password', nextIp());
    expect(started.statusCode).toBe(200);
    return started.json().result as Challenge[];
  };
  const send = (challenge: Challenge, password: unknown, ip = nextIp()) =>
    h.inject({
      method: 'POST',
      url: '/api/attestation/v3',
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
      payload: { challenge_id: challenge.id, challenge_type: challenge.type, data: { password } },
    });

  async function setPassword(handle = EMAIL): Promise<string> {
    const [confirm, set] = await start(handle);
    await h.deliver();
    const code =
      handle.type === 'email_address'
        ? codeIn(h.transport.sent.at(-1)?.subject)
        : codeIn(sms.sent.at(-1)?.text);
    await submitCode(h, confirm!.id, code, nextIp());
    const answered = await send(set!, PASSWORD);
    expect(answered.statusCode).toBe(200);
    return answered.json().result.token as string;
  }

  it('sets a first password after the e-mailed code, checking the rules on the server too', async () => {
    const [confirm, set] = await start();
    expect(confirm).toEqual({ id: expect.any(String), type: 'otp', authentication_method: 'password' });
    expect(set).toMatchObject({ type: 'password_set', authentication_method: 'password' });
    const rules = (set!.options as { validation_rules: { regular_expressions: Array<{ name: string }> } })
      .validation_rules.regular_expressions;
    expect(rules[0]).toEqual({ name: 'length', pattern: '^[\\s\\S]{8,256}$', match_type: 'must_match' });
    expect(rules.find((r) => r.name === 'password_variants')).toMatchObject({
      match_type: 'must_not_match',
      pattern_qualifiers: ['case_insensitive'],
    });

    // Not before the address is proven.
    expect(errorOf(await send(set!, PASSWORD))).toEqual(EXPIRED);
    await h.deliver();
    await submitCode(h, confirm!.id, codeIn(h.transport.sent.at(-1)?.subject), nextIp());
    expect(errorOf(await send(set!, 'my-password-1234'))).toEqual({
      status: 400,
      message:
        'invalid_password: password_variants, numeric_sequences_ascending, numeric_subsequences_ascending',
    });
    // One of the 10,000 most common passwords, though it breaks no pattern.
    expect(errorOf(await send(set!, 'baseball'))).toEqual({
      status: 400,
      message: 'invalid_password: common_password_xkcd',
    });
    const answered = await send(set!, PASSWORD);
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['password'],
      authentications: [{ method: 'password', handle: { type: 'email_address', value: EMAIL.value } }],
    });
    const person = await h.storage.persons.findByHandle(ORG_ID, EMAIL);
    expect(await h.storage.passwords.get(person!.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await h.database.dump()).not.toContain(PASSWORD);
  });

  it('verifies: a wrong password is 401 and the flow goes on; the right one signs in', async () => {
    await setPassword();
    const [verify] = await start();
    expect(verify).toEqual({
      id: expect.any(String),
      type: 'password_verify',
      authentication_method: 'password',
    });
    expect(errorOf(await send(verify!, 'not-the-password'))).toEqual(INCORRECT);
    const answered = await send(verify!, PASSWORD);
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['password'],
      first_token: false,
    });
    expect(errorOf(await send(verify!, PASSWORD))).toEqual(EXPIRED);
  });

  it('allows 5 tries per challenge: the fifth wrong one and the right one after it answer 403', async () => {
    await setPassword();
    const [verify] = await start();
    for (let i = 0; i < 4; i++) expect(errorOf(await send(verify!, `wrong-${i}-Xy`))).toEqual(INCORRECT);
    expect(errorOf(await send(verify!, 'wrong-5-Xy'))).toEqual(EXPIRED);
    expect(errorOf(await send(verify!, PASSWORD))).toEqual(EXPIRED);
  });

  it('gives one token to 100 concurrent right answers, and lets no burst of wrong ones past 5 tries', async () => {
    await setPassword();
    const [right] = await start();
    const ok = (await Promise.all(Array.from({ length: 100 }, () => send(right!, PASSWORD)))).map(
      (r) => r.statusCode,
    );
    expect(ok.filter((s) => s === 200)).toHaveLength(1);
    expect(ok.filter((s) => s === 403)).toHaveLength(99);
    const [wrong] = await start();
    const bad = (await Promise.all(Array.from({ length: 100 }, () => send(wrong!, 'Wrong-Guess-Xy')))).map(
      (r) => r.statusCode,
    );
    expect(bad.filter((s) => s === 401)).toHaveLength(4);
    expect(bad.filter((s) => s === 403)).toHaveLength(96);
  });

  it('takes phone numbers, proven by a texted code', async () => {
    const token = await setPassword({ type: 'phone_number', value: '+1 415 555 0123' });
    expect(sms.sent.at(-1)?.to).toBe('+14155550123');
    expect(decodeJwt(token).authentications).toEqual([
      expect.objectContaining({ handle: { type: 'phone_number', value: '+14155550123' } }),
    ]);
    const [verify] = await start({ type: 'phone_number', value: '+14155550123' });
    expect(verify!.type).toBe('password_verify');
  });

  it('refuses username handles and a non-string password with 400', async () => {
    expect(errorOf(await startCode(h, { type: 'username', value: 'paula' }, 'password'))).toEqual({
      status: 400,
      message: 'factor method password needs a handle of type email_address or phone_number',
    });
    const [, set] = await start();
    expect(errorOf(await send(set!, 42))).toEqual({
      status: 400,
      message: 'invalid request body: data.password must be a string',
    });
  });
});

describe('passwords through the SDK client', () => {
  it('sets a password after the code (weak ones refused in the client first), then verifies it', async () => {
    const { h, options } = await listeningHarness();
    try {
      const client = new IdentityClient(options);
      const events: Array<[string, unknown]> = [];
      for (const name of [
        'otpCodeSent',
        'passwordSetReady',
        'invalidPasswordSubmitted',
        'passwordVerifyReady',
        'incorrectPasswordSubmitted',
        'idFlowSucceeded',
      ] as const)
        client.subscribe(name, (payload) => events.push([name, payload]));
      const next = async (name: string, after: number) => {
        for (let i = 0; i < 300; i++) {
          const found = events.slice(after).find(([n]) => n === name);
          if (found) return found[1];
          await new Promise((done) => setTimeout(done, 50));
        }
        throw new Error(`no ${name}`);
      };

      const setting = client.id(ORG_ID, EMAIL, { method: 'password' });
      await next('otpCodeSent', 0);
      let mail: string | undefined;
      for (let i = 0; i < 100 && !mail; i++) {
        mail = h.transport.sent.at(-1)?.subject;
        if (!mail) await new Promise((done) => setTimeout(done, 50));
      }
      client.publish('otpCodeSubmitted', codeIn(mail));
      await next('passwordSetReady', 0);
      let from = events.length;
      client.publish('passwordSubmitted', 'admin-1234');
      expect(await next('invalidPasswordSubmitted', from)).toMatchObject({
        failedRules: [
          { name: 'admin_variants', matchType: 'must_not_match' },
          { name: 'numeric_sequences_ascending' },
          { name: 'numeric_subsequences_ascending' },
        ],
      });
      await next('passwordSetReady', from);
      // Refused by the server alone (common password): the rule comes back named for the widget.
      from = events.length;
      client.publish('passwordSubmitted', 'sunshine');
      expect(await next('invalidPasswordSubmitted', from)).toMatchObject({
        failedRules: [{ name: 'common_password_xkcd' }],
      });
      await next('passwordSetReady', from);
      client.publish('passwordSubmitted', PASSWORD);
      expect((await setting).authentication).toEqual(['password']);

      from = events.length;
      const verifying = client.id(ORG_ID, EMAIL, { method: 'password' });
      await next('passwordVerifyReady', from);
      client.publish('passwordSubmitted', 'Not-It-Xy');
      expect(await next('incorrectPasswordSubmitted', from)).toMatchObject({
        failureDetail: 'incorrect handle or password',
      });
      client.publish('passwordSubmitted', PASSWORD);
      const user = await verifying;
      expect(user.authentication).toEqual(['password']);
      expect(user.firstLogin).toBe(false);
    } finally {
      await h.close();
    }
  });
});

describe('passwords: answers per account', () => {
  it('limits answers per account across flows and clients (429 with Retry-After), even right ones', async () => {
    const h = await startHarness({ limits: { verifiesPerAccount: [{ limit: 2, windowMs: 3_600_000 }] } });
    try {
      await personWithPassword(h);
      const answer = async (password: string) => {
        const [verify] = (await startCode(h, EMAIL, 'password', nextIp())).json().result as Challenge[];
        return h.inject({
          method: 'POST',
          url: '/api/attestation/v3',
          headers: { 'content-type': 'application/json' },
          remoteAddress: nextIp(),
          payload: { challenge_id: verify!.id, challenge_type: 'password_verify', data: { password } },
        });
      };
      expect((await answer('Wrong-One-Xy')).statusCode).toBe(401);
      expect((await answer('Wrong-Two-Xy')).statusCode).toBe(401);
      const limited = await answer(PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3600');
    } finally {
      await h.close();
    }
  });
});

describe.each(BACKENDS)('password reset on %s', (backend) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ backend });
  });
  afterEach(async () => {
    await h.close();
  });

  const recover = (handle: Handle = EMAIL) =>
    h.inject({
      method: 'POST',
      url: '/api/recover',
      headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID, 'user-agent': 'Mozilla/5.0' },
      remoteAddress: nextIp(),
      payload: { handle, factor: { method: 'password' } },
    });
  const send = (challengeId: string, type: string, password: unknown) =>
    h.inject({
      method: 'POST',
      url: '/api/attestation/v3',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: { challenge_id: challengeId, challenge_type: type, data: { password } },
    });

  async function withPassword(): Promise<Challenge> {
    const started = await startCode(h, EMAIL, 'password', nextIp());
    const [confirm, set] = started.json().result as Challenge[];
    await h.deliver();
    await submitCode(h, confirm!.id, codeIn(h.transport.sent.at(-1)?.subject), nextIp());
    expect((await send(set!.id, 'password_set', PASSWORD)).statusCode).toBe(200);
    h.clock.advance(61_000);
    const [verify] = (await startCode(h, EMAIL, 'password', nextIp())).json().result as Challenge[];
    return verify!;
  }

  it('e-mails a reset link; the link sets a new password and signs its holder in; the asking tab types it into its verify challenge', async () => {
    const verify = await withPassword();
    const asked = await recover();
    expect(asked.statusCode).toBe(200);
    const [proxy] = asked.json().result as Array<Challenge & { options: { challenge_id: string } }>;
    expect(proxy).toMatchObject({ type: 'proxy', authentication_method: 'password' });
    await h.deliver();
    const mail = h.transport.sent.at(-1)!;
    expect(mail.subject).toBe('Reset your Example Docs password');
    const [reset] = decodeChallengesParam(
      new URL(mail.links[0]!).searchParams.get('challenges')!,
    ) as Challenge[];
    expect(reset).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      type: 'password_reset',
      authentication_method: 'password',
      options: { validation_rules: { regular_expressions: expect.any(Array) } },
    });
    // The landing page's context works for the reset link too.
    const context = await h.inject({ method: 'GET', url: `/api/flows/${reset!.id}/context` });
    expect(context.json().result).toMatchObject({ state: 'pending' });
    expect((await h.poll(proxy!.options.challenge_id)).statusCode).toBe(202);

    // A refused password does not spend the link; the SDK re-sends as password_set with the reset's id.
    expect(errorOf(await send(reset!.id, 'password_reset', 'Xq7!kz'))).toEqual({
      status: 400,
      message: 'invalid_password: length',
    });
    const done = await send(reset!.id, 'password_set', 'New-Tr0mb0ne-Galaxy');
    expect(done.statusCode).toBe(200);
    expect(decodeJwt(done.json().result.token as string)).toMatchObject({
      authenticated_methods: ['password'],
    });
    expect(errorOf(await send(reset!.id, 'password_reset', 'Other-Tr0mb0ne'))).toEqual(EXPIRED);
    // The spent link's page can say so before asking for a password.
    const spent = await h.inject({ method: 'GET', url: `/api/flows/${reset!.id}/context` });
    expect(spent.json().result).toMatchObject({ state: 'completed' });
    // The asking tab is not signed in by someone else's reset: its poll ends with a marker.
    expect((await h.poll(proxy!.options.challenge_id)).json()).toEqual({ result: 'password-reset' });

    expect(errorOf(await send(verify.id, 'password_verify', PASSWORD))).toEqual(INCORRECT);
    expect((await send(verify.id, 'password_verify', 'New-Tr0mb0ne-Galaxy')).statusCode).toBe(200);
  });

  it('ends an unused reset link after its 10 minutes: its page is told, and its password is refused', async () => {
    await withPassword();
    await recover();
    await h.deliver();
    const [reset] = decodeChallengesParam(
      new URL(h.transport.sent.at(-1)!.links[0]!).searchParams.get('challenges')!,
    ) as Challenge[];
    h.clock.advance(10 * 60_000);
    const context = await h.inject({ method: 'GET', url: `/api/flows/${reset!.id}/context` });
    expect(context.json().result).toMatchObject({ state: 'expired' });
    expect(errorOf(await send(reset!.id, 'password_reset', 'New-Tr0mb0ne-Galaxy'))).toEqual(EXPIRED);
  });

  it('answers a handle without a password alike, and e-mails a notice without a link', async () => {
    const asked = await recover({ type: 'email_address', value: 'nobody@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().result).toEqual([
      {
        id: expect.any(String),
        type: 'proxy',
        authentication_method: 'password',
        options: expect.any(Object),
      },
    ]);
    await h.deliver();
    const mail = h.transport.sent.at(-1)!;
    expect(mail.subject).toBe('Reset your Example Docs password');
    expect(mail.text).toContain('This address has no password here');
    expect(mail.text).not.toContain('challenges=');
  });
});

describe('password reset through the SDK client', () => {
  it('resolves recover() once another client sets the new password from the link', async () => {
    const { h, options } = await listeningHarness();
    try {
      const person = await personWithPassword(h);

      const asking = new IdentityClient(options);
      const events: string[] = [];
      for (const name of ['recoveryFlowStarted', 'recoveryFlowSucceeded'] as const)
        asking.subscribe(name, () => events.push(name));
      const recovering = asking.recover({ handle: EMAIL, factor: { method: 'password' } });
      let link: string | undefined;
      for (let i = 0; i < 200 && !link; i++) {
        link = h.transport.sent.find((m) => m.subject.startsWith('Reset'))?.links[0];
        if (!link) await new Promise((done) => setTimeout(done, 50));
      }
      const landing = new IdentityClient(options);
      // As the widget does: the password is typed after the screen appeared, not inside the event.
      landing.subscribe('passwordResetReady', () => {
        setTimeout(() => landing.publish('passwordSubmitted', 'New-Tr0mb0ne-Galaxy'), 0);
      });
      const landed = await landing.getUserFromURL(new URL(link!).search);
      expect(landed?.authentication).toEqual(['password']);
      await recovering;
      expect(events).toEqual(['recoveryFlowStarted', 'recoveryFlowSucceeded']);
      const stored = await h.storage.passwords.get(person.id);
      expect(await verifyPassword(stored, 'New-Tr0mb0ne-Galaxy')).toBe(true);
    } finally {
      await h.close();
    }
  });
});
