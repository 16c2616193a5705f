/**
 * Sub-organisations: membership with groups of their own, `GET /token` (and `/token/v2`) switching to a token
 * for an organisation the reader belongs to, `/me` with organisations and hierarchy, and the refusals.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersContext } from '../../../server/identity/users/admin.ts';
import {
  addMember,
  addOrganization,
  listOrganizations,
  removeMember,
  removeOrganization,
} from '../../../server/identity/users/org-admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { errorOf, ORG_ID, startHarness, T0, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('organisations on %s', (backend) => {
  let h: Harness;
  let ctx: UsersContext;
  let token: string;

  const signIn = async (address: string) => {
    const { nonce } = await h.signInLink(address);
    return (await h.attest(nonce)).json().result.token as string;
  };
  const switchTo = (bearer: string | undefined, oid: string | undefined, path = '/token', method = 'GET') =>
    h.inject({
      method: method as 'GET',
      url: `/api${path}`,
      headers: {
        'slashid-sdkversion': '3.29.6',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(oid ? { 'slashid-orgid': oid } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: { metadata: { csrf_token: 'c', pkce_code_challenge: 'p' } } } : {}),
    });
  const me = (bearer: string) =>
    h.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${bearer}` } });

  beforeAll(async () => {
    h = await startHarness({ backend });
    ctx = { storage: h.storage, orgId: ORG_ID, orgName: 'Example Docs', clock: h.clock };
    await addOrganization(ctx, { id: 'acme', name: 'Acme' });
    await addOrganization(ctx, { id: 'acme-eu', name: 'Acme Europe', parent: 'acme' });
    await addOrganization(ctx, { id: 'globex', name: 'Globex' });
    await addMember(ctx, 'acme', { email: 'ada@example.com', groups: ['admins'] });
    await addMember(ctx, 'acme-eu', { email: 'ada@example.com', groups: ['eu'] });
    token = await signIn('ada@example.com');
  });
  afterAll(async () => {
    await h.close();
  });

  it('switches to a token for an organisation the reader belongs to, with their groups there', async () => {
    const response = await switchTo(token, 'acme');
    expect(response.statusCode).toBe(200);
    const switched = response.json().result as string;
    const claims = decodeJwt(switched);
    const original = decodeJwt(token);
    expect(claims).toMatchObject({
      oid: 'acme',
      groups: ['admins'],
      person_id: original.person_id,
      authenticated_methods: ['email_link'],
      first_token: false,
    });
    expect(claims.exp).toBeLessThanOrEqual(original.exp!);
    expect(claims.jti).not.toBe(original.jti);
    const validated = await h.inject({
      method: 'POST',
      url: '/api/token/validate',
      payload: { token: switched },
    });
    expect(validated.json().result.valid).toBe(true);
    const back = decodeJwt((await switchTo(switched, ORG_ID)).json().result);
    expect(back).toMatchObject({ oid: ORG_ID, groups: [] });
  });

  it('answers the SDK 3.29 form, POST /token/v2, with a token result', async () => {
    const response = await switchTo(token, 'acme-eu', '/token/v2', 'POST');
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.type).toBe('token');
    expect(decodeJwt(result.token)).toMatchObject({ oid: 'acme-eu', groups: ['eu'] });
  });

  it('lists organisations and the hierarchy in /me, hiding organisations the reader is not in', async () => {
    const inEu = (await switchTo(token, 'acme-eu')).json().result as string;
    const { result } = (await me(inEu)).json();
    expect(result.person.groups).toEqual(['eu']);
    expect(result.organizations).toEqual([
      {
        id: ORG_ID,
        org_name: 'Example Docs',
        tenant_name: 'Example Docs',
        managed_organizations: [
          {
            id: 'acme',
            org_name: 'Acme',
            tenant_name: 'Acme',
            managed_organizations: [
              {
                id: 'acme-eu',
                org_name: 'Acme Europe',
                tenant_name: 'Acme Europe',
                managed_organizations: [],
              },
            ],
          },
        ],
      },
      expect.objectContaining({ id: 'acme' }),
      expect.objectContaining({ id: 'acme-eu' }),
    ]);
    expect(JSON.stringify(result)).not.toContain('globex');
    expect(result.org_hierarchy.map((o: { id: string }) => o.id)).toEqual([ORG_ID, 'acme', 'acme-eu']);
  });

  it("refuses another organisation's token with the 403 envelope, and asks for a token and a target", async () => {
    expect(errorOf(await switchTo(token, 'globex'))).toEqual({
      status: 403,
      message: 'the reader does not belong to this organization; ask its administrator',
    });
    expect(errorOf(await switchTo(token, 'no-such-org')).status).toBe(403);
    const bob = await signIn('bob@example.com');
    expect(errorOf(await switchTo(bob, 'acme')).status).toBe(403);
    expect(errorOf(await switchTo(undefined, 'acme')).status).toBe(401);
    expect(errorOf(await switchTo('not.a.token', 'acme')).status).toBe(401);
    expect(errorOf(await switchTo(token, undefined)).status).toBe(400);
  });

  it('ends the tokens of a reader taken out of an organisation, and of an organisation removed', async () => {
    await addMember(ctx, 'globex', { email: 'carol@example.com' });
    const carol = await signIn('carol@example.com');
    const inGlobex = (await switchTo(carol, 'globex')).json().result as string;
    h.clock.advance(1_000);
    expect(await removeMember(ctx, 'globex', 'carol@example.com')).toBe(true);
    const validate = (t: string) =>
      h.inject({ method: 'POST', url: '/api/token/validate', payload: { token: t } });
    expect((await validate(inGlobex)).json().result).toEqual({
      valid: false,
      invalidity_reason: 'person_not_active',
    });
    h.clock.advance(61_000);
    expect(errorOf(await switchTo(await signIn('carol@example.com'), 'globex')).status).toBe(403);
    await removeOrganization(ctx, 'globex');
    expect((await listOrganizations(ctx)).map((o) => o.id)).toEqual([ORG_ID, 'acme', 'acme-eu']);
    h.clock.set(T0);
  });
});
