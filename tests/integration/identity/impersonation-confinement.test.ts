/**
 * An impersonation stays inside the organisation it was granted in, on SQLite and PostgreSQL: an admin of a
 * sub-organisation who impersonates a reader who also belongs to the site's organisation (where they are
 * staff) cannot exchange, switch or step up that token into one of another organisation or one without `act`,
 * and every use of the token is in the audit.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeChallengesParam, type NonceChallenge } from '../../../core/identity/index.ts';
import { addUser, type UsersContext } from '../../../server/identity/users/admin.ts';
import {
  addMember,
  addOrganization,
  listImpersonations,
  setMemberGroups,
} from '../../../server/identity/users/org-admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, nonceFromLink, ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('an impersonation on %s', (backend) => {
  let h: Harness;
  let ctx: UsersContext;
  let stanId: string;
  /** Acme's admin impersonating Stan: `oid: acme`, `act`. */
  let acting: string;

  const bearer = (token: string, orgId?: string) => ({
    authorization: `Bearer ${token}`,
    ...(orgId ? { 'slashid-orgid': orgId } : {}),
  });
  const signIn = async (address: string) => {
    h.clock.advance(61_000);
    const { nonce } = await h.signInLink(address);
    return (await h.attest(nonce)).json().result.token as string;
  };
  const exchange = (token: string, orgId: string, url = '/api/token', method: 'GET' | 'POST' = 'GET') =>
    h.inject({ method, url, headers: bearer(token, orgId) });
  /** A sign-in as Stan by e-mailed link, with the impersonation token as bearer (a step-up). */
  const stepUp = () =>
    h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: { ...bearer(acting, ORG_ID), 'content-type': 'application/json' },
      payload: {
        handle: { type: 'email_address', value: 'stan@example.com' },
        factor: { method: 'email_link', options: { method: 'email_link' } },
      },
    });

  beforeAll(async () => {
    h = await startHarness({ backend, impersonationGroup: 'admins' });
    ctx = { storage: h.storage, orgId: ORG_ID, clock: h.clock };
    await addUser(ctx, { email: 'stan@example.com', groups: ['staff'] });
    await addOrganization(ctx, { id: 'acme' });
    await addMember(ctx, 'acme', { email: 'stan@example.com', groups: ['readers'] });
    await addMember(ctx, 'acme', { email: 'boss@acme.example', groups: ['admins'] });
    stanId = decodeJwt(await signIn('stan@example.com')).person_id as string;
    const admin = (await exchange(await signIn('boss@acme.example'), 'acme')).json().result as string;
    const granted = await h.inject({
      method: 'POST',
      url: `/api/persons/${stanId}/impersonate`,
      headers: bearer(admin, 'acme'),
    });
    const [nonce] = decodeChallengesParam(granted.json().result as string)!;
    acting = (await h.attest(nonce as NonceChallenge)).json().result.token as string;
    expect(decodeJwt(acting)).toMatchObject({ oid: 'acme', groups: ['readers'], act: {} });
  });
  afterAll(async () => {
    await h.close();
  });

  it("is never exchanged for a token of the site's organisation, nor any other", async () => {
    for (const [url, method] of [
      ['/api/token', 'GET'],
      ['/api/token/v2', 'POST'],
      ['/api/token/v2', 'GET'],
    ] as const)
      expect(errorOf(await exchange(acting, ORG_ID, url, method))).toEqual({
        status: 403,
        message: 'an impersonation is valid only in the organization it was granted in',
      });
  });

  it('may be exchanged within its organisation: the new token keeps act and ends with it', async () => {
    const same = decodeJwt((await exchange(acting, 'acme')).json().result as string);
    const held = decodeJwt(acting);
    expect(same).toMatchObject({ oid: 'acme', groups: ['readers'], act: held.act });
    expect(same.exp).toBeLessThanOrEqual(held.exp!);
  });

  it('keeps act, its organisation and its end through a sign-in made with it', async () => {
    h.clock.advance(5 * 60_000);
    const started = await stepUp();
    expect(started.statusCode).toBe(200);
    const pollId = started.json().result[0].options.challenge_id as string;
    await h.deliver();
    const link = h.transport.sent.findLast((m) => m.to === 'stan@example.com')!.links[0]!;
    const clicked = decodeJwt((await h.attest(nonceFromLink(link))).json().result.token as string);
    const polled = decodeJwt((await h.poll(pollId)).json().result as string);
    const held = decodeJwt(acting);
    for (const claims of [clicked, polled]) {
      expect(claims).toMatchObject({ person_id: stanId, oid: 'acme', groups: ['readers'], act: held.act });
      expect(claims.exp).toBeLessThanOrEqual(held.exp!);
      expect(claims.authenticated_methods).toEqual(['impersonate', 'email_link']);
    }
  });

  it('shows in /me only its own organisation, the only one it can switch to', async () => {
    const me = (await h.inject({ method: 'GET', url: '/api/me', headers: bearer(acting) })).json().result;
    expect(me.organizations.map((org: { id: string }) => org.id)).toEqual(['acme']);
    expect(me.person).toMatchObject({ groups: ['readers'] });
  });

  it("holds sign-ins made with it to the reader's mail limits, as for anyone else", async () => {
    h.clock.advance(61_000);
    expect((await stepUp()).statusCode).toBe(200);
    expect(errorOf(await stepUp()).status).toBe(429);
  });

  it('writes every use to the audit, refusals included', async () => {
    await h.inject({ method: 'GET', url: '/api/me', headers: bearer(acting) });
    const audit = await listImpersonations(ctx, 50);
    const uses = audit.filter((entry) => entry.kind === 'use');
    expect(uses.every((use) => use.actor === 'boss@acme.example' && use.reader === 'stan@example.com')).toBe(
      true,
    );
    expect(uses.map((use) => `${use.action} ${use.detail}${use.refused ? ' (refused)' : ''}`)).toEqual(
      expect.arrayContaining([
        `token exchange for organisation ${ORG_ID} (refused)`,
        'token exchange for organisation acme',
        'sign-in started email_link',
        'sign-in email_link, still impersonating',
        'API call GET /api/me',
      ]),
    );
    expect(audit.at(-1)).toMatchObject({ kind: 'impersonation', organization: 'acme' });
  });

  it("ends when its admin's tokens are ended (their admin group taken away)", async () => {
    const me = () => h.inject({ method: 'GET', url: '/api/me', headers: bearer(acting) });
    expect((await me()).statusCode).toBe(200);
    h.clock.advance(1000);
    await setMemberGroups(ctx, 'acme', 'boss@acme.example', []);
    // `docgen users` wrote the revocation beside the server, which reads revocations at most a second old.
    await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), { timeout: 5000 });
  });
});
