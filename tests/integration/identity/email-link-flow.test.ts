/**
 * The e-mail link sign-in end to end through the API, on SQLite and PostgreSQL.
 */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, PUBLIC_URL, startHarness, T0, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('e-mail link sign-in on %s', (backend) => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness({ backend });
  });
  afterEach(async () => {
    await h.close();
  });

  it('answers POST /id/v2 with one proxy challenge in a bare success envelope and e-mails a link to the site', async () => {
    const response = await h.startSignIn('Ada@Example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['result']);
    expect(body.result).toEqual([
      {
        id: expect.any(String),
        type: 'proxy',
        authentication_method: 'email_link',
        options: { challenge_id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      },
    ]);
    await h.deliver();
    const [mail] = h.transport.sent;
    expect(mail?.to).toBe('ada@example.com');
    const link = new URL(mail!.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/`);
    expect([...link.searchParams.keys()]).toEqual(['challenges']);
    expect(mail!.text).toContain(mail!.links[0]);
  });

  it('signs in both tabs: the click attests the nonce, then the poll delivers its own token for the same person', async () => {
    const { pollId, nonce } = await h.signInLink('ada@example.com');
    expect(nonce).toMatchObject({
      type: 'nonce',
      authentication_method: 'email_link',
      options: { challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });

    const pending = await h.poll(pollId);
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ errors: [{ httpcode: 202, message: 'authentication is pending' }] });

    const attested = await h.attest(nonce);
    expect(attested.statusCode).toBe(200);
    const clickToken = attested.json().result.token as string;

    const polled = await h.poll(pollId);
    expect(polled.statusCode).toBe(200);
    const pollToken = polled.json().result as string;
    const a = decodeJwt(clickToken);
    const b = decodeJwt(pollToken);
    expect(a.person_id).toBe(b.person_id);
    expect(a.jti).not.toBe(b.jti);
    expect(b).toMatchObject({
      oid: 'org-test',
      authenticated_methods: ['email_link'],
      person_type: 'regular',
      groups: [],
      first_token: true,
      iss: PUBLIC_URL,
    });
    expect(b.authentications).toEqual([
      {
        handle: { type: 'email_address', value: 'ada@example.com' },
        method: 'email_link',
        timestamp: new Date(T0).toISOString(),
      },
    ]);
    for (const token of [clickToken, pollToken]) {
      const validated = await h.inject({ method: 'POST', url: '/api/token/validate', payload: { token } });
      expect(validated.json().result).toMatchObject({ valid: true });
    }
  });

  it('delivers the poll token again within 30 s of the first delivery, then answers authentication has expired', async () => {
    const { pollId, nonce } = await h.signInLink('ada@example.com');
    await h.attest(nonce);
    const first = (await h.poll(pollId)).json().result as string;
    h.clock.advance(29_000);
    const again = await h.poll(pollId);
    expect(again.statusCode).toBe(200);
    expect(decodeJwt(again.json().result as string).jti).toBe(decodeJwt(first).jti);
    h.clock.advance(2_000);
    expect(errorOf(await h.poll(pollId))).toEqual({ status: 403, message: 'authentication has expired' });
  });

  it('does not let HEAD requests to the poll start the delivery grace period', async () => {
    const { pollId, nonce } = await h.signInLink('ada@example.com');
    await h.attest(nonce);
    expect((await h.inject({ method: 'HEAD', url: `/api/challenge/${pollId}/v2` })).statusCode).toBe(404);
    h.clock.advance(60_000);
    expect((await h.poll(pollId)).statusCode).toBe(200);
  });

  it('spends a nonce once: a reload of the link is refused as expired', async () => {
    const { nonce } = await h.signInLink('ada@example.com');
    expect((await h.attest(nonce)).statusCode).toBe(200);
    expect(errorOf(await h.attest(nonce))).toEqual({ status: 403, message: 'authentication has expired' });
  });

  it('gives exactly one token to 100 concurrent attestations of one nonce', async () => {
    const { nonce } = await h.signInLink('ada@example.com');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => h.attest(nonce, { remoteAddress: `10.0.${i >> 4}.${i}` })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(99);
  });

  it('accepts the link one second before it expires and refuses it one second after', async () => {
    const early = await h.signInLink('early@example.com');
    h.clock.advance(61_000);
    const late = await h.signInLink('late@example.com');
    h.clock.set(T0 + 10 * 60_000 - 1_000);
    expect((await h.attest(early.nonce)).statusCode).toBe(200);
    h.clock.set(T0 + 61_000 + 10 * 60_000 + 1_000);
    expect(errorOf(await h.attest(late.nonce))).toEqual({
      status: 403,
      message: 'authentication has expired',
    });
    expect(errorOf(await h.poll(late.pollId))).toEqual({
      status: 403,
      message: 'authentication has expired',
    });
  });

  it('shows the landing page who asked and when, without the address, and without spending anything', async () => {
    const { nonce } = await h.signInLink('ada@example.com');
    for (let i = 0; i < 3; i++) {
      const context = await h.inject({ method: 'GET', url: `/api/flows/${nonce.id}/context` });
      expect(context.statusCode).toBe(200);
      expect(context.json()).toEqual({
        result: {
          state: 'pending',
          device: 'Firefox on Linux',
          requested_at: new Date(T0).toISOString(),
          expires_at: new Date(T0 + 600_000).toISOString(),
        },
      });
      expect(context.body).not.toContain('ada');
      expect(context.body).not.toContain(nonce.options.challenge);
    }
    const head = await h.inject({ method: 'HEAD', url: `/api/flows/${nonce.id}/context` });
    expect(head.statusCode).toBe(200);
    expect((await h.attest(nonce)).statusCode).toBe(200);
    expect(
      (await h.inject({ method: 'GET', url: `/api/flows/${nonce.id}/context` })).json().result.state,
    ).toBe('completed');
    expect(errorOf(await h.inject({ method: 'GET', url: '/api/flows/unknown/context' })).status).toBe(403);
  });

  it('answers the legacy paths the same: POST /id, GET /challenge/{id}, POST /attestation and /attestation/v2', async () => {
    const started = await h.startSignIn('ada@example.com', { path: '/id' });
    expect(started.statusCode).toBe(200);
    const pollId = started.json().result[0].options.challenge_id as string;
    await h.deliver();
    const { nonceFromLink } = await import('./helpers/harness.ts');
    const nonce = nonceFromLink(h.transport.sent[0]!.links[0]!);
    expect((await h.inject({ method: 'GET', url: `/api/challenge/${pollId}` })).statusCode).toBe(202);
    expect((await h.attest(nonce, { path: '/attestation' })).statusCode).toBe(200);
    expect((await h.inject({ method: 'GET', url: `/api/challenge/${pollId}` })).statusCode).toBe(200);
    const second = await h.signInLink('bob@example.com');
    expect((await h.attest(second.nonce, { path: '/attestation/v2' })).statusCode).toBe(200);
  });

  it('marks only the first sign-in of a person as first_token', async () => {
    const first = await h.signInLink('ada@example.com');
    expect(decodeJwt((await h.attest(first.nonce)).json().result.token).first_token).toBe(true);
    h.clock.advance(61_000);
    const second = await h.signInLink('ada@example.com');
    expect(decodeJwt((await h.attest(second.nonce)).json().result.token).first_token).toBe(false);
  });

  it('links back to the page the reader started from when it is on the site, and never elsewhere', async () => {
    await h.startSignIn('a@example.com', {
      factorOptions: { redirect_target: `${PUBLIC_URL}/docs/1.0.2/overview?x=1#top` },
    });
    h.clock.advance(61_000);
    await h.startSignIn('b@example.com', {
      factorOptions: { redirect_target: 'https://evil.example/phish' },
    });
    await h.deliver();
    const [a, b] = h.transport.sent.map((m) => new URL(m.links[0]!));
    expect(a!.pathname).toBe('/docs/1.0.2/overview');
    expect(a!.searchParams.get('x')).toBe('1');
    expect(a!.hash).toBe('');
    expect(b!.origin).toBe(PUBLIC_URL);
    expect(b!.pathname).toBe('/');
  });
});
