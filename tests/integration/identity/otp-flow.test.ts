/**
 * One-time codes by e-mail and SMS through the API, on SQLite and
 * PostgreSQL: single use, 10-minute life, at most 5 submissions per code, 401 for a wrong code while tries
 * remain, 403 `authentication has expired` after, and both holding under 100 concurrent submissions.
 */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from '../../../server/identity/sms/types.ts';
import { BACKENDS } from './helpers/backends.ts';
import {
  capturingSmsSender,
  codeIn,
  otherCode,
  startCode,
  submitCode,
  type CapturingSmsSender,
} from './helpers/codes.ts';
import { errorOf, startHarness, T0, type Harness } from './helpers/harness.ts';

const ADA = { type: 'email_address' as const, value: 'Ada@Example.com' };
const EXPIRED = { status: 403, message: 'authentication has expired' };
const WRONG = { status: 401, message: 'incorrect code; check it and try again' };
const ip = (i: number) => `10.1.${i >> 6}.${i & 63}`;

describe.each(BACKENDS)('one-time codes on %s', (backend) => {
  let h: Harness;
  let sms: CapturingSmsSender;
  beforeEach(async () => {
    sms = capturingSmsSender();
    h = await startHarness({ backend, smsSender: sms });
  });
  afterEach(async () => {
    await h.close();
  });

  /** Starts an e-mailed code flow and returns its challenge id and the code from the delivered e-mail. */
  async function emailCode(handle = ADA): Promise<{ challengeId: string; code: string }> {
    const started = await startCode(h, handle, 'otp_via_email');
    expect(started.statusCode).toBe(200);
    await h.deliver();
    const mail = h.transport.sent.findLast((m) => m.to === handle.value.toLowerCase());
    return { challengeId: started.json().result[0].id as string, code: codeIn(mail?.subject) };
  }

  it('answers POST /id/v2 with one otp challenge and e-mails a 6-digit code that lives 10 minutes', async () => {
    const started = await startCode(h, ADA, 'otp_via_email');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({
      result: [{ id: expect.any(String), type: 'otp', authentication_method: 'otp_via_email' }],
    });
    await h.deliver();
    const [mail] = h.transport.sent;
    expect(mail?.to).toBe('ada@example.com');
    const code = codeIn(mail?.subject);
    expect(mail?.subject).toBe(`${code} is your Example Docs sign-in code`);
    expect(mail?.text).toContain('expires in 10 minutes');
    expect(mail?.text).toContain('Firefox on Linux');
    expect(mail?.links).toEqual([]);
    const flow = await h.storage.flows.findByChallenge(started.json().result[0].id);
    expect(flow).toMatchObject({ factorMethod: 'otp_via_email', status: 'pending' });
    expect(flow!.expiresAt - T0).toBe(10 * 60_000);
  });

  it('gives a token for the right code, once; the same code again is expired', async () => {
    const { challengeId, code } = await emailCode();
    const answered = await submitCode(h, challengeId, code);
    expect(answered.statusCode).toBe(200);
    const claims = decodeJwt(answered.json().result.token as string);
    expect(claims).toMatchObject({
      oid: 'org-test',
      authenticated_methods: ['otp_via_email'],
      person_type: 'regular',
      groups: [],
      first_token: true,
    });
    expect(claims.authentications).toEqual([
      {
        handle: { type: 'email_address', value: 'ada@example.com' },
        method: 'otp_via_email',
        timestamp: new Date(T0).toISOString(),
      },
    ]);
    expect(errorOf(await submitCode(h, challengeId, code))).toEqual(EXPIRED);
  });

  it('answers a wrong code with 401 and lets the flow go on to the right one', async () => {
    const { challengeId, code } = await emailCode();
    expect(errorOf(await submitCode(h, challengeId, otherCode(code)))).toEqual(WRONG);
    expect(errorOf(await submitCode(h, challengeId, 'abcdef'))).toEqual(WRONG);
    expect((await submitCode(h, challengeId, code)).statusCode).toBe(200);
  });

  it('allows 5 submissions per code: the fifth wrong one and everything after answer 403, the right code too', async () => {
    const { challengeId, code } = await emailCode();
    for (let i = 0; i < 4; i++)
      expect(errorOf(await submitCode(h, challengeId, otherCode(code)))).toEqual(WRONG);
    expect(errorOf(await submitCode(h, challengeId, otherCode(code)))).toEqual(EXPIRED);
    expect(errorOf(await submitCode(h, challengeId, code))).toEqual(EXPIRED);
  });

  it('gives exactly one token to 100 concurrent submissions of the right code', async () => {
    const { challengeId, code } = await emailCode();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submitCode(h, challengeId, code, ip(i))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(99);
  });

  it('never lets 100 concurrent wrong guesses past the cap: 4 answer 401, 96 answer 403, the right code is then refused', async () => {
    const { challengeId, code } = await emailCode();
    const wrong = otherCode(code);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submitCode(h, challengeId, wrong, ip(i))),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(96);
    expect(errorOf(await submitCode(h, challengeId, code, ip(200)))).toEqual(EXPIRED);
  });

  it('accepts a code one second before its 10 minutes are up and refuses it one second after', async () => {
    const early = await emailCode({ type: 'email_address', value: 'early@example.com' });
    const late = await emailCode({ type: 'email_address', value: 'late@example.com' });
    h.clock.set(T0 + 10 * 60_000 - 1_000);
    expect((await submitCode(h, early.challengeId, early.code)).statusCode).toBe(200);
    h.clock.set(T0 + 10 * 60_000 + 1_000);
    expect(errorOf(await submitCode(h, late.challengeId, late.code))).toEqual(EXPIRED);
  });

  it('binds a code to its own request: a resend is a new challenge and codes do not cross', async () => {
    const first = await emailCode();
    h.clock.advance(61_000);
    const second = await emailCode();
    expect(second.challengeId).not.toBe(first.challengeId);
    if (second.code !== first.code)
      expect(errorOf(await submitCode(h, second.challengeId, first.code))).toEqual(WRONG);
    expect((await submitCode(h, second.challengeId, second.code)).statusCode).toBe(200);
    expect((await submitCode(h, first.challengeId, first.code)).statusCode).toBe(200);
  });

  it('limits codes per address like links: a second request within a minute gets 429', async () => {
    await emailCode();
    const again = await startCode(h, ADA, 'otp_via_email');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('refuses a malformed address and a phone handle for e-mailed codes with 400', async () => {
    expect(
      errorOf(await startCode(h, { type: 'email_address', value: 'not an address' }, 'otp_via_email')),
    ).toEqual({
      status: 400,
      message: 'malformed e-mail address: the address contains spaces or control characters',
    });
    expect(
      errorOf(await startCode(h, { type: 'phone_number', value: '+14155550100' }, 'otp_via_email')),
    ).toEqual({
      status: 400,
      message: 'factor method otp_via_email needs a handle of type email_address',
    });
  });

  describe('by SMS', () => {
    it('normalises the number to E.164, texts the code and signs in with it', async () => {
      const started = await startCode(h, { type: 'phone_number', value: '+1 (415) 555-0100' }, 'otp_via_sms');
      expect(started.statusCode).toBe(200);
      const [challenge] = started.json().result;
      expect(challenge).toEqual({
        id: expect.any(String),
        type: 'otp',
        authentication_method: 'otp_via_sms',
      });
      expect(sms.sent).toHaveLength(1);
      expect(sms.sent[0]!.to).toBe('+14155550100');
      const code = codeIn(sms.sent[0]!.text);
      expect(sms.sent[0]!.text).toBe(
        `${code} is your Example Docs sign-in code. It expires in 10 minutes. Never share it.`,
      );
      expect(errorOf(await submitCode(h, challenge.id, otherCode(code)))).toEqual(WRONG);
      const answered = await submitCode(h, challenge.id, code);
      expect(answered.statusCode).toBe(200);
      const claims = decodeJwt(answered.json().result.token as string);
      expect(claims.authenticated_methods).toEqual(['otp_via_sms']);
      expect(claims.authentications).toEqual([
        expect.objectContaining({ handle: { type: 'phone_number', value: '+14155550100' } }),
      ]);
    });

    it.each([
      ['no country code', '4155550100', 'the number must start with + and the country dial code'],
      ['letters', '+1415CALLME', 'the number may contain only digits after +'],
      ['too few digits', '+12345', 'the number must have 7 to 15 digits after + and no leading zero'],
      [
        'too many digits',
        '+1234567890123456',
        'the number must have 7 to 15 digits after + and no leading zero',
      ],
      ['a leading zero', '+0123456789', 'the number must have 7 to 15 digits after + and no leading zero'],
      ['nothing', '  ', 'the number is empty'],
    ])('refuses a number with %s as a malformed phone number', async (_name, value, reason) => {
      expect(errorOf(await startCode(h, { type: 'phone_number', value }, 'otp_via_sms'))).toEqual({
        status: 400,
        message: `malformed phone number: ${reason}`,
      });
      expect(sms.sent).toHaveLength(0);
    });

    it('reads an international 00 prefix and full-width digits as the same number', async () => {
      expect(
        (await startCode(h, { type: 'phone_number', value: '0044 20 7946 0958' }, 'otp_via_sms')).statusCode,
      ).toBe(200);
      expect(sms.sent[0]!.to).toBe('+442079460958');
      h.clock.advance(61_000);
      expect(
        (await startCode(h, { type: 'phone_number', value: '＋４４２０７９４６０９５８' }, 'otp_via_sms'))
          .statusCode,
      ).toBe(200);
      expect(sms.sent[1]!.to).toBe('+442079460958');
    });

    it('answers a provider refusal with 400 unreachable phone number and an outage with 503, failing the flow', async () => {
      sms.failWith = new SmsDeliveryError('the SMS webhook answered 400', true);
      expect(
        errorOf(await startCode(h, { type: 'phone_number', value: '+14155550100' }, 'otp_via_sms')),
      ).toEqual({
        status: 400,
        message: 'unreachable phone number: the text message provider refused it',
      });
      sms.failWith = new SmsDeliveryError('the SMS webhook is unreachable', false);
      expect(
        errorOf(await startCode(h, { type: 'phone_number', value: '+14155550101' }, 'otp_via_sms')),
      ).toEqual({
        status: 503,
        message: 'the text message could not be sent; please try again later',
      });
    });
  });
});
