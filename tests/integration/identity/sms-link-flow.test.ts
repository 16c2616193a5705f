/**
 * The sign-in link by SMS (sms_link) on SQLite and PostgreSQL, through the API and through
 * our SDK client against a real server: the requesting tab polls, the text message carries the site link,
 * and only the landing page's confirmation (the nonce attestation) signs anyone in.
 */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdentityClient } from '../../../client/identity/index.ts';
import { SmsDeliveryError } from '../../../server/identity/sms/types.ts';
import { BACKENDS } from './helpers/backends.ts';
import { capturingSmsSender, startCode, type CapturingSmsSender } from './helpers/codes.ts';
import { errorOf, nonceFromLink, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';

const PHONE = { type: 'phone_number' as const, value: '+1 415 555 0100' };
const linkIn = (text: string | undefined) => /https:\/\/\S+\?challenges=[A-Za-z0-9_-]+/.exec(text ?? '')?.[0];

describe.each(BACKENDS)('sign-in link by SMS on %s', (backend) => {
  let h: Harness;
  let sms: CapturingSmsSender;
  beforeEach(async () => {
    sms = capturingSmsSender();
    h = await startHarness({ backend, smsSender: sms });
  });
  afterEach(async () => {
    await h.close();
  });

  it('answers a proxy challenge, texts the site link, and signs in both tabs once the link is confirmed', async () => {
    const started = await startCode(h, PHONE, 'sms_link');
    expect(started.statusCode).toBe(200);
    const [proxy] = started.json().result;
    expect(proxy).toEqual({
      id: expect.any(String),
      type: 'proxy',
      authentication_method: 'sms_link',
      options: { challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.to).toBe('+14155550100');
    const link = linkIn(sms.sent[0]!.text);
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(PUBLIC_URL);
    expect(sms.sent[0]!.text).toBe(
      `Sign in to Example Docs: open ${link} and confirm. The link works once and expires in 10 minutes.`,
    );
    const nonce = nonceFromLink(link!);
    expect(nonce.authentication_method).toBe('sms_link');

    expect((await h.poll(proxy.options.challenge_id)).statusCode).toBe(202);
    const attested = await h.attest(nonce);
    expect(attested.statusCode).toBe(200);
    const polled = await h.poll(proxy.options.challenge_id);
    expect(polled.statusCode).toBe(200);
    for (const token of [attested.json().result.token, polled.json().result]) {
      expect(decodeJwt(token as string)).toMatchObject({
        authenticated_methods: ['sms_link'],
        authentications: [{ method: 'sms_link', handle: { type: 'phone_number', value: '+14155550100' } }],
      });
    }
    expect(errorOf(await h.attest(nonce))).toEqual({ status: 403, message: 'authentication has expired' });
  });

  it('refuses malformed numbers and an e-mail handle, and reports a provider refusal', async () => {
    expect(errorOf(await startCode(h, { type: 'phone_number', value: '555-0100' }, 'sms_link'))).toEqual({
      status: 400,
      message: 'malformed phone number: the number must start with + and the country dial code',
    });
    expect(
      errorOf(await startCode(h, { type: 'email_address', value: 'a@example.com' }, 'sms_link')),
    ).toEqual({ status: 400, message: 'factor method sms_link needs a handle of type phone_number' });
    sms.failWith = new SmsDeliveryError('the SMS webhook answered 400', true);
    expect(errorOf(await startCode(h, PHONE, 'sms_link'))).toEqual({
      status: 400,
      message: 'unreachable phone number: the text message provider refused it',
    });
  });
});

describe('sign-in link by SMS through the SDK client', () => {
  it('resolves the requesting client once another client confirms the texted link', async () => {
    const h = await startHarness({ sms: { kind: 'dev', print: () => {} } });
    try {
      await h.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = h.app.server.address() as { port: number };
      const options = { oid: ORG_ID, baseURL: `http://127.0.0.1:${port}/api`, analyticsEnabled: false };
      const requesting = new IdentityClient(options);
      const signingIn = requesting.id(ORG_ID, PHONE, { method: 'sms_link' });
      let texted: string | undefined;
      for (let i = 0; i < 100 && !texted; i++) {
        texted = linkIn((await h.storage.smsMessages.list(1))[0]?.text);
        if (!texted) await new Promise((done) => setTimeout(done, 50));
      }
      const landing = new IdentityClient(options);
      const landed = await landing.getUserFromURL(new URL(texted!).search);
      expect(landed?.authentication).toEqual(['sms_link']);
      const user = await signingIn;
      expect(user.authentication).toEqual(['sms_link']);
      expect(user.ID).toBe(landed?.ID);
    } finally {
      await h.close();
    }
  });
});
