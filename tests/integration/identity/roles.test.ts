/**
 * Roles on SQLite and PostgreSQL: names `docgen users roles` gives a reader in an organisation, carried in the
 * token's `roles` claim (always an array) and in `/me`'s `person.roles`, per organisation like groups. The
 * site defines none and docgen decides nothing on them; taking one away ends the tokens that carry it.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addUser,
  setUserRoles,
  UsersError,
  type UsersContext,
} from '../../../server/identity/users/admin.ts';
import { addMember, addOrganization, setMemberRoles } from '../../../server/identity/users/org-admin.ts';
import { BACKENDS } from './helpers/backends.ts';
import { ORG_ID, startHarness, type Harness } from './helpers/harness.ts';

describe.each(BACKENDS)('roles on %s', (backend) => {
  let h: Harness;
  let ctx: UsersContext;

  const signIn = async (address: string) => {
    h.clock.advance(61_000);
    const { nonce } = await h.signInLink(address);
    return (await h.attest(nonce)).json().result.token as string;
  };
  const me = (token: string) =>
    h.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    h = await startHarness({ backend });
    ctx = { storage: h.storage, orgId: ORG_ID, clock: h.clock };
    await addUser(ctx, { email: 'ada@example.com', groups: ['staff'] });
    await addOrganization(ctx, { id: 'acme' });
    await addMember(ctx, 'acme', { email: 'ada@example.com', groups: ['readers'] });
  });
  afterAll(async () => {
    await h.close();
  });

  it('carries none for a reader without roles, as an empty list', async () => {
    const token = await signIn('bob@example.com');
    expect(decodeJwt(token).roles).toEqual([]);
    expect((await me(token)).json().result.person.roles).toEqual([]);
  });

  it("carries the reader's roles of the token's organisation, in the token and in /me", async () => {
    expect((await setUserRoles(ctx, 'ada@example.com', ['billing', 'billing', 'auditor'])).roles).toEqual([
      'billing',
      'auditor',
    ]);
    expect((await setMemberRoles(ctx, 'acme', 'ada@example.com', ['support'])).roles).toEqual(['support']);
    const token = await signIn('ada@example.com');
    expect(decodeJwt(token)).toMatchObject({ groups: ['staff'], roles: ['billing', 'auditor'] });
    expect((await me(token)).json().result.person).toMatchObject({ roles: ['billing', 'auditor'] });

    const switched = await h.inject({
      method: 'GET',
      url: '/api/token',
      headers: { authorization: `Bearer ${token}`, 'slashid-orgid': 'acme' },
    });
    const inAcme = switched.json().result as string;
    expect(decodeJwt(inAcme)).toMatchObject({ oid: 'acme', groups: ['readers'], roles: ['support'] });
    expect((await me(inAcme)).json().result.person).toMatchObject({
      groups: ['readers'],
      roles: ['support'],
    });
  });

  it('ends the tokens that carry a role taken away', async () => {
    const token = await signIn('ada@example.com');
    expect((await me(token)).statusCode).toBe(200);
    h.clock.advance(1000);
    await setUserRoles(ctx, 'ada@example.com', ['billing']);
    // `docgen users` wrote the revocation beside the server, which reads revocations at most a second old.
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(401), { timeout: 5000 });
    h.clock.advance(1000);
    expect(decodeJwt(await signIn('ada@example.com')).roles).toEqual(['billing']);
  });

  it('refuses role names it could not print or match safely, and readers who are not there', async () => {
    await expect(setUserRoles(ctx, 'ada@example.com', ['no spaces'])).rejects.toThrow(
      new UsersError(
        'role name "no spaces" is not allowed: use letters, digits, ".", "_", ":" or "-" (at most 64)',
      ),
    );
    await expect(setUserRoles(ctx, 'nobody@example.com', ['x'])).rejects.toThrow(UsersError);
    await expect(setMemberRoles(ctx, 'acme', 'bob@example.com', ['x'])).rejects.toThrow(UsersError);
  });

  it('reads a token signed before roles existed as one without roles', async () => {
    const older = decodeJwt(await signIn('bob@example.com')) as Record<string, unknown>;
    delete older.roles;
    const token = await h.identity.service.tokens.sign(older as never);
    const verdict = await h.identity.verifyToken(token);
    expect(verdict).toMatchObject({ ok: true, claims: { roles: [] } });
  });
});
