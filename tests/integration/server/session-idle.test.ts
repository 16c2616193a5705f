/**
 * A session's idle clock is written back often enough that a reader who keeps reading is never signed out by
 * a short idle timeout: at most every quarter of it. Driven on the identity service's manual clock.
 */
import { describe, expect, it } from 'vitest';
import { sessionSitesClosedAfterEach } from './session-site.ts';

const IDLE_MS = 60_000;
const startSessionSite = sessionSitesClosedAfterEach(IDLE_MS);

async function sessionSite() {
  const { h, site, sessions } = await startSessionSite();
  site.get('/read', async (request, reply) => ({
    signedIn: (await sessions.read(request, reply)) !== undefined,
  }));
  return { h, site };
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0];

describe('a session with a one-minute idle timeout', () => {
  it('stays open for a reader who reads every 20 s, well past the first minute', async () => {
    const { h, site } = await sessionSite();
    const { nonce } = await h.signInLink('ada@example.com');
    const token = (await h.attest(nonce)).json().result.token as string;
    const opened = await site.inject({ method: 'POST', url: '/open', payload: { token } });
    let cookie = cookieOf(opened);
    expect(cookie).toMatch(/^docgen_session=/);
    for (let read = 1; read <= 6; read++) {
      h.clock.advance(20_000);
      const response = await site.inject({ method: 'GET', url: '/read', headers: { cookie } });
      expect(response.json(), `read at ${read * 20} s`).toEqual({ signedIn: true });
      if (response.headers['set-cookie']) cookie = cookieOf(response);
    }
  });

  it('still ends for a reader who stops reading for longer than the timeout', async () => {
    const { h, site } = await sessionSite();
    const { nonce } = await h.signInLink('bob@example.com');
    const token = (await h.attest(nonce)).json().result.token as string;
    const cookie = cookieOf(await site.inject({ method: 'POST', url: '/open', payload: { token } }));
    h.clock.advance(IDLE_MS + 1_000);
    expect((await site.inject({ method: 'GET', url: '/read', headers: { cookie } })).json()).toEqual({
      signedIn: false,
    });
  });
});

describe('opening a session', () => {
  it('refuses a well-signed token whose person does not exist (or was removed)', async () => {
    const { h, site } = await sessionSite();
    const { token } = await h.identity.service.tokens.issue({
      person_id: 'pid:nobody',
      oid: h.identity.service.config.orgId,
      authenticated_methods: ['email_link'],
      authentications: [],
      first_token: false,
      person_type: 'regular',
      groups: ['admins'],
      roles: [],
    });
    const opened = await site.inject({ method: 'POST', url: '/open', payload: { token } });
    expect(opened.json()).toBe(false);
    expect(opened.headers['set-cookie']).toBeUndefined();
  });
});
