/**
 * Abuse limits: counted in the database, answered with 429 and Retry-After, holding across
 * restarts and instances, and the same for known and unknown addresses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../server/identity/clock.ts';
import { BACKENDS, createTestDatabase } from './helpers/backends.ts';
import { errorOf, startHarness, T0, type Harness } from './helpers/harness.ts';

const opened: Harness[] = [];
async function harness(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  const h = await startHarness(options);
  opened.push(h);
  return h;
}
afterEach(async () => {
  for (const h of opened.splice(0).reverse()) await h.close();
});

describe('per-address send limits', () => {
  it('allows one e-mail per address per minute, with Retry-After counting down', async () => {
    const h = await harness();
    expect((await h.startSignIn('ada@example.com')).statusCode).toBe(200);
    h.clock.advance(20_000);
    const limited = await h.startSignIn('ADA@example.com');
    expect(errorOf(limited)).toEqual({ status: 429, message: 'too many requests; try again in 40 seconds' });
    expect(limited.headers['retry-after']).toBe('40');
    expect((await h.startSignIn('bob@example.com')).statusCode).toBe(200);
    h.clock.advance(40_000);
    expect((await h.startSignIn('ada@example.com')).statusCode).toBe(200);
    await h.deliver();
    expect(h.transport.sent.filter((m) => m.to === 'ada@example.com')).toHaveLength(2);
  });

  it('allows five e-mails per address per hour, then answers "already sent" and keeps one fresh link in the mailbox', async () => {
    const h = await harness();
    for (let i = 0; i < 5; i++) {
      expect((await h.startSignIn('ada@example.com')).statusCode).toBe(200);
      h.clock.advance(61_000);
    }
    const limited = await h.startSignIn('ada@example.com');
    expect(errorOf(limited)).toEqual({
      status: 429,
      message:
        'a sign-in link was already sent to this address; open the newest one: it signs in the browser you open it in (a new one can be sent in 300 seconds)',
    });
    expect(limited.headers['retry-after']).toBe('300');
    h.clock.advance(60_000);
    expect(Number((await h.startSignIn('ada@example.com')).headers['retry-after'])).toBe(240);
    await h.deliver();
    expect(h.transport.sent.filter((m) => m.to === 'ada@example.com')).toHaveLength(6);
  });

  it('answers a registered and an unregistered address identically, limits included', async () => {
    const h = await harness({ registration: { mode: 'invite' } });
    await h.storage.persons.findOrCreate({
      orgId: 'org-test',
      handle: { type: 'email_address', value: 'known@example.com' },
      groups: [],
      region: 'local',
      now: T0,
    });
    const shape = (r: Awaited<ReturnType<Harness['startSignIn']>>) => {
      const headers = { ...r.headers };
      for (const varying of ['slashid-correlation-id', 'date', 'content-length']) delete headers[varying];
      const body = r.json();
      if (Array.isArray(body.result))
        body.result = body.result.map((c: Record<string, unknown>) => ({
          ...c,
          id: '*',
          options: { challenge_id: '*' },
        }));
      return { status: r.statusCode, headers, body };
    };
    const known = [await h.startSignIn('known@example.com'), await h.startSignIn('known@example.com')];
    const unknown = [
      await h.startSignIn('stranger@example.com'),
      await h.startSignIn('stranger@example.com'),
    ];
    expect(known.map(shape)).toEqual(unknown.map(shape));
    expect(known.map((r) => r.statusCode)).toEqual([200, 429]);
  });
});

describe('per-IP limits', () => {
  it('limits sign-in requests per client address and ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const h = await harness({ limits: { sendsPerIp: [{ limit: 2, windowMs: 60_000 }] } });
    const spoof = (n: number) => ({
      headers: { 'x-forwarded-for': `198.51.100.${n}` },
      remoteAddress: '203.0.113.7',
    });
    expect((await h.startSignIn('a@example.com', spoof(1))).statusCode).toBe(200);
    expect((await h.startSignIn('b@example.com', spoof(2))).statusCode).toBe(200);
    expect((await h.startSignIn('c@example.com', spoof(3))).statusCode).toBe(429);
    expect((await h.startSignIn('d@example.com', { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('counts the forwarded client address when TRUST_PROXY says a proxy is in front', async () => {
    const h = await harness({ trustProxy: true, limits: { sendsPerIp: [{ limit: 1, windowMs: 60_000 }] } });
    const via = (client: string) => ({
      headers: { 'x-forwarded-for': `6.6.6.6, ${client}` },
      remoteAddress: '10.0.0.1',
    });
    expect((await h.startSignIn('a@example.com', via('198.51.100.1'))).statusCode).toBe(200);
    expect((await h.startSignIn('b@example.com', via('198.51.100.2'))).statusCode).toBe(200);
    expect((await h.startSignIn('c@example.com', via('198.51.100.1'))).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    const h = await harness({ limits: { sendsPerIp: [{ limit: 1, windowMs: 60_000 }] } });
    expect((await h.startSignIn('a@example.com', { remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(200);
    expect((await h.startSignIn('b@example.com', { remoteAddress: '2001:db8:1:2:ffff::9' })).statusCode).toBe(
      429,
    );
    expect((await h.startSignIn('c@example.com', { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('limits attestations per client address', async () => {
    const h = await harness({ limits: { attestationsPerIp: [{ limit: 3, windowMs: 60_000 }] } });
    const { nonce } = await h.signInLink('ada@example.com');
    const wrong = { ...nonce, options: { challenge: 'guess' } };
    for (let i = 0; i < 3; i++) expect((await h.attest(wrong)).statusCode).toBe(403);
    const limited = await h.attest(nonce);
    expect(errorOf(limited).status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await h.attest(nonce, { remoteAddress: '192.0.2.50' })).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('limits on %s', (backend) => {
  it('hold across a restart and across two instances sharing the database', async () => {
    const database = createTestDatabase(backend);
    const clock = manualClock(T0);
    try {
      const first = await harness({ database, clock });
      expect((await first.startSignIn('ada@example.com')).statusCode).toBe(200);
      const second = await harness({ database, clock });
      expect((await second.startSignIn('ada@example.com')).statusCode).toBe(429);
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      const restarted = await harness({ database, clock });
      expect((await restarted.startSignIn('ada@example.com')).statusCode).toBe(429);
      clock.advance(60_000);
      expect((await restarted.startSignIn('ada@example.com')).statusCode).toBe(200);
    } finally {
      for (const h of opened.splice(0).reverse()) await h.close();
      await database.destroy();
    }
  });
});
