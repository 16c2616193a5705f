/**
 * Direct-ID and impersonation through our SDK client and the vendor SDK, on SQLite and PostgreSQL. The vendor
 * SDK has Direct-ID on its user (`createDirectID`) and signs in from a page whose address carries it
 * (`getUserFromURL`, reading `?challenges=` from its window: the jsdom one of the account rig). It has no public
 * call for impersonation (its generated client posts with `SlashID-OrgID` and the bearer, no body), so that
 * request is sent here as it would send it.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeChallengesParam, type NonceChallenge } from '../../../core/identity/index.ts';
import { addUser } from '../../../server/identity/users/admin.ts';
import { startAccountRig, type AccountRig } from './helpers/account-rig.ts';
import { BACKENDS } from './helpers/backends.ts';
import { ORG_ID } from './helpers/harness.ts';

describe.each(BACKENDS)('Direct-ID and impersonation through both SDKs on %s', (backend) => {
  let rig: AccountRig;
  let admin: string;
  let reader: string;

  beforeAll(async () => {
    rig = await startAccountRig(backend, { impersonationGroup: 'admins' });
    await addUser(
      { storage: rig.h.storage, orgId: ORG_ID, clock: rig.h.clock },
      { email: 'admin@example.com', groups: ['admins'] },
    );
    admin = await rig.signIn('admin@example.com');
    reader = await rig.signIn('ada@example.com');
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('our client: a Direct-ID opened as a URL signs the reader in; an admin impersonates a reader', async () => {
    const directId = await rig.ours.userFromToken(reader).createDirectID();
    const elsewhere = await rig.ours.getUserFromURL(`?challenges=${directId}`);
    expect(elsewhere?.ID).toBe(decodeJwt(reader).person_id);
    expect(elsewhere?.authentication).toEqual(['direct_id']);

    const challenges = await rig.ours.userFromToken(admin).impersonate(String(decodeJwt(reader).person_id));
    const [nonce] = decodeChallengesParam(challenges) as NonceChallenge[];
    const token = (await rig.h.attest(nonce!)).json().result.token as string;
    expect(decodeJwt(token)).toMatchObject({
      person_id: decodeJwt(reader).person_id,
      act: { sub: decodeJwt(admin).person_id },
    });
    await expect(
      rig.ours.userFromToken(reader).impersonate(String(decodeJwt(admin).person_id)),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it('the vendor SDK: a Direct-ID opened as a URL signs the reader in (getUserFromURL); impersonation as its generated client posts it', async () => {
    const directId = await rig.vendor.getUser(reader).createDirectID();
    window.history.replaceState(null, '', `/docs/overview?challenges=${directId}`);
    const elsewhere = await rig.vendor.getUserFromURL();
    expect(elsewhere?.ID).toBe(decodeJwt(reader).person_id);
    expect(elsewhere?.authentication).toEqual(['direct_id']);
    expect(decodeJwt(elsewhere!.token)).toMatchObject({ oid: ORG_ID, authenticated_methods: ['direct_id'] });

    const impersonate = (bearer: string, personId: unknown) =>
      fetch(`${rig.baseURL}/persons/${String(personId)}/impersonate`, {
        method: 'POST',
        headers: { 'SlashID-OrgID': ORG_ID, Authorization: `Bearer ${bearer}` },
      });
    const granted = await impersonate(admin, decodeJwt(reader).person_id);
    expect(granted.status).toBe(201);
    expect(typeof ((await granted.json()) as { result: unknown }).result).toBe('string');
    expect((await impersonate(reader, decodeJwt(admin).person_id)).status).toBe(403);
  });
});
