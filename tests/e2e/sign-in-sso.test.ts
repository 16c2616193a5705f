/**
 * Single sign-on with OpenID Connect in Debian's Chromium: `docgen serve` with `SSO_OIDC_PROVIDERS` naming a
 * real OpenID provider on loopback (`oidc-provider`, tests/helpers/oidc-provider.ts). A reader asks for a
 * guide of the `engineering` group, is sent to sign in, signs in at the provider in a popup, or in this tab
 * (the redirect button, or the popup button when the browser blocks popups), and lands on the guide: open
 * for a member of the provider group mapped to `engineering`, closed for anyone else. The vendor SDK
 * (`@slashid/slashid` 3.29.6) signs in against the same server in redirect mode, from another allowed site.
 * GitHub (plain OAuth 2.0) signs in through the same OAuth server, its user API answered by a loopback
 * stand-in for api.github.com (tests/helpers/github-user-api.ts), a team mapped to `engineering`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { githubEntry, startGitHubUserApi, type GitHubUserApi } from '../helpers/github-user-api.ts';
import { startOidcProvider, type OidcTestProvider } from '../helpers/oidc-provider.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { nextAnswerFor } from '../helpers/sign-in-browser.ts';
import { builtSsoSite, REPO_ROOT, removeSite } from '../helpers/sites.ts';
import { freePort } from '../integration/identity/helpers/smtp.ts';

const GUIDE = '/docs/guides/install';
const VENDOR_SDK = join(REPO_ROOT, 'node_modules/@slashid/slashid/dist/bundle/slashid.js');
interface VendorChallenge {
  type: string;
  options: Record<string, unknown>;
}

/**
 * Another site (an origin the server allows) whose page runs only the vendor SDK against our API, and
 * finishes a return.
 */
const vendorPage = (api: string) => `<!doctype html><html lang="en"><title>Vendor SDK</title><body>
<script src="/slashid.js"></script>
<script>
  window.sid = new slashid.SlashID({
    oid: 'fixture-org',
    environment: { baseURL: '${api}/api', sdkURL: '${api}/api/sdk.html' },
    analyticsEnabled: false,
  });
  if (location.search.includes('sso_code'))
    window.sid.getUserFromURL().then(
      (user) => (window.signedIn = user.token),
      (error) => (window.signedIn = 'error: ' + error),
    );
</script>`;
let root: string;
let dataDir: string;
let op: OidcTestProvider;
let github: GitHubUserApi;
let server: RunningServer;
let browser: Browser;
let vendorSite: { origin: string; close(): Promise<void> };

