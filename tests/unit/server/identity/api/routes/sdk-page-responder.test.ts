/**
 * The sdk.html responder, run in jsdom: who it answers, what it shares, and the passkey ceremonies it runs
 * for the site (WebAuthn stubbed: the real ceremony runs in Chromium in tests/e2e/sign-in-passkey-scope.test.ts).
 */
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { renderSdkPage } from '../../../../../../server/identity/api/routes/sdk-page.ts';

// jsdom ships no types here; this is the part used.
interface Window {
  localStorage: Storage;
  navigator: Navigator;
  MessageEvent: typeof MessageEvent;
  PublicKeyCredential?: unknown;
  dispatchEvent(event: Event): boolean;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'dangerously'; beforeParse?: (window: Window) => void },
  ) => { window: Window };
};

const SITE = 'https://docs.acme.test';
const PARTNER = 'https://app.acme.test';

/** The page on `at`, with a WebAuthn that answers every request with `credential` (or throws it). */
function load(at = SITE, webauthn?: { answer: () => unknown; asked: unknown[] }) {
  const dom = new JSDOM(renderSdkPage([SITE, PARTNER]).html, {
    url: `${at}/api/sdk.html?v=3.29.6`,
    runScripts: 'dangerously',
    beforeParse(window) {
      if (!webauthn) return;
      window.PublicKeyCredential = function PublicKeyCredential() {};
      const ask = async (options: unknown) => {
        webauthn.asked.push(options);
        return webauthn.answer();
      };
      Object.defineProperty(window.navigator, 'credentials', { value: { create: ask, get: ask } });
    },
  });
  const window = dom.window;
  const send = (data: unknown, origin: string) => {
    const replies: Array<{ message: unknown; targetOrigin: string }> = [];
    const source = {
      postMessage: (message: unknown, targetOrigin: string) => replies.push({ message, targetOrigin }),
    };
    window.dispatchEvent(new window.MessageEvent('message', { data, origin, source: source as never }));
    return replies;
  };
  return { window, send };
}

describe('the sdk.html responder', () => {
  it('answers a ping from the site and from listed origins, to that origin only', () => {
    const { send } = load();
    expect(send({ type: 2, id: 7 }, SITE)).toEqual([
      { message: { id: 7, error: undefined }, targetOrigin: SITE },
    ]);
    expect(send({ type: 2, id: 8 }, PARTNER)).toEqual([
      { message: { id: 8, error: undefined }, targetOrigin: PARTNER },
    ]);
  });

  it('ignores every message from an origin that is not listed', () => {
    const { send, window } = load();
    window.localStorage.setItem(
      'SLASHID_IDENTIFIERS',
      '[{"type":"email_address","value":"ada@example.com"}]',
    );
    expect(send({ type: 2, id: 1 }, 'https://evil.example')).toEqual([]);
    expect(send({ type: 0, id: 2, key: 'SLASHID_IDENTIFIERS' }, 'https://evil.example')).toEqual([]);
  });

  it('stores and reads the SDK’s shared keys', () => {
    const { send, window } = load();
    expect(send({ type: 1, id: 3, key: 'SLASHID_IDENTIFIERS', value: '["x"]' }, PARTNER)).toEqual([
      { message: { id: 3, error: undefined }, targetOrigin: PARTNER },
    ]);
    expect(window.localStorage.getItem('SLASHID_IDENTIFIERS')).toBe('["x"]');
    expect(send({ type: 0, id: 4, key: 'SLASHID_IDENTIFIERS' }, SITE)[0]?.message).toEqual({
      id: 4,
      value: '["x"]',
      error: undefined,
    });
  });

  it('does not share any other key, such as a stored user token', () => {
    const { send, window } = load();
    window.localStorage.setItem('MY_USER_TOKEN', 'secret.jwt.token');
    const [reply] = send({ type: 0, id: 5, key: 'MY_USER_TOKEN' }, PARTNER);
    expect(reply?.message).toEqual({ id: 5, value: null, error: 'this key is not shared' });
    send({ type: 1, id: 6, key: 'MY_USER_TOKEN', value: 'planted' }, PARTNER);
    expect(window.localStorage.getItem('MY_USER_TOKEN')).toBe('secret.jwt.token');
  });
});

