/**
 * SAML sign-in through the identity API, against a real IdP on loopback (samlify, signing with a certificate
 * made for the test): `POST /id` → the IdP → the form it posts to the ACS → `/sso/resolve` → the poll's token,
 * with the IdP's groups mapped to docgen's. Every bad response is refused with the error envelope, fails the
 * flow, and signs nobody in.
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeChallengesParam } from '../../../core/identity/index.ts';
import { manualClock } from '../../../server/identity/clock.ts';
import { SamlCheck } from '../../../server/identity/sso/saml/refusals.ts';
import { samlConnections } from '../../../server/identity/sso/saml/settings.ts';
import {
  refusal,
  SPOILED_RESPONSES,
  startSamlIdp,
  type IdpForm,
  type Spoil,
  type TestSamlIdp,
} from '../../helpers/saml-idp.ts';
import { textLogger } from '../../helpers/text-logger.ts';
import { errorOf, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';

const VERIFIER = 'd5b7a9a8-7a55-4a4e-9a3e-0d5c1f6a8b01c2b4e6f8-1a3c-4e5f-8a9b-0c1d2e3f4a5b';
const PKCE_CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const CSRF = '6f1c2e4a-8b9d-4c3e-a1f2-3b4c5d6e7f80';
const PAGE = `${PUBLIC_URL}/docs/private/handbook`;
const ACS = `${PUBLIC_URL}/api/sso/saml/corp/acs`;

let idp: TestSamlIdp;
let harness: Harness;

beforeAll(async () => {
  idp = await startSamlIdp({ email: 'grace@corp.example', groups: ['Engineering', 'Everyone'] });
  harness = await startHarness({
    // node-saml judges assertion times by the real clock, so the service's clock is the real time too.
    clock: manualClock(Date.now()),
    // Every test here signs in from the same address; the per-client limits have tests of their own.
    limits: { sendsPerIp: [{ limit: 1000, windowMs: 60_000 }] },
    ssoConnections: samlConnections([
      { id: 'corp', metadata: idp.metadataUrl, groups_map: { Engineering: ['staff', 'engineering'] } },
    ]),
  });
  const metadata = await harness.inject({ method: 'GET', url: '/api/sso/saml/corp/metadata' });
  idp.trust(metadata.body);
});

afterAll(async () => {
  await harness?.close();
  await idp?.close();
});

function startSaml(options: Record<string, unknown> = {}) {
  return harness.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID, 'slashid-sdkversion': '3.29.6' },
    payload: {
      handle: null,
      factor: {
        method: 'saml',
        options: {
          method: 'saml',
          provider_credentials_id: 'corp',
          ux_mode: 'redirect',
          redirect_target: PAGE,
          ...options,
        },
      },
      metadata: { csrf_token: CSRF, pkce_code_challenge: PKCE_CHALLENGE },
    },
  });
}

/** Starts a sign-in and signs in at the IdP: the poll id and the form the IdP posts to our ACS. */
async function signInAtIdp(spoil?: Spoil): Promise<{ pollId: string; form: IdpForm }> {
  const started = await startSaml();
  expect(started.statusCode).toBe(200);
  const [saml, proxy] = started.json().result;
  expect(saml).toMatchObject({ type: 'saml', authentication_method: 'saml' });
  expect(proxy).toMatchObject({ type: 'proxy', authentication_method: 'saml' });
  idp.spoil = spoil;
  return {
    pollId: proxy.options.challenge_id,
    form: await idp.signIn(saml.options.start_authentication_url),
  };
}

function postToAcs(form: IdpForm, url = form.action): Promise<LightMyRequestResponse> {
  return harness.inject({
    method: 'POST',
    url: new URL(url).pathname,
    // As a browser posts the IdP's form: from the IdP's origin.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.metadataUrl).origin },
    payload: new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }).toString(),
  });
}

function resolve(landing: URL) {
  return harness.inject({
    method: 'POST',
    url: '/api/sso/resolve',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
    payload: {
      challenge_id: landing.searchParams.get('sso_challenge_id'),
      code: landing.searchParams.get('sso_code'),
      pkce_code_verifier: VERIFIER,
    },
  });
}

