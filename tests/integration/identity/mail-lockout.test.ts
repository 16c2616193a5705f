/**
 * Nobody can lock a reader out of their sign-in e-mails. Refused requests count against nobody; each client
 * has its own budget per address; all clients together are held to a ceiling (3 a minute, 20 an hour) that
 * bounds mail bombing; and a browser that signed in as the address before (its device cookie) is never held
 * to that ceiling, so requests from elsewhere cannot stop its reader from signing in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { startHarness, type Harness } from './helpers/harness.ts';

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
    expect(fromAttackers).toBeLessThanOrEqual(20);
    // The ceiling holds for any client without the cookie, and a forged cookie is worth nothing.
    expect((await h.startSignIn(READER, { remoteAddress: '192.0.2.50' })).statusCode).toBe(429);
    const forged = await h.startSignIn(READER, {
      remoteAddress: '192.0.2.51',
      headers: { cookie: `${deviceCookie.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(429);

    const own = await h.startSignIn(READER, { remoteAddress: READER_IP, headers: { cookie: deviceCookie } });
    expect(own.statusCode, own.body).toBe(200);
    await h.deliver();
    expect(mailsTo(h, READER)).toBe(before + fromAttackers + 1);
  });
});