async function startVendorSite(api: string): Promise<typeof vendorSite> {
  const bundle = await readFile(VENDOR_SDK);
  const site = createServer((request, response) => {
    const script = request.url === '/slashid.js';
    response.writeHead(200, { 'Content-Type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(script ? bundle : vendorPage(api));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => site.close(() => resolve())),
  };
}

beforeAll(async () => {
  const site = await builtSsoSite();
  root = site.root;
  expect(site.built.code, site.built.stderr).toBe(0);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  op = await startOidcProvider({
    redirectUris: [`${origin}/api/sso/oidc/callback`],
    postLogoutRedirectUris: [`${origin}/`],
    scopes: ['user:email', 'read:org'],
    users: {
      ada: { email: 'ada@example.com', groups: ['eng'] },
      bob: { email: 'bob@example.com', groups: ['sales'] },
      eve: { email: 'eve@example.com', emailVerified: false },
    },
  });
  github = await startGitHubUserApi({
    provider: op,
    accounts: {
      ada: {
        emails: [{ email: 'ada@example.com', primary: true, verified: true, visibility: 'private' }],
        teams: ['acme/docs-readers'],
      },
    },
  });
  const provider = { issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret };
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-sso-'));
  vendorSite = await startVendorSite(origin);
  server = await startServe(['--dir', join(root, 'build'), '--port', String(port)], {
    PUBLIC_URL: origin,
    DOCGEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
    IDENTITY_CORS_ORIGINS: vendorSite.origin,
    SSO_OIDC_PROVIDERS: JSON.stringify([
      {
        ...provider,
        provider: 'okta',
        scopes: ['openid', 'email', 'groups'],
        groups_map: { eng: 'engineering' },
      },
      {
        ...provider,
        provider: 'oidc',
        scopes: ['openid', 'email', 'groups'],
        groups_map: { eng: 'engineering' },
      },
      { ...githubEntry(op, github), groups_map: { 'acme/docs-readers': 'engineering' } },
    ]),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await op?.close();
  await github?.close();
  await vendorSite?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (root) await removeSite(root);
});

/** Opens the guide signed out: the server sends the reader to `/`, where Log in opens the form. */
async function askForTheGuide(page: Page): Promise<void> {
  const response = await page.goto(`${server.origin}${GUIDE}`);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(response?.status()).toBe(200);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('.sid-form').waitFor();
}

/** The provider's own sign-in page, in whichever window it opened. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === op.issuer, { timeout: 20_000 });
  await page.getByLabel('Login').fill(login);
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();
}

/** Signs in at the provider in the popup the button opens; resolves once the return page has closed it. */
async function signInInPopup(page: Page, button: string, login: string): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await opened;
  // The return page closes the popup as soon as it has handed the return over: listen before signing in.
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await signInAtProvider(popup, login);
  await closed;
  return popup;
}

async function expectGuide(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === GUIDE, { timeout: 30_000 });
  await page.locator('article h1', { hasText: 'Install 2.0.0' }).waitFor({ timeout: 20_000 });
  const fetched = await page.evaluate(async (path) => (await fetch(path)).status, GUIDE);
  // The server gate opened too (the session cookie), not only the client gate.
  expect(fetched).toBe(200);
}

describe('single sign-on with OpenID Connect, in Chromium', () => {
  it('shows one button per provider, with the provider name or label', async () => {
    const page = await browser.newPage();
    await askForTheGuide(page);
    await expect(page.locator('.sid-sso button').allTextContents()).resolves.toEqual([
      'Sign in with Okta',
      'Sign in with Test IdP',
      'Sign in with GitHub',
    ]);
    await page.close();
  });

  it('signs a member of the group in through a 400×600 popup and lands on the guide', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    const popup = await signInInPopup(page, 'Sign in with Okta', 'ada');
    expect(popup.viewportSize()).toEqual({ width: 400, height: 600 });
    await expectGuide(page);
    const token = await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'));
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
      groups: string[];
      authenticated_methods: string[];
    };
    expect(claims).toMatchObject({ groups: ['engineering'], authenticated_methods: ['oidc'] });
    await context.close();
  });

  it('logs out at the provider too: back on the site, the next sign-in asks at the provider again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await signInAtProvider(page, 'ada');
    await expectGuide(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    // The provider's own confirmation (oidc-provider's default page), then back to the site's root.
    await page.waitForURL((url) => url.origin === op.issuer, { timeout: 20_000 });
    await page.getByRole('button', { name: /sign me out/i }).click();
    await page.waitForURL((url) => url.origin === server.origin && url.pathname === '/', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).toBeNull();
    const guide = await page.evaluate(
      async (path) => (await fetch(path, { redirect: 'manual' })).status,
      GUIDE,
    );
    expect(guide).not.toBe(200);
    // The provider's session is gone: its sign-in page shows again instead of signing straight back in.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await page.waitForURL((url) => url.origin === op.issuer, { timeout: 20_000 });
    await page.getByLabel('Login').waitFor();
    await context.close();
  });

  it('signs in in this tab with the redirect button and returns to the guide', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await signInAtProvider(page, 'ada');
    await expectGuide(page);
    // The single-use return parameters are gone from the address.
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('signs in with GitHub in this tab, a team opening the guide', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await signInAtProvider(page, 'ada');
    await expectGuide(page);
    expect(github.requests).toEqual(['/user/emails?per_page=100', '/user/teams?per_page=100']);
    await context.close();
  });

  it('goes on in this tab when the browser blocks the popup', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Okta' }).click();
    await signInAtProvider(page, 'ada');
    await expectGuide(page);
    await context.close();
  });

  it('keeps the guide closed for a reader the provider puts in no mapped group', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    const guideAnswered = nextAnswerFor(page, GUIDE);
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await signInAtProvider(page, 'bob');
    // Signed in, sent on to the guide, and (redirect mode) back to the redirect path, since it stays closed.
    await guideAnswered;
    await page.waitForFunction(() => localStorage.getItem('MY_USER_TOKEN') !== null, null, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 30_000 });
    const fetched = await page.evaluate(async (path) => (await fetch(path)).status, GUIDE);
    expect(fetched).toBe(403);
    await expect(page.locator('article h1', { hasText: 'Install 2.0.0' }).count()).resolves.toBe(0);
    await context.close();
  });

  const unverified = 'Your identity provider did not confirm an e-mail address for your account.';

  it('brings a reader the provider vouches for no address back to the page, saying what to do (redirect)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).click();
    await signInAtProvider(page, 'eve');
    await page.waitForURL((url) => url.origin === server.origin && url.pathname === '/', { timeout: 30_000 });
    const error = page.getByTestId('sid-form-error-state');
    await error.getByText('Single sign-on did not work').waitFor({ timeout: 30_000 });
    await expect(error.getByText(unverified, { exact: false }).count()).resolves.toBe(1);
    // The refusal left the address: a reload shows the page, not the refusal again.
    expect(new URL(page.url()).search).toBe('');
    await error.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByRole('button', { name: 'Sign in with Test IdP' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).resolves.toBeNull();
    await context.close();
  });

  it('closes the popup of a refused sign-in and shows why in the form that opened it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await signInInPopup(page, 'Sign in with Okta', 'eve');
    const error = page.getByTestId('sid-form-error-state');
    await error.getByText('Single sign-on did not work').waitFor({ timeout: 30_000 });
    await expect(error.getByText(unverified, { exact: false }).count()).resolves.toBe(1);
    await expect(page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).resolves.toBeNull();
    await context.close();
  });

  it('lets the vendor SDK sign in: a well-formed oidc challenge from /id, completed via /sso/resolve', async () => {
    const context = await browser.newContext();
    // The SDK leaves the page as soon as /id answers: the answer is read on its way.
    let started: { request: { metadata?: Record<string, string> }; answer: { result: VendorChallenge[] } };
    await context.route(`${server.origin}/api/id/v2`, async (route) => {
      const response = await route.fetch();
      started = { request: route.request().postDataJSON(), answer: await response.json() };
      await route.fulfill({ response });
    });
    const page = await context.newPage();
    await page.goto(vendorSite.origin);
    await page.evaluate((clientId) => {
      const sid = (window as unknown as { sid: { id(...args: unknown[]): Promise<unknown> } }).sid;
      void sid.id('fixture-org', undefined, {
        method: 'oidc',
        options: {
          client_id: clientId,
          provider: 'oidc',
          ux_mode: 'redirect',
          redirect_target: location.href,
        },
      });
    }, op.clientId);
    const resolved = page.waitForResponse((response) => response.url().endsWith('/api/sso/resolve'));
    await signInAtProvider(page, 'ada');
    expect(Object.keys(started!.request.metadata ?? {}).sort()).toEqual([
      'csrf_token',
      'pkce_code_challenge',
    ]);
    const [oidc, proxy] = started!.answer.result;
    expect(oidc).toMatchObject({ type: 'oidc', authentication_method: 'oidc' });
    expect(new URL(String(oidc!.options.auth_code_url)).origin).toBe(op.issuer);
    expect(proxy).toMatchObject({ type: 'proxy', options: { challenge_id: expect.any(String) } });
    expect((await resolved).status()).toBe(200);
    const signedIn = await page.waitForFunction(() => (window as unknown as { signedIn?: string }).signedIn);
    const token = String(await signedIn.jsonValue());
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      oid: 'fixture-org',
      authenticated_methods: ['oidc'],
      groups: ['engineering'],
    });
    await context.close();
  });
});