describe('SAML sign-in through the identity API', () => {
  it('publishes the SP metadata for each provider, and 404 for an unknown one', async () => {
    const metadata = await harness.inject({ method: 'GET', url: '/api/sso/saml/corp/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${PUBLIC_URL}/api/sso/saml/corp/metadata"`);
    expect(metadata.body).toContain(`Location="${ACS}"`);
    const unknown = await harness.inject({ method: 'GET', url: '/api/sso/saml/other/metadata' });
    expect(errorOf(unknown).status).toBe(404);
  });

  it('signs the reader in: back on the page asked for, then a token with the mapped groups', async () => {
    const { pollId, form } = await signInAtIdp();
    expect(form.action).toBe(ACS);
    expect((await harness.poll(pollId)).statusCode).toBe(202);

    const back = await postToAcs(form);
    expect(back.statusCode).toBe(303);
    const landing = new URL(back.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(PAGE);
    expect(landing.searchParams.get('csrf_token')).toBe(CSRF);
    const [proxy] = decodeChallengesParam(landing.searchParams.get('challenges') ?? '') ?? [];
    expect(proxy).toMatchObject({ type: 'proxy', options: { challenge_id: pollId } });
    expect((await harness.poll(pollId)).statusCode).toBe(202);

    expect((await resolve(landing)).statusCode).toBe(200);
    const token = (await harness.poll(pollId)).json().result as string;
    expect(decodeJwt(token)).toMatchObject({
      oid: ORG_ID,
      groups: ['engineering', 'staff'],
      authenticated_methods: ['saml'],
    });
    const person = await harness.storage.persons.findByHandle(ORG_ID, {
      type: 'email_address',
      value: 'grace@corp.example',
    });
    expect(person?.groups).toEqual(['engineering', 'staff']);
  });

  it('maps IdP groups named like Object.prototype members to nothing', async () => {
    idp.user = {
      email: 'proto@corp.example',
      groups: ['constructor', '__proto__', 'toString', 'Engineering'],
    };
    try {
      const { pollId, form } = await signInAtIdp();
      expect((await resolve(new URL((await postToAcs(form)).headers.location as string))).statusCode).toBe(
        200,
      );
      const token = (await harness.poll(pollId)).json().result as string;
      expect(decodeJwt(token).groups).toEqual(['engineering', 'staff']);
    } finally {
      idp.user = { email: 'grace@corp.example', groups: ['Engineering', 'Everyone'] };
    }
  });

  it('returns a popup sign-in to the return page that hands the result to the opener', async () => {
    const started = await startSaml({ ux_mode: 'popup' });
    const [saml] = started.json().result;
    const back = await postToAcs(await idp.signIn(saml.options.start_authentication_url));
    expect(back.statusCode).toBe(303);
    const landing = new URL(back.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/api/sso/return`);
    expect(landing.searchParams.has('sso_code')).toBe(true);
  });

  it.each(SPOILED_RESPONSES)(
    'refuses a response whose assertion is %s, and signs nobody in',
    async (spoil, message) => {
      const before = (await harness.storage.persons.list(ORG_ID)).length;
      const { pollId, form } = await signInAtIdp(spoil);
      expect(errorOf(await postToAcs(form))).toEqual({
        status: 400,
        message,
      });
      expect(errorOf(await harness.poll(pollId)).status).toBe(403);
      expect((await harness.storage.persons.list(ORG_ID)).length).toBe(before);
    },
  );

  it('brings a browser back to its page with the reason when the assertion does not verify', async () => {
    const { pollId, form } = await signInAtIdp('foreign-key');
    const back = await harness.inject({
      method: 'POST',
      url: new URL(form.action).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        SAMLResponse: form.SAMLResponse,
        RelayState: form.RelayState,
      }).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PAGE}?sso_error=answer_invalid`);
    expect(errorOf(await harness.poll(pollId))).toEqual({
      status: 403,
      message: refusal(SamlCheck.signature),
    });
  });

  it('refuses a response posted a second time', async () => {
    const { form } = await signInAtIdp();
    expect((await postToAcs(form)).statusCode).toBe(303);
    expect(errorOf(await postToAcs(form))).toEqual({
      status: 400,
      message: 'the sign-in state is unknown, used or expired; start the sign-in again',
    });
  });

  it('refuses a response posted to another provider’s ACS', async () => {
    const { pollId, form } = await signInAtIdp();
    const elsewhere = await postToAcs(form, `${PUBLIC_URL}/api/sso/saml/other/acs`);
    expect(errorOf(elsewhere)).toEqual({
      status: 400,
      message: refusal(SamlCheck.recipient),
    });
    expect(errorOf(await harness.poll(pollId)).status).toBe(403);
  });

  it('refuses a post without a SAML response or a known RelayState', async () => {
    const { form } = await signInAtIdp();
    expect(errorOf(await postToAcs({ ...form, SAMLResponse: '' })).message).toBe(refusal(SamlCheck.format));
    expect(errorOf(await postToAcs({ ...form, RelayState: 'forged.state' })).status).toBe(400);
  });

  it('starts no sign-in for an unknown provider or with a handle', async () => {
    expect(errorOf(await startSaml({ provider_credentials_id: 'other' }))).toEqual({
      status: 400,
      message:
        'no saml single sign-on provider on this server matches these options; check provider_credentials_id',
    });
    const withHandle = await harness.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
      payload: {
        handle: { type: 'email_address', value: 'a@corp.example' },
        factor: { method: 'saml', options: { method: 'saml', provider_credentials_id: 'corp' } },
        metadata: { csrf_token: CSRF, pkce_code_challenge: PKCE_CHALLENGE },
      },
    });
    expect(errorOf(withHandle).status).toBe(400);
  });
});

describe('a SAML provider whose metadata cannot be read', () => {
  it('is logged at start-up and answers 503 at sign-in, while the rest of the service works', async () => {
    const logged: string[] = [];
    const unreadable = await startHarness({
      logger: textLogger((text) => logged.push(text)),
      ssoConnections: samlConnections([{ id: 'gone', metadata: '/nonexistent/idp-metadata.xml' }]),
    });
    try {
      await vi.waitFor(() =>
        expect(
          logged.some((line) => line.startsWith('single sign-on provider saml "gone" is unavailable: ')),
        ).toBe(true),
      );
      const started = await unreadable.inject({
        method: 'POST',
        url: '/api/id/v2',
        headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
        payload: {
          handle: null,
          factor: { method: 'saml', options: { method: 'saml', provider_credentials_id: 'gone' } },
          metadata: { csrf_token: CSRF, pkce_code_challenge: PKCE_CHALLENGE },
        },
      });
      expect(errorOf(started).status).toBe(503);
      expect(
        (await unreadable.inject({ method: 'GET', url: '/api/sso/saml/gone/metadata' })).statusCode,
      ).toBe(200);
    } finally {
      await unreadable.close();
    }
  });
});
