/**
 * Impersonation and Direct-ID over HTTP on SQLite and PostgreSQL: only an admin-group member of the same
 * organisation may impersonate; the token names both persons (`act`) and lives 15 minutes; every
 * impersonation is audited. A Direct-ID signs the same reader in elsewhere, once.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChallengesParam, type NonceChallenge } from '../../../core/identity/index.ts';
import type { UsersContext } from '../../../server/identity/users/admin.ts';
import { addUser } from '../../../server/identity/users/admin.ts';
import { addMember, addOrganization, listImpersonations } from '../../../server/identity/users/org-admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, ORG_ID, startHarness, T0, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('impersonation and Direct-ID on %s', (backend) => {
  let h: Harness;
  let ctx: UsersContext;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const signIn = async (address: string) => {
    h.clock.advance(61_000);
    const { nonce } = await h.signInLink(address);
    const token = (await h.attest(nonce)).json().result.token as string;
    ids[address] = decodeJwt(token).person_id as string;
    return token;
  };
  const impersonate = (bearer: string, personId: string, orgId = ORG_ID, path = '') =>
    h.inject({
      method: 'POST',
      url: `/api/persons/${encodeURIComponent(personId)}/impersonate${path}`,
      headers: { authorization: `Bearer ${bearer}`, 'slashid-orgid': orgId },
      ...(path ? { payload: { target_url: 'https://docs.example.com/docs/overview' } } : {}),
    });
  const nonceIn = (challenges: string) => decodeChallengesParam(challenges)![0] as NonceChallenge;

  beforeAll(async () => {
    h = await startHarness({ backend, impersonationGroup: 'admins' });
    ctx = { storage: h.storage, orgId: ORG_ID, clock: h.clock };
    await addUser(ctx, { email: 'root@example.com', groups: ['admins'] });
    await addOrganization(ctx, { id: 'acme' });
    await addMember(ctx, 'acme', { email: 'acme-admin@example.com', groups: ['admins'] });
    await addMember(ctx, 'acme', { email: 'ada@example.com', groups: ['readers'] });
    for (const address of [
      'root@example.com',
      'acme-admin@example.com',
      'ada@example.com',
      'bob@example.com',
    ])
      tokens[address] = await signIn(address);
  });
  afterAll(async () => {
    await h.close();
  });

  it('lets an admin sign in as a reader: the token names both and lives 15 minutes; it is audited', async () => {
    const granted = await impersonate(tokens['root@example.com']!, ids['ada@example.com']!);
    expect(granted.statusCode).toBe(201);
    const nonce = nonceIn(granted.json().result);
    expect(nonce).toMatchObject({ type: 'nonce', authentication_method: 'impersonate' });
    const token = (await h.attest(nonce)).json().result.token as string;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      person_id: ids['ada@example.com'],
      act: { sub: ids['root@example.com'] },
      authenticated_methods: ['impersonate'],
      oid: ORG_ID,
    });
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(errorOf(await h.attest(nonce)).status).toBe(403);
    const audit = await listImpersonations(ctx, 10);
    expect(audit[0]).toMatchObject({
      actor: 'root@example.com',
      reader: 'ada@example.com',
      organization: ORG_ID,
    });
    // An impersonating token cannot impersonate again, nor mint a Direct-ID that would outlive it.
    expect(errorOf(await impersonate(token, ids['bob@example.com']!)).status).toBe(403);
    expect(
      errorOf(
        await h.inject({
          method: 'POST',
          url: '/api/direct-id',
          headers: { authorization: `Bearer ${token}` },
        }),
      ).status,
    ).toBe(403);
  });

  it('keeps an admin to readers of the organisation their token is for, with groups there', async () => {
    const acmeAdmin = (
      await h.inject({
        method: 'GET',
        url: '/api/token',
        headers: { authorization: `Bearer ${tokens['acme-admin@example.com']}`, 'slashid-orgid': 'acme' },
      })
    ).json().result as string;
    const granted = await impersonate(acmeAdmin, ids['ada@example.com']!, 'acme');
    const token = (await h.attest(nonceIn(granted.json().result))).json().result.token as string;
    expect(decodeJwt(token)).toMatchObject({ oid: 'acme', groups: ['readers'] });
    expect(errorOf(await impersonate(acmeAdmin, ids['bob@example.com']!, 'acme'))).toEqual({
      status: 404,
      message: 'no such person in this organization',
    });
    expect(errorOf(await impersonate(acmeAdmin, ids['ada@example.com']!, ORG_ID)).status).toBe(403);
  });

  it('refuses a reader who is not an admin, and asks for a token and an organisation', async () => {
    expect(errorOf(await impersonate(tokens['bob@example.com']!, ids['ada@example.com']!))).toEqual({
      status: 403,
      message: "impersonation is allowed only to members of the organization's admin group",
    });
    expect(errorOf(await impersonate(tokens['ada@example.com']!, ids['bob@example.com']!)).status).toBe(403);
    expect(errorOf(await impersonate(tokens['root@example.com']!, 'pid:nobody')).status).toBe(404);
    expect(
      errorOf(await h.inject({ method: 'POST', url: `/api/persons/${ids['ada@example.com']}/impersonate` }))
        .status,
    ).toBe(401);
    const withoutOrg = await h.inject({
      method: 'POST',
      url: `/api/persons/${ids['ada@example.com']}/impersonate`,
      headers: { authorization: `Bearer ${tokens['root@example.com']}` },
    });
    expect(errorOf(withoutOrg).status).toBe(400);
  });

  it('answers v2 with a link to a page of the site, never another site', async () => {
    const granted = await impersonate(tokens['root@example.com']!, ids['bob@example.com']!, ORG_ID, '/v2');
    const link = new URL(granted.json().result as string);
    expect(link.origin + link.pathname).toBe('https://docs.example.com/docs/overview');
    expect(nonceIn(link.searchParams.get('challenges')!).type).toBe('nonce');
    const foreign = await h.inject({
      method: 'POST',
      url: `/api/persons/${ids['bob@example.com']}/impersonate/v2`,
      headers: { authorization: `Bearer ${tokens['root@example.com']}`, 'slashid-orgid': ORG_ID },
      payload: { target_url: 'https://evil.example/' },
    });
    expect(errorOf(foreign).status).toBe(400);
  });

  it('is refused everywhere where the site names no admin group', async () => {
    const plain = await startHarness({ backend });
    try {
      await addUser(
        { storage: plain.storage, orgId: ORG_ID, clock: plain.clock },
        { email: 'x@example.com', groups: ['admins'] },
      );
      const { nonce } = await plain.signInLink('x@example.com');
      const token = (await plain.attest(nonce)).json().result.token as string;
      const refused = await plain.inject({
        method: 'POST',
        url: `/api/persons/${decodeJwt(token).person_id}/impersonate`,
        headers: { authorization: `Bearer ${token}`, 'slashid-orgid': ORG_ID },
      });
      expect(errorOf(refused).status).toBe(403);
    } finally {
      await plain.close();
    }
  });

  it('gives a Direct-ID that signs the same reader in once', async () => {
    const created = await h.inject({
      method: 'POST',
      url: '/api/direct-id',
      headers: { authorization: `Bearer ${tokens['bob@example.com']}` },
    });
    expect(created.statusCode).toBe(201);
    const nonce = nonceIn(created.json().result);
    const token = (await h.attest(nonce)).json().result.token as string;
    expect(decodeJwt(token)).toMatchObject({
      person_id: ids['bob@example.com'],
      authenticated_methods: ['direct_id'],
    });
    expect(decodeJwt(token).act).toBeUndefined();
    expect(errorOf(await h.attest(nonce)).status).toBe(403);
    h.clock.set(T0);
  });
});
