/** The sdk.html responder (protocol.md §7), run in jsdom: who it answers and what it shares. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderSdkPage } from '../../../../../../server/identity/api/routes/sdk-page.ts';

// jsdom ships no types here; this is the part used.
interface Window {
  localStorage: Storage;
  MessageEvent: typeof MessageEvent;
  dispatchEvent(event: Event): boolean;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'dangerously' }) => { window: Window };
};

const SITE = 'https://docs.acme.test';
const PARTNER = 'https://app.acme.test';

function load() {
  const dom = new JSDOM(renderSdkPage([SITE, PARTNER]).html, {
    url: `${SITE}/api/sdk.html?v=3.29.6`,
    runScripts: 'dangerously',
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

  it('declines passkey ceremonies with an error instead of hanging', () => {
    const { send } = load();
    expect(send({ type: 4, id: 9, slashIDOptions: {}, challenge: {} }, SITE)[0]?.message).toEqual({
      id: 9,
      attestation: null,
      error: 'passkeys are not available on this server yet',
    });
  });
});
