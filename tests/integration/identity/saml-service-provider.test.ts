/**
 * docgen's SAML service provider against a real IdP on loopback (samlify, signing with a certificate made for
 * the test): the metadata each side reads from the other, a signed assertion accepted once, and each kind of
 * bad response refused with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../server/identity/clock.ts';
import { readIdpMetadata } from '../../../server/identity/sso/saml/idp-metadata.ts';
import { SamlCheck } from '../../../server/identity/sso/saml/refusals.ts';
import {
  createSamlServiceProvider,
  spMetadataXml,
  type SamlServiceProvider,
} from '../../../server/identity/sso/saml/service-provider.ts';
import type { IdentityStorage } from '../../../server/identity/storage/types.ts';
import {
  refusal,
  SPOILED_RESPONSES,
  startSamlIdp,
  type Spoil,
  type TestSamlIdp,
} from '../../helpers/saml-idp.ts';
import { createTestDatabase, type TestDatabase } from './helpers/backends.ts';

const SP = 'https://docs.example.com/api/sso/saml/corp';
const SETTINGS = {
  spEntityId: `${SP}/metadata`,
  acsUrl: `${SP}/acs`,
  emailAttribute: undefined,
  groups: { claim: 'groups' },
};

let idp: TestSamlIdp;
let database: TestDatabase;
let storage: IdentityStorage;
let sp: SamlServiceProvider;

beforeAll(async () => {
  idp = await startSamlIdp({ email: 'Ada@Example.com', groups: ['engineering', 'staff'] });
  database = createTestDatabase('sqlite');
  storage = await database.open();
  sp = createSamlServiceProvider({
    settings: SETTINGS,
    idp: await readIdpMetadata(idp.metadataUrl),
    storage,
    clock: systemClock,
  });
  idp.trust(spMetadataXml(SETTINGS));
});

afterAll(async () => {
  await idp?.close();
  await storage?.close();
  await database?.destroy();
});

/** One sign-in at the IdP: the request id our AuthnRequest carried and the form the IdP posts back. */
async function signInAtIdp(spoil?: Spoil) {
  const requestId = sp.newRequestId();
  idp.spoil = spoil;
  const url = await sp.signInUrl({ requestId, relayState: 'relay-1' });
  return { requestId, form: await idp.signIn(url) };
}

const verify = (samlResponse: string, requestId: string) =>
  sp.verifyResponse({ samlResponse, requestId, requestedAt: Date.now() });

describe('the SAML service provider', () => {
  it('publishes metadata naming its entity id and ACS URL and asking for signed assertions', () => {
    const xml = spMetadataXml(SETTINGS);
    expect(xml).toContain(`entityID="${SP}/metadata"`);
    expect(xml).toContain(`Location="${SP}/acs"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
  });

  it('accepts a signed assertion answering its request, with the address and groups it carries', async () => {
    const { requestId, form } = await signInAtIdp();
    expect(form.action).toBe(`${SP}/acs`);
    expect(form.RelayState).toBe('relay-1');
    const signIn = await verify(form.SAMLResponse, requestId);
    expect(signIn).toMatchObject({
      issuer: idp.entityId,
      // As the IdP wrote it: the shared completion checks and normalises it (provider-address.ts).
      email: 'Ada@Example.com',
      groups: ['engineering', 'staff'],
    });
    expect(signIn.expiresAt).toBeGreaterThan(Date.now());
  });

  it('refuses the same assertion a second time, even for the same request', async () => {
    const { requestId, form } = await signInAtIdp();
    await verify(form.SAMLResponse, requestId);
    await expect(verify(form.SAMLResponse, requestId)).rejects.toMatchObject({
      status: 400,
      message: refusal(SamlCheck.replayed),
    });
  });

  it('refuses a response answering another sign-in', async () => {
    const { form } = await signInAtIdp();
    await expect(verify(form.SAMLResponse, sp.newRequestId())).rejects.toMatchObject({
      status: 400,
      message: refusal(SamlCheck.inResponseTo),
    });
  });

  it.each(SPOILED_RESPONSES)('refuses a response whose assertion is %s', async (spoil, message) => {
    const { requestId, form } = await signInAtIdp(spoil);
    await expect(verify(form.SAMLResponse, requestId)).rejects.toMatchObject({
      status: 400,
      message,
    });
  });

  it('refuses what is not a SAML response at all', async () => {
    await expect(verify(Buffer.from('<nope').toString('base64'), sp.newRequestId())).rejects.toMatchObject({
      status: 400,
      message: refusal(SamlCheck.format),
    });
  });
});
