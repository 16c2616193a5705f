/**
 * Nobody can lock a reader out of their sign-in e-mails. Refused requests count against nobody; each client
 * has its own budget per address; all clients together are held to a ceiling (3 a minute, 20 an hour); a
 * browser that signed in as the address before (its device cookie) is never held to that ceiling. Once the
 * allowance is spent, every asker is told the link was already sent, and the mailbox always holds a fresh
 * link that signs in only the browser opening it: a reader on a new device gets in at once, the strangers'
 * tabs never do, and mail to the address stays bounded (20 + 12 an hour).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { IdentityMessage } from '../../../core/identity/index.ts';
import { BACKENDS } from './helpers/backends.ts';
import { capturingSmsSender, startCode } from './helpers/codes.ts';
import { errorOf, nonceFromLink, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

const READER = 'reader@example.com';
const READER_IP = '198.51.100.7';
const ATTACKERS = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

describe.each(BACKENDS)('sign-in e-mails to one address (%s)', (backend) => {
  async function harness() {
    const h = await startHarness({ backend });
    opened.push(h);
    return h;
  }

  const mailsTo = (h: Harness, address: string) => h.transport.sent.filter((m) => m.to === address).length;

  it('are not locked for an hour by six quick requests: another client asks a minute later and gets its link', async () => {
    const h = await harness();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await h.startSignIn(READER, { remoteAddress: ATTACKERS[0] })).statusCode);
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
    h.clock.advance(62_000);
    const other = await h.startSignIn(READER, { remoteAddress: READER_IP });
    expect(other.statusCode).toBe(200);
    await h.deliver();
    expect(mailsTo(h, READER)).toBe(2);
  });

  it('reach a reader who signed in from this browser before, after 100 requests from 10 other clients; the rest stay under the ceiling', async () => {
    const h = await harness();
    const { nonce } = await h.signInLink(READER);
    const signedIn = await h.attest(nonce, { remoteAddress: READER_IP });
    expect(signedIn.statusCode).toBe(200);
    const deviceCookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    expect(deviceCookie).toMatch(/^docgen_device=/);
    await h.deliver();
    const before = mailsTo(h, READER);

    // Ten rounds a minute apart, each client asking once a round: 100 requests in ten minutes.
    for (let round = 0; round < 10; round++) {
      for (const ip of ATTACKERS) await h.startSignIn(READER, { remoteAddress: ip });
      h.clock.advance(60_000);
    }
    await h.deliver();
    const fromAttackers = mailsTo(h, READER) - before;
    expect(fromAttackers).toBeGreaterThan(0);
    // The ceiling's 20, plus a fresh mailbox link at most every 5 minutes (minutes 0 and 5).
    expect(fromAttackers).toBeLessThanOrEqual(20 + 2);
    // The ceiling holds for any client without the cookie, and a forged cookie is worth nothing.
    expect((await h.startSignIn(READER, { remoteAddress: '192.0.2.50' })).statusCode).toBe(429);
    const forged = await h.startSignIn(READER, {
      remoteAddress: '192.0.2.51',
      headers: { cookie: `${deviceCookie.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(429);

    await h.deliver();
    const beforeOwn = mailsTo(h, READER);

    const own = await h.startSignIn(READER, { remoteAddress: READER_IP, headers: { cookie: deviceCookie } });
    expect(own.statusCode, own.body).toBe(200);
    await h.deliver();
    expect(mailsTo(h, READER)).toBe(beforeOwn + 1);
  });

  const MINUTE = 60_000;
  /** 50 client addresses behind the trusted proxy, taking turns. */
  const STRANGERS = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);

  function ask(h: Harness, method: string, clientIp: string): Promise<LightMyRequestResponse> {
    return h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: {
        'content-type': 'application/json',
        'slashid-orgid': ORG_ID,
        'x-forwarded-for': clientIp,
      },
      payload: { handle: { type: 'email_address', value: READER }, factor: { method } },
    });
  }

  /** What a stranger can do with an answer: poll the link's tab, or spend the code's five tries. */
  async function exploit(h: Harness, answer: LightMyRequestResponse, clientIp: string, polls: string[]) {
    if (answer.statusCode !== 200) return;
    const [challenge] = answer.json().result as Array<{
      id: string;
      type: string;
      options?: Record<string, string>;
    }>;
    if (challenge?.type === 'proxy') polls.push(challenge.options!.challenge_id!);
    if (challenge?.type !== 'otp') return;
    for (let i = 0; i < 5; i++)
      await h.inject({
        method: 'POST',
        url: '/api/attestation/v3',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
        payload: { challenge_id: challenge.id, challenge_type: 'otp', data: { otp: String(100000 + i) } },
      });
  }

  /** The newest message in the reader's mailbox that carries a link. */
  async function newestLink(h: Harness) {
    await h.deliver();
    const mail = h.transport.sent.findLast((m) => m.to === READER && m.links.length > 0);
    if (!mail) throw new Error('no sign-in link in the mailbox');
    return { nonce: nonceFromLink(mail.links[0]!), sentAt: h.clock.now() };
  }

  it("sign in only the browser that opens them once the address was answered 'already sent', never the stranger's tab that asked", async () => {
    const h = await startHarness({ backend, trustProxy: true });
    opened.push(h);
    for (const ip of STRANGERS.slice(0, 3)) expect((await ask(h, 'email_link', ip)).statusCode).toBe(200);
    h.clock.advance(10_000);
    const refused = await ask(h, 'email_link', '192.0.2.99');
    expect(errorOf(refused).message.startsWith(IdentityMessage.alreadySent)).toBe(true);
    // A minute on, a stranger's request fits the ceiling again: the newest link in the mailbox is theirs.
    h.clock.advance(MINUTE);
    const theirs = await ask(h, 'email_link', STRANGERS[3]!);
    expect(theirs.statusCode).toBe(200);
    const theirPoll = theirs.json().result[0].options.challenge_id as string;
    const { nonce } = await newestLink(h);
    expect((await h.storage.flows.findByChallenge(nonce.id))?.id).toBe(
      (await h.storage.flows.findBySecret(h.identity.service.hasher.hash('poll', theirPoll), 'poll'))?.id,
    );

    const signedIn = await h.attest(nonce, { remoteAddress: '192.0.2.99' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(errorOf(await h.poll(theirPoll))).toEqual({ status: 403, message: IdentityMessage.expired });
  });

  it.each(['email_link', 'otp_via_email'])(
    'let a reader on a new device sign in within two minutes while 50 client addresses spend the allowance for an hour (%s)',
    async (method) => {
      const h = await startHarness({ backend, trustProxy: true });
      opened.push(h);
      const polls: string[] = [];
      const stranger = (n: number) => STRANGERS[n % STRANGERS.length]!;
      let asked = 0;
      // One request every 20 seconds for an hour, each from the next address; the reader tries now and then.
      for (let minute = 0; minute < 60; minute++) {
        for (let i = 0; i < 3; i++) {
          const ip = stranger(asked++);
          await exploit(h, await ask(h, method, ip), ip, polls);
          h.clock.advance(MINUTE / 3);
        }
        if (minute % 12 !== 7) continue;
        const startedAt = h.clock.now();
        const answer = await ask(h, method, '192.0.2.99');
        if (answer.statusCode === 429) {
          expect(errorOf(answer).message.startsWith(IdentityMessage.alreadySent)).toBe(true);
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
        const { nonce } = await newestLink(h);
        h.clock.advance(30_000);
        const signedIn = await h.attest(nonce, { remoteAddress: '192.0.2.99' });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect(h.clock.now() - startedAt).toBeLessThan(2 * MINUTE);
      }
      // Not one stranger's tab was signed in by the reader's clicks.
      for (const pollId of polls) expect((await h.poll(pollId)).statusCode).not.toBe(200);
    },
    180_000,
  );

  it('text the newest link to a number whose codes strangers asked for and spent: it signs in the phone that opens it', async () => {
    const sms = capturingSmsSender();
    const h = await startHarness({ backend, smsSender: sms });
    opened.push(h);
    const phone = { type: 'phone_number' as const, value: '+14155550100' };
    let refused: LightMyRequestResponse | undefined;
    for (const ip of STRANGERS.slice(0, 4)) refused = await startCode(h, phone, 'otp_via_sms', ip);
    expect(errorOf(refused!).message.startsWith(IdentityMessage.alreadySent)).toBe(true);
    const link = /https:\/\/\S+\?challenges=[A-Za-z0-9_-]+/.exec(sms.sent.at(-1)?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const signedIn = await h.attest(nonceFromLink(link!), { remoteAddress: '192.0.2.99' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(sms.sent).toHaveLength(4);
  });

  it('stay bounded: 20 an hour, plus a fresh link at most every 5 minutes, whatever 50 addresses ask for two hours', async () => {
    const h = await startHarness({ backend, trustProxy: true });
    opened.push(h);
    for (let hour = 0; hour < 2; hour++) {
      const before = h.transport.sent.length;
      for (let minute = 0; minute < 60; minute++) {
        for (let i = 0; i < 4; i++) await ask(h, 'email_link', STRANGERS[(minute * 4 + i) % 50]!);
        h.clock.advance(MINUTE);
      }
      await h.deliver();
      const sent = h.transport.sent.length - before;
      expect(sent).toBeGreaterThan(20);
      expect(sent).toBeLessThanOrEqual(20 + 12);
    }
  }, 180_000);
});
