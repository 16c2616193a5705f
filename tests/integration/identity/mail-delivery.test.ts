/**
 * Mail through a real SMTP server (`smtp-server`): the branded message, retries while SMTP refuses, and
 * failures that reach the waiting reader instead of an endless wait.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, nonceFromLink, PUBLIC_URL, startHarness, T0, type Harness } from './helpers/harness.ts';
import { createTestDatabase } from './helpers/backends.ts';
import { manualClock } from '../../../server/identity/clock.ts';
import { createTestSmtpServer, type TestSmtpServer } from './helpers/smtp.ts';

describe('sign-in e-mail over SMTP', () => {
  let smtp: TestSmtpServer;
  const opened: Harness[] = [];
  const harness = async (options: Parameters<typeof startHarness>[0] = {}) => {
    const h = await startHarness({
      mail: { kind: 'smtp', url: smtp.url, from: 'Example Docs <docs@example.com>' },
      ...options,
    });
    opened.push(h);
    return h;
  };

  beforeEach(async () => {
    smtp = await createTestSmtpServer();
  });
  afterEach(async () => {
    for (const h of opened.splice(0)) await h.close();
    await smtp.stop();
  });

  it('delivers a branded HTML and text message with the link, the device, the expiry and an ignore-me line', async () => {
    await smtp.start();
    const h = await harness();
    const started = await h.startSignIn('ada@example.com');
    await h.deliver();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.from).toBe('docs@example.com');
    expect(mail!.headers.subject).toBe('Sign in to Example Docs');
    expect(mail!.headers.from).toBe('Example Docs <docs@example.com>');
    const link = /https:\/\/docs\.example\.com\/\?challenges=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    expect(mail!.text).toContain('Firefox on Linux');
    expect(mail!.text).toContain('expires in 10 minutes');
    expect(mail!.text).toContain("If this wasn't you, ignore this e-mail");
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Continue signing in');
    expect(mail!.html).toContain('Example');

    const nonce = nonceFromLink(link!);
    expect((await h.attest(nonce)).statusCode).toBe(200);
    expect((await h.poll(started.json().result[0].options.challenge_id)).statusCode).toBe(200);

    const stored = (await h.storage.outbox.list({ limit: 10 }))[0]!;
    expect(stored.status).toBe('sent');
    expect(stored.text).not.toContain('challenges=');
    expect(stored.html).not.toContain('challenges=');
  });

  it('answers the reader while the SMTP server takes the connection and never replies', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    try {
      const { port } = silent.address() as AddressInfo;
      const h = await harness({
        mail: { kind: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'docs@example.com' },
      });
      // Were the answer waiting on SMTP, it would never come and the test would time out.
      expect((await h.startSignIn('ada@example.com')).statusCode).toBe(200);
      expect((await h.storage.outbox.list({ limit: 1 }))[0]).toMatchObject({ status: 'queued' });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((closed) => silent.close(closed));
    }
  });

  it('answers while SMTP is unreachable, then delivers the message once it recovers', async () => {
    const h = await harness();
    const started = await h.startSignIn('ada@example.com');
    expect(started.statusCode).toBe(200);
    await h.deliver();
    const queued = (await h.storage.outbox.list({ limit: 1 }))[0]!;
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    const pollId = started.json().result[0].options.challenge_id;
    expect((await h.poll(pollId)).statusCode).toBe(202);

    await smtp.start();
    h.clock.advance(1_000);
    await h.deliver();
    expect(smtp.received).toHaveLength(1);
    const link = /https:\/\/docs\.example\.com\/\?challenges=[A-Za-z0-9_-]+/.exec(smtp.received[0]!.text)![0];
    expect((await h.attest(nonceFromLink(link))).statusCode).toBe(200);
  });

  it('retries while the server answers 451, backing off, and delivers when it accepts again', async () => {
    await smtp.start();
    smtp.refuse = 'temporary';
    const h = await harness();
    await h.startSignIn('ada@example.com');
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      await h.deliver();
      const row = (await h.storage.outbox.list({ limit: 1 }))[0]!;
      delays.push(row.nextAttemptAt - h.clock.now());
      h.clock.set(row.nextAttemptAt);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000]);
    smtp.refuse = undefined;
    await h.deliver();
    expect(smtp.received).toHaveLength(1);
  });

  it('tells the waiting reader when the receiving server refuses the address for good', async () => {
    await smtp.start();
    smtp.refuse = 'permanent';
    const h = await harness();
    const started = await h.startSignIn('nobody@example.com');
    await h.deliver();
    const failed = await h.poll(started.json().result[0].options.challenge_id);
    expect(errorOf(failed)).toEqual({
      status: 422,
      message: 'the sign-in e-mail was refused by the receiving mail server; check the address and try again',
    });
    expect((await h.storage.outbox.list({ limit: 1 }))[0]).toMatchObject({ status: 'failed', links: [] });
  });

  it('tells the waiting reader when the message could not be sent before the link expired', async () => {
    const h = await harness();
    const started = await h.startSignIn('ada@example.com');
    await h.deliver();
    h.clock.advance(10 * 60_000);
    await h.deliver();
    expect(errorOf(await h.poll(started.json().result[0].options.challenge_id))).toEqual({
      status: 503,
      message: 'the sign-in e-mail could not be sent; please try again later',
    });
  });

  it('keeps a queued message across a restart and sends it from the new process', async () => {
    const database = createTestDatabase('sqlite');
    const clock = manualClock(T0);
    try {
      const before = await harness({ database, clock });
      await before.startSignIn('ada@example.com');
      await before.deliver();
      await before.close();
      opened.splice(opened.indexOf(before), 1);
      await smtp.start();
      clock.advance(5_000);
      const after = await harness({ database, clock });
      await after.deliver();
      expect(smtp.received.map((m) => m.to)).toEqual([['ada@example.com']]);
      expect(smtp.received[0]!.text).toContain(`${PUBLIC_URL}/?challenges=`);
    } finally {
      for (const h of opened.splice(0)) await h.close();
      await database.destroy();
    }
  });
});
