/** Organisation switching and `/me` through our SDK client and the vendor SDK, on SQLite and PostgreSQL. */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addOrganization } from '../../../server/identity/users/org-admin.ts';
import { startAccountRig, type AccountRig } from './helpers/account-rig.ts';
import { BACKENDS } from './helpers/backends.ts';
import { ORG_ID } from './helpers/harness.ts';

describe.each(BACKENDS)('organisations through both SDKs on %s', (backend) => {
  let rig: AccountRig;
  let token: string;

  beforeAll(async () => {
    rig = await startAccountRig(backend);
    const ctx = { storage: rig.h.storage, orgId: ORG_ID, orgName: 'Example Docs', clock: rig.h.clock };
    await addOrganization(ctx, { id: 'acme', name: 'Acme' });
    await addOrganization(ctx, { id: 'globex', name: 'Globex' });
    await addMember(ctx, 'acme', { email: 'ada@example.com', groups: ['admins'] });
    token = await rig.signIn('ada@example.com');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('our client switches organisation with GET /token and reads /me', async () => {
    const user = rig.ours.userFromToken(token);
    const switched = await user.getTokenForOrganization('acme');
    expect(switched.oid).toBe('acme');
    expect(switched.getGroups()).toEqual(['admins']);
    const me = await switched.me();
    expect(me.organizations.map((o) => o.id)).toEqual([ORG_ID, 'acme']);
    expect(me.org_hierarchy.map((o) => o.id)).toEqual([ORG_ID, 'acme']);
    await expect(user.getTokenForOrganization('globex')).rejects.toMatchObject({ status: 403 });
  });

  it('the vendor SDK switches organisation with POST /token/v2 and lists organisations', async () => {
    const user = rig.vendor.getUser(token);
    const switched = await user.getTokenForOrganization('acme');
    expect(decodeJwt(switched)).toMatchObject({ oid: 'acme', groups: ['admins'] });
    const organizations = await user.getOrganizations();
    expect(organizations.map((o) => o.id)).toEqual([ORG_ID, 'acme']);
    await expect(user.getTokenForOrganization('globex')).rejects.toMatchObject({ response: { status: 403 } });
  });
});
