/**
 * The account calls (organisations, attributes, consent, anonymous readers, impersonation, direct-id) driven by
 * both SDKs — ours (`client/identity`) and the vendor's (`@slashid/slashid`) — against the identity API on a
 * real port with real storage. Sign-ins go through the harness (the link flow is the sign-in tests' subject).
 * The vendor SDK needs a document (it adds its iframe) and web storage: it gets those of a jsdom window,
 * while the server keeps Node's own globals (a jsdom test environment would replace `URL` under it).
 */
import type { SlashID } from '@slashid/slashid';
import { JSDOM } from 'jsdom';
import { IdentityClient } from '../../../../client/identity/index.ts';
import type { Backend } from './backends.ts';
import { ORG_ID, startHarness, type Harness, type HarnessOptions } from './harness.ts';

export interface AccountRig {
  h: Harness;
  baseURL: string;
  ours: IdentityClient;
  vendor: SlashID;
  /** A token for the address, from an e-mailed link (a minute apart, so send limits never get in the way). */
  signIn(address: string): Promise<string>;
  close(): Promise<void>;
}

/** The browser globals the vendor SDK reads, from one jsdom window; loads the SDK after them. */
async function vendorSdk(): Promise<typeof SlashID> {
  const { window } = new JSDOM('<!doctype html><body></body>', { url: 'http://127.0.0.1/' });
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location'] as const)
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? window : window[name],
      configurable: true,
      writable: true,
    });
  // Its PKCE and CSRF values need Web Crypto, which jsdom leaves out.
  Object.defineProperty(window, 'crypto', { value: globalThis.crypto });
  return (await import('@slashid/slashid')).SlashID;
}

export async function startAccountRig(backend: Backend, options: HarnessOptions = {}): Promise<AccountRig> {
  const VendorSdk = await vendorSdk();
  const h = await startHarness({ backend, ...options });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = h.app.server.address() as { port: number };
  const baseURL = `http://127.0.0.1:${port}/api`;
  return {
    h,
    baseURL,
    ours: new IdentityClient({ oid: ORG_ID, baseURL, analyticsEnabled: false }),
    vendor: new VendorSdk({ oid: ORG_ID, baseURL, sdkURL: `${baseURL}/sdk.html`, analyticsEnabled: false }),
    async signIn(address) {
      h.clock.advance(61_000);
      const { nonce } = await h.signInLink(address);
      return (await h.attest(nonce)).json().result.token as string;
    },
    close: () => h.close(),
  };
}
