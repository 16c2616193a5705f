/**
 * A session cookie reads as one and the same reader object on every request, which the gate remembers its
 * decisions by (`gate/site-gate.ts`); the session itself is still checked on every request, so reusing the
 * object never outlives a logout, an admin's revocation or the idle timeout on this instance.
 */
import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../core/access/private-paths.ts';
import type { Harness } from '../identity/helpers/harness.ts';
import { sessionSitesClosedAfterEach } from './session-site.ts';

const IDLE_MS = 60_000;
const startSessionSite = sessionSitesClosedAfterEach(IDLE_MS);

interface ReadingSite {
  h: Harness;
  /** The reader `sessions.read` gives for `cookie`. */
  read(cookie: string): Promise<Readonly<AccessUser> | undefined>;
  /** A session opened for a fresh reader: its cookie header, and who they are. */
  signIn(address: string): Promise<{ cookie: string; personId: string }>;
  logout(cookie: string): Promise<void>;
}

async function sessionSite(): Promise<ReadingSite> {
  const { h, site, sessions } = await startSessionSite();
  let lastRead: Readonly<AccessUser> | undefined;
  site.get('/read', async (request, reply) => {
    lastRead = await sessions.read(request, reply);
    return {};
  });
  site.delete('/session', async (request, reply) => sessions.close(request, reply));
  return {
    h,
    async read(cookie) {
      await site.inject({ method: 'GET', url: '/read', headers: { cookie } });
      return lastRead;
    },
    async signIn(address) {
      const { nonce } = await h.signInLink(address);
      const token = (await h.attest(nonce)).json().result.token as string;
      const opened = await site.inject({ method: 'POST', url: '/open', payload: { token } });
      const verified = await h.identity.service.tokens.verify(token);
      if (!verified.ok) throw new Error(`the harness's token does not verify: ${verified.reason}`);
      return {
        cookie: String(opened.headers['set-cookie']).split(';')[0]!,
        personId: verified.claims.person_id,
      };
    },
    async logout(cookie) {
      await site.inject({ method: 'DELETE', url: '/session', headers: { cookie } });
    },
  };
}

describe('a session read on request after request', () => {
  it('gives the same reader object for the same cookie, another for another reader', async () => {
    const site = await sessionSite();
    const { cookie } = await site.signIn('ada@example.com');
    const first = await site.read(cookie);
    expect(first).toBeDefined();
    expect(await site.read(cookie)).toBe(first);
    const bob = await site.read((await site.signIn('bob@example.com')).cookie);
    expect(bob).toBeDefined();
    expect(bob).not.toBe(first);
  });

  it('ends at once at logout on this instance, though the reader was read before', async () => {
    const site = await sessionSite();
    const { cookie } = await site.signIn('ada@example.com');
    expect(await site.read(cookie)).toBeDefined();
    await site.logout(cookie);
    expect(await site.read(cookie)).toBeUndefined();
  });

  it("ends at once when an admin revokes the person's tokens on this instance", async () => {
    const site = await sessionSite();
    const { cookie, personId } = await site.signIn('ada@example.com');
    expect(await site.read(cookie)).toBeDefined();
    site.h.clock.advance(1_000);
    await site.h.identity.service.tokens.revokePerson(personId);
    expect(await site.read(cookie)).toBeUndefined();
  });

  it('ends after the idle timeout, though the reader was read before', async () => {
    const site = await sessionSite();
    const { cookie } = await site.signIn('ada@example.com');
    expect(await site.read(cookie)).toBeDefined();
    site.h.clock.advance(IDLE_MS + 1_000);
    expect(await site.read(cookie)).toBeUndefined();
  });
});
