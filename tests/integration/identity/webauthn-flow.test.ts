/**
 * Passkeys through the API, on SQLite and PostgreSQL, with a software
 * authenticator doing real signatures: the address is proven before a passkey is registered, the options
 * carry the spec's defaults, a ceremony's challenge works once, the scope must be the domain of the page or of
 * the SDK page (where a shared scope's ceremony runs), and a signature counter that does not grow is refused.
 */
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/backends.ts';
import { codeIn, submitCode } from './helpers/codes.ts';
import { errorOf, FIREFOX_LINUX, ORG_ID, PUBLIC_URL, startHarness, type Harness } from './helpers/harness.ts';
import { softAuthenticator, type SoftAuthenticator } from './helpers/soft-authenticator.ts';

const ADDRESS = 'pat@example.com';
/** The SDK page of a site whose passkeys are shared across acme.test. */
const SDK_PAGE = 'https://id.acme.test';
const EXPIRED = { status: 403, message: 'authentication has expired' };
let ips = 0;
const nextIp = () => `10.3.${(ips >> 6) & 63}.${ips++ & 63}`;

type Challenge = {
  id: string;
  type: string;
  authentication_method: string;
  options: Record<string, unknown>;
};

describe.each(BACKENDS)('passkeys on %s', (backend) => {
  let h: Harness;
  let authenticator: SoftAuthenticator;
  beforeEach(async () => {
    h = await startHarness({ backend });
    authenticator = softAuthenticator();
  });
  afterEach(async () => {
    await h.close();
  });

  function start(options: Record<string, unknown> = {}, origin = PUBLIC_URL) {
    return h.inject({
      method: 'POST',
      url: '/api/id/v2',
      headers: {
        'content-type': 'application/json',
        'slashid-orgid': ORG_ID,
        'user-agent': FIREFOX_LINUX,
        origin,
      },
      remoteAddress: nextIp(),
      payload: {
        handle: { type: 'email_address', value: ADDRESS },
        factor: { method: 'webauthn', options: { method: 'webauthn', ...options } },
      },
    });
  }

  function attest(challenge: Challenge, data: Record<string, unknown>) {
    return h.inject({
      method: 'POST',
      url: '/api/attestation/v3',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: { challenge_id: challenge.id, challenge_type: challenge.type, data },
    });
  }

  /** Registers a passkey; the ceremony runs on `ceremonyOrigin` (the page, or the SDK page for a shared scope). */
  async function register(
    options: Record<string, unknown> = {},
    ceremonyOrigin = PUBLIC_URL,
  ): Promise<string> {
    const [confirm, create] = (await start(options)).json().result as Challenge[];
    await h.deliver();
    await submitCode(h, confirm!.id, codeIn(h.transport.sent.at(-1)?.subject), nextIp());
    const answered = await attest(create!, authenticator.create(create!.options as never, ceremonyOrigin));
    expect(answered.statusCode).toBe(200);
    return answered.json().result.token as string;
  }

  it('registers after the e-mailed code with the default options: any attachment, preferred verification and resident key, no attestation, scope = host', async () => {
    const started = await start();
    expect(started.statusCode).toBe(200);
    const [confirm, create] = started.json().result as Challenge[];
    expect(confirm).toEqual({ id: expect.any(String), type: 'otp', authentication_method: 'webauthn' });
    expect(create).toMatchObject({
      type: 'webauthn_create',
      authentication_method: 'webauthn',
      options: {
        challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        rp: { id: 'docs.example.com', name: 'Example Docs' },
        user: { name: ADDRESS, id: expect.any(String) },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        pubKeyCredParams: expect.arrayContaining([{ alg: -7, type: 'public-key' }]),
      },
    });
    expect(create!.options.authenticatorSelection).not.toHaveProperty('authenticatorAttachment');

    const credential = authenticator.create(create!.options as never, PUBLIC_URL);
    // Not before the address is proven.
    expect(errorOf(await attest(create!, credential))).toEqual(EXPIRED);
    await h.deliver();
    const confirmed = await submitCode(h, confirm!.id, codeIn(h.transport.sent.at(-1)?.subject), nextIp());
    expect(confirmed.json()).toEqual({ result: { token: 'address-confirmed' } });
    const answered = await attest(create!, credential);
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['webauthn'],
      authentications: [{ method: 'webauthn', handle: { type: 'email_address', value: ADDRESS } }],
    });
    const person = await h.storage.persons.findByHandle(ORG_ID, { type: 'email_address', value: ADDRESS });
    expect((await h.storage.webauthn.list(person!.id, 'docs.example.com')).map((c) => c.id)).toEqual([
      authenticator.credentials[0]!.id,
    ]);
  });

  it('signs in with a registered passkey, each ceremony once', async () => {
    await register();
    const [get] = (await start()).json().result as Challenge[];
    expect(get).toMatchObject({
      type: 'webauthn_get',
      options: {
        rpId: 'docs.example.com',
        userVerification: 'preferred',
        allowCredentials: [{ id: authenticator.credentials[0]!.id, type: 'public-key' }],
      },
    });
    const assertion = authenticator.get(get!.options as never, PUBLIC_URL);
    const answered = await attest(get!, assertion);
    expect(answered.statusCode).toBe(200);
    expect(decodeJwt(answered.json().result.token as string)).toMatchObject({
      authenticated_methods: ['webauthn'],
      first_token: false,
    });
    expect(errorOf(await attest(get!, assertion))).toEqual(EXPIRED);
  });

  it('gives exactly one token to 100 concurrent submissions of one assertion', async () => {
    await register();
    const [get] = (await start()).json().result as Challenge[];
    const assertion = authenticator.get(get!.options as never, PUBLIC_URL);
    const statuses = (await Promise.all(Array.from({ length: 100 }, () => attest(get!, assertion)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(99);
  });

  it('refuses an assertion for another origin, another flow, or with a counter that did not grow', async () => {
    await register();
    const [phished] = (await start()).json().result as Challenge[];
    expect(
      errorOf(await attest(phished!, authenticator.get(phished!.options as never, 'https://evil.example'))),
    ).toEqual({
      status: 400,
      message: 'the passkey could not be verified; please try again',
    });

    const [first] = (await start()).json().result as Challenge[];
    const [second] = (await start()).json().result as Challenge[];
    // The first flow's ceremony answered to the second flow's challenge id: not its challenge.
    expect(errorOf(await attest(second!, authenticator.get(first!.options as never, PUBLIC_URL)))).toEqual(
      EXPIRED,
    );

    const credential = authenticator.credentials[0]!;
    expect((await attest(second!, authenticator.get(second!.options as never, PUBLIC_URL))).statusCode).toBe(
      200,
    );
    const [cloned] = (await start()).json().result as Challenge[];
    credential.counter -= 1; // a copy of the authenticator, one use behind
    expect(errorOf(await attest(cloned!, authenticator.get(cloned!.options as never, PUBLIC_URL)))).toEqual({
      status: 400,
      message: 'the passkey could not be verified; please try again',
    });
  });

  it('allows the page host or a parent domain as scope, and answers anything else with the passkey scope error', async () => {
    const parent = (await start({ scope: 'example.com' })).json().result as Challenge[];
    expect(parent[1]!.options).toMatchObject({ rp: { id: 'example.com' } });
    for (const scope of ['other.example', 'com', 'example.com.evil.test', 'sub.docs.example.com']) {
      const refused = await start({ scope });
      expect(errorOf(refused)).toEqual({
        status: 400,
        message: `selected scope '${scope}' is not equal to or a registrable domain suffix of origin '${PUBLIC_URL}'`,
      });
    }
    // Pages of origins the site does not list cannot start a ceremony at all.
    expect(errorOf(await start({ scope: 'attacker.test' }, 'https://attacker.test'))).toEqual({
      status: 403,
      message: 'requests from this origin are not allowed; add it to the identity CORS origins',
    });
  });

  it('takes a parent domain of the SDK page as scope: the ceremony runs there, and only its origin is believed', async () => {
    const shared = { scope: 'acme.test' };
    const scopeError = {
      status: 400,
      message: `selected scope 'acme.test' is not equal to or a registrable domain suffix of origin '${PUBLIC_URL}'`,
    };
    // The site's own SDK page is on its own host: acme.test is nobody's domain here.
    expect(errorOf(await start(shared))).toEqual(scopeError);

    await h.close();
    h = await startHarness({ backend, sdkUrl: `${SDK_PAGE}/api/sdk.html` });
    await register(shared, SDK_PAGE);
    const [phished] = (await start(shared)).json().result as Challenge[];
    expect(phished).toMatchObject({ type: 'webauthn_get', options: { rpId: 'acme.test' } });
    // Another host under the scope is not where this site's ceremonies run.
    expect(
      errorOf(await attest(phished!, authenticator.get(phished!.options as never, 'https://evil.acme.test'))),
    ).toEqual({ status: 400, message: 'the passkey could not be verified; please try again' });
    const [get] = (await start(shared)).json().result as Challenge[];
    expect((await attest(get!, authenticator.get(get!.options as never, SDK_PAGE))).statusCode).toBe(200);
    for (const scope of ['test', 'other.test'])
      expect(errorOf(await start({ scope }))).toMatchObject({ status: 400 });
  });

  it('honours the requested attachment, verification, resident key and attestation', async () => {
    const [, create] = (
      await start({
        attachment: 'cross_platform',
        user_verification: 'required',
        resident_key: 'required',
        attestation: 'direct',
      })
    ).json().result as Challenge[];
    expect(create!.options).toMatchObject({
      attestation: 'direct',
      authenticatorSelection: {
        authenticatorAttachment: 'cross-platform',
        userVerification: 'required',
        residentKey: 'required',
      },
    });
  });

  it('answers a malformed credential with 400 and a credential of someone else with 400', async () => {
    await register();
    const [get] = (await start()).json().result as Challenge[];
    expect(errorOf(await attest(get!, { id: 'x' }))).toEqual({
      status: 400,
      message: 'invalid request body: data must be a public key credential (id, response.clientDataJSON)',
    });
    const stranger = softAuthenticator();
    stranger.create({ challenge: 'x', rp: { id: 'docs.example.com' } }, PUBLIC_URL);
    expect(
      errorOf(await attest(get!, stranger.get(get!.options as never, PUBLIC_URL, stranger.credentials[0]))),
    ).toEqual({
      status: 400,
      message: 'this passkey is not registered for this address here; use another one',
    });
  });
});
