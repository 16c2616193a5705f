/**
 * The dev mailbox: stored messages (e-mails and dev text messages), the printed link, `/_dev/mailbox` and its
 * JSON, and its limits.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createIdentity } from '../../../server/identity/create-identity.ts';
import { createTestDatabase } from './helpers/backends.ts';
import { codeIn, startCode, submitCode } from './helpers/codes.ts';
import { ORG_ID, PUBLIC_URL, startHarness, T0, type Harness } from './helpers/harness.ts';

const opened: Harness[] = [];
afterEach(async () => {
  for (const h of opened.splice(0)) await h.close();
});

async function devHarness(allowRemote = false, trustProxy: boolean | number = false) {
  const printed: string[] = [];
  const h = await startHarness({
    mail: { kind: 'dev', print: (line) => printed.push(line) },
    sms: { kind: 'dev', print: (line) => printed.push(line) },
    devMailbox: { allowRemote },
    trustProxy,
  });
  opened.push(h);
  return { h, printed };
}

describe('the dev mailbox', () => {
  it('prints the sign-in link in the terminal', async () => {
    const { h, printed } = await devHarness();
    await h.startSignIn('ada@example.com');
    await h.deliver();
    const output = printed.join('\n');
    expect(output).toContain('Sign in to Example Docs');
    expect(output).toContain('ada@example.com');
    expect(output).toMatch(/https:\/\/docs\.example\.com\/\?challenges=[A-Za-z0-9_-]+/);
  });

  it('lists messages newest first as JSON with the fields the e2e test reads', async () => {
    const { h } = await devHarness();
    await h.startSignIn('ada@example.com');
    h.clock.advance(1_000);
    await h.startSignIn('bob@example.com');
    await h.deliver();
    const response = await h.inject({ method: 'GET', url: '/_dev/mailbox/messages' });
    expect(response.statusCode).toBe(200);
    const messages = response.json();
    expect(messages.map((m: { to: string }) => m.to)).toEqual(['bob@example.com', 'ada@example.com']);
    expect(Object.keys(messages[0]).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(messages[0].links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/\\?challenges=`));
    expect(messages[0].text).toContain(messages[0].links[0]);
  });

  it('shows them as a page with the links', async () => {
    const { h } = await devHarness();
    await h.startSignIn('ada@example.com');
    await h.deliver();
    const page = await h.inject({ method: 'GET', url: '/_dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const [message] = (await h.inject({ method: 'GET', url: '/_dev/mailbox/messages' })).json();
    expect(page.body).toContain(`<a href="${message.links[0]}">`);
    expect(page.body).toContain('ada@example.com');
  });

  it('keeps, prints and lists the text messages of the dev SMS outbox beside the e-mails', async () => {
    const { h, printed } = await devHarness();
    const started = await startCode(h, { type: 'phone_number', value: '+14155550100' }, 'otp_via_sms');
    expect(started.statusCode).toBe(200);
    const [sms] = (await h.inject({ method: 'GET', url: '/_dev/mailbox/sms' })).json();
    expect(sms).toEqual({
      id: expect.any(String),
      to: '+14155550100',
      text: expect.stringMatching(/^\d{6} is your Example Docs sign-in code\./),
      createdAt: new Date(T0).toISOString(),
    });
    expect(printed.join('\n')).toContain(sms.text);
    const page = await h.inject({ method: 'GET', url: '/_dev/mailbox' });
    expect(page.body).toContain('Text messages');
    expect(page.body).toContain(sms.text);
    // The listed code signs in: the outbox is what a developer reads instead of a phone.
    expect((await submitCode(h, started.json().result[0].id, codeIn(sms.text))).statusCode).toBe(200);
  });

  it('answers local clients only unless allowed', async () => {
    const { h } = await devHarness();
    const remote = await h.inject({
      method: 'GET',
      url: '/_dev/mailbox/messages',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(403);
    const { h: open } = await devHarness(true);
    expect(
      (await open.inject({ method: 'GET', url: '/_dev/mailbox/messages', remoteAddress: '203.0.113.9' }))
        .statusCode,
    ).toBe(200);
  });

  it('is never served behind a proxy: not with TRUST_PROXY, even to loopback and even when remote is allowed', async () => {
    for (const trustProxy of [true, 1]) {
      const { h } = await devHarness(true, trustProxy);
      await h.startSignIn('ada@example.com');
      await h.deliver();
      for (const url of ['/_dev/mailbox', '/_dev/mailbox/messages', '/_dev/mailbox/sms']) {
        const response = await h.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(response.statusCode, url).toBe(403);
        expect(response.body).not.toContain('challenges=');
      }
    }
  });

  it('is never served to a request a proxy forwarded, though it comes from loopback', async () => {
    const { h } = await devHarness(true);
    await h.startSignIn('ada@example.com');
    await h.deliver();
    const headers = [
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-host': 'docs.example.com' },
      { 'x-forwarded-proto': 'https' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const header of headers) {
      const response = await h.inject({
        method: 'GET',
        url: '/_dev/mailbox/messages',
        remoteAddress: '127.0.0.1',
        headers: header,
      });
      expect(response.statusCode, JSON.stringify(header)).toBe(403);
      expect(response.body).not.toContain('challenges=');
    }
    const direct = await h.inject({
      method: 'GET',
      url: '/_dev/mailbox/messages',
      remoteAddress: '127.0.0.1',
    });
    expect(direct.statusCode).toBe(200);
  });

  it('is refused at start-up in production, and absent when SMTP is configured', async () => {
    const database = createTestDatabase('sqlite');
    const storage = await database.open();
    try {
      const base = {
        storage,
        publicUrl: PUBLIC_URL,
        orgId: ORG_ID,
        siteTitle: 'T',
        productName: 'P',
        maintenance: false,
        outbox: { autoStart: false },
      };
      await expect(createIdentity({ ...base, mail: { kind: 'dev' }, production: true })).rejects.toThrow(
        'SMTP_URL is required when NODE_ENV=production',
      );
      const smtp = { kind: 'smtp' as const, url: 'smtp://127.0.0.1:1', from: 'a@b.co' };
      const webhook = { kind: 'webhook' as const, url: 'https://sms.example.com/send' };
      for (const options of [
        { mail: smtp, sms: webhook },
        // In production the dev SMS outbox is never used: SMS factors are off without a webhook.
        { mail: smtp, production: true },
      ]) {
        const identity = await createIdentity({ ...base, ...options });
        const app = Fastify();
        await app.register(identity.devMailboxPlugin);
        expect(identity.devMailboxEnabled).toBe(false);
        expect((await app.inject({ method: 'GET', url: '/_dev/mailbox/messages' })).statusCode).toBe(404);
        expect((await app.inject({ method: 'GET', url: '/_dev/mailbox/sms' })).statusCode).toBe(404);
        await app.close();
        await identity.close();
      }
    } finally {
      await storage.close();
      await database.destroy();
    }
  });
});
