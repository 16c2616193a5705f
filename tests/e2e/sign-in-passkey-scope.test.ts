/**
 * Passkeys of a scope shared across a parent domain, in Chromium with virtual authenticators. The docs are
 * read at acme-docs.localhost, the SDK page (`signIn.sdkURL`) at id.acme.localhost: one `docgen serve` under
 * two names, which Chromium sends to the loopback address. The site's passkeys are scoped to acme.localhost,
 * which the docs' host is not under, so the ceremonies run in the SDK page: registering in a window it opens,
 * signing in again in a hidden frame. Without that page the widget refuses such passkeys.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailedCode,
  expectSignedIn,
  startSignIn,
  startSignInSite,
  typeCode,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';

const SCOPE = 'acme.localhost';
const docsOrigin = (port: number) => `http://acme-docs.localhost:${port}`;
const sdkPage = (port: number) => `http://id.acme.localhost:${port}/api/sdk.html`;

function replaceOnce(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`the fixture's site config has no ${from}`);
  return source.replace(from, () => to);
}

let site: SignInSite;
let docs: string;

beforeAll(async () => {
  site = await startSignInSite({
    config: (source, port) =>
      replaceOnce(
        replaceOnce(source, "orgID: 'fixture-org',", `orgID: 'fixture-org', sdkURL: '${sdkPage(port)}',`),
        "{ method: 'webauthn' }",
        `{ method: 'webauthn', options: { scope: '${SCOPE}' } }`,
      ),
    publicUrl: docsOrigin,
  });
  docs = docsOrigin(Number(new URL(site.server.origin).port));
});

afterAll(async () => {
  await site?.close();
});

const AUTHENTICATOR = {
  protocol: 'ctap2',
  transport: 'internal',
  hasResidentKey: true,
  hasUserVerification: true,
  isUserVerified: true,
  automaticPresenceSimulation: true,
} as const;

/**
 * The reader's one authenticator, as Chromium's virtual ones allow: one on the docs tab (its frames included)
 * and one on every window the tab opens, whose new passkeys are copied to the tab's. A window's SDK page is
 * held until its authenticator is in place, through a browser-level DevTools session that sees the window
 * the moment it is created (Playwright reports it only once its page has loaded).
 */
async function readerAuthenticator(context: BrowserContext, tab: Page) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR });
  const browser = await site.browser.newBrowserCDPSession();
  const windows = await windowAuthenticators(browser, async (credential) => {
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  });
  let windowPages = 0;
  await context.route('**/api/sdk.html*', async (route) => {
    try {
      route.request().frame();
    } catch {
      // A window's first request comes before Playwright knows its frame.
      await windows.ready(windowPages++);
    }
    await route.continue();
  });
  return {
    windowsOpened: () => windows.opened,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function windowAuthenticators(
  browser: CDPSession,
  onCredential: (credential: unknown) => Promise<void>,
) {
  let sent = 0;
  const answers = new Map<number, (result: Record<string, unknown>) => void>();
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++sent;
      answers.set(id, resolve);
      void browser.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  browser.on('Target.receivedMessageFromTarget', ({ message }) => {
    const parsed = JSON.parse(message) as {
      id?: number;
      method?: string;
      params?: { credential: unknown };
      result?: Record<string, unknown>;
    };
    if (parsed.method === 'WebAuthn.credentialAdded') void onCredential(parsed.params!.credential);
    if (parsed.id !== undefined) answers.get(parsed.id)?.(parsed.result ?? {});
  });
  const setUps: Promise<unknown>[] = [];
  const arrivals: Array<() => void> = [];
  browser.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'page' || !targetInfo.openerId) return;
    setUps.push(
      (async () => {
        const { sessionId } = await browser.send('Target.attachToTarget', {
          targetId: targetInfo.targetId,
          flatten: false,
        });
        await send(sessionId, 'WebAuthn.enable');
        await send(sessionId, 'WebAuthn.addVirtualAuthenticator', { options: AUTHENTICATOR });
      })(),
    );
    arrivals.splice(0).forEach((arrived) => arrived());
  });
  await browser.send('Target.setDiscoverTargets', { discover: true });
  return {
    get opened() {
      return setUps.length;
    },
    /** Resolves once the `index`-th window opened has its authenticator. */
    async ready(index: number) {
      while (setUps.length <= index) await new Promise<void>((arrived) => arrivals.push(arrived));
      await setUps[index];
    },
  };
}

describe('passkeys of a scope shared across a parent domain, through the SDK page', () => {
  const address = 'shared@fixture.example';

  it('registers in a window on the SDK page, then signs in again through the hidden frame', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const reader = await readerAuthenticator(context, page);

    await startSignIn(page, docs, 'Passkeys', address);
    await page.getByText('Confirm your email').waitFor({ timeout: 15_000 });
    await typeCode(page, await emailedCode(site.smtp, address));
    await expectSignedIn(page);
    expect(reader.windowsOpened()).toBe(1);
    const [registered, ...others] = await reader.credentials();
    expect(others).toEqual([]);
    expect(registered).toMatchObject({ rpId: SCOPE });

    await page.getByRole('button', { name: 'Log out' }).click();
    await startSignIn(page, docs, 'Passkeys', address);
    await expectSignedIn(page);
    // Chromium lets the hidden frame ask: no second window, and the frame is gone once it answered.
    expect(reader.windowsOpened()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(0);
    const [used] = await reader.credentials();
    expect(used!.signCount).toBeGreaterThan(registered!.signCount);
    await context.close();
  });
});