describe('passkey ceremonies in the sdk.html page', () => {
  // The page on the identity host; the site on another domain asks it for passkeys of the shared scope.
  const IDENTITY = 'https://id.acme.test';
  const bytes = (text: string) => new TextEncoder().encode(text).buffer;
  const assertion = {
    id: 'Y3JlZA',
    rawId: bytes('cred'),
    type: 'public-key',
    response: {
      clientDataJSON: bytes('{}'),
      authenticatorData: bytes('auth'),
      signature: bytes('sig'),
      userHandle: null,
    },
    getClientExtensionResults: () => ({}),
    authenticatorAttachment: 'platform',
  };
  const getChallenge = (rpId: string) => ({
    id: 'challenge-1',
    type: 'webauthn_get',
    authentication_method: 'webauthn',
    options: { challenge: 'AAAA', rpId, allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' }] },
  });
  const request = (challenge: unknown, type = 4) => ({
    type,
    id: 11,
    slashIDOptions: { baseURL: `${IDENTITY}/api`, sdkURL: `${IDENTITY}/api/sdk.html` },
    challenge,
  });

  async function ceremony(data: unknown, origin: string, answer: () => unknown = () => assertion) {
    const webauthn = { answer, asked: [] as unknown[] };
    const { send } = load(IDENTITY, webauthn);
    const replies = send(data, origin);
    // A refusal is immediate; a ceremony answers once WebAuthn has.
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    return { reply: replies[0]!, asked: webauthn.asked };
  }

  it('runs the ceremony for a scope above its host and answers the asking site with the attestation', async () => {
    const { reply, asked } = await ceremony(request(getChallenge('acme.test')), PARTNER);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ publicKey: { rpId: 'acme.test' } });
    expect(reply.targetOrigin).toBe(PARTNER);
    expect(reply.message).toEqual({
      id: 11,
      attestation: {
        challenge_id: 'challenge-1',
        challenge_type: 'webauthn_get',
        data: expect.objectContaining({ id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key' }),
      },
      error: undefined,
    });
  });

  it('refuses a scope its host is not under, or a bare top-level label, without asking WebAuthn', async () => {
    for (const scope of ['docs.acme.test', 'other.test', 'test']) {
      const { reply, asked } = await ceremony(request(getChallenge(scope)), SITE);
      expect(asked).toEqual([]);
      expect(reply.message).toEqual({
        id: 11,
        attestation: null,
        error: `passkeys for "${scope}" cannot be used on id.acme.test`,
      });
    }
  });

  it('refuses a request whose challenge is not of its type', async () => {
    const { reply, asked } = await ceremony(request(getChallenge('acme.test'), 3), SITE);
    expect(asked).toEqual([]);
    expect(reply.message).toMatchObject({ error: 'the request carries no webauthn_create challenge' });
  });

  it('answers a cancelled prompt with its error instead of hanging', async () => {
    const cancelled = () => {
      throw Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      });
    };
    const { reply } = await ceremony(request(getChallenge('acme.test')), SITE, cancelled);
    expect(reply.message).toMatchObject({
      id: 11,
      attestation: null,
      error: expect.stringMatching(/^NotAllowedError: /),
    });
  });

  it('ignores a ceremony asked by an origin that is not listed', () => {
    const webauthn = { answer: () => assertion, asked: [] as unknown[] };
    const { send } = load(IDENTITY, webauthn);
    expect(send(request(getChallenge('acme.test')), 'https://evil.example')).toEqual([]);
    expect(webauthn.asked).toEqual([]);
  });
});
