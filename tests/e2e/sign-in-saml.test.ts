/**
 * Single sign-on with SAML 2.0 in Debian's Chromium: `docgen serve` with `SSO_SAML_PROVIDERS` naming a real
 * SAML IdP on loopback (samlify, signing with a certificate made by the test; tests/helpers/saml-idp.ts). A
 * reader asks for a guide of the `engineering` group, is sent to sign in, signs in at the IdP in a popup or in
 * this tab, and lands on the guide: open for a member of the IdP group mapped to `engineering`, closed for
 * anyone else. A forged response (signed with another key) signs nobody in.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { startSamlIdp, type TestSamlIdp } from '../helpers/saml-idp.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { nextAnswerFor } from '../helpers/sign-in-browser.ts';
import { copyFixture, REPO_ROOT, removeSite, runCli } from '../helpers/sites.ts';
import { freePort } from '../integration/identity/helpers/smtp.ts';

const GUIDE = '/docs/guides/install';
const ADA = { email: 'ada@corp.example', groups: ['Engineering', 'Everyone'] };
const BOB = { email: 'bob@corp.example', groups: ['Sales', 'Everyone'] };
let root: string;
let dataDir: string;
let idp: TestSamlIdp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  await copyFile(join(REPO_ROOT, 'tests/fixtures/sso-saml/site.config.ts'), join(root, 'site.config.ts'));
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  expect(built.code, built.stderr).toBe(0);
  idp = await startSamlIdp(ADA);
  const port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-saml-'));
  server = await startServe(['--dir', join(root, 'build'), '--port', String(port)], {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DOCGEN_DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    NODE_ENV: 'test',
    SSO_SAML_PROVIDERS: JSON.stringify([
      { id: 'corp', metadata: idp.metadataUrl, groups_map: { Engineering: 'engineering' } },
    ]),
  });
  // The IdP's administrator uploads our metadata, as the README's recipes say.
  idp.trust(await (await fetch(`${server.origin}/api/sso/saml/corp/metadata`)).text());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (root) await removeSite(root);
});

/** Opens the guide signed out: the server sends the reader to `/`, where Log in opens the form. */
async function askForTheGuide(page: Page): Promise<void> {
  await page.goto(`${server.origin}${GUIDE}`);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.locator('.sid-form').waitFor();
}

async function expectGuide(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === GUIDE, { timeout: 30_000 });
  await page.locator('article h1', { hasText: 'Install 2.0.0' }).waitFor({ timeout: 20_000 });
  // The server gate opened too (the session cookie), not only the client gate.
  expect(await page.evaluate(async (path) => (await fetch(path)).status, GUIDE)).toBe(200);
}

const tokenClaims = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'));
  return token ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as object) : null;
};

describe('single sign-on with SAML, in Chromium', () => {
  it('signs a member of the group in through a popup and lands on the guide', async () => {
    idp.user = ADA;
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Corp SSO', exact: true }).click();
    const popup = await opened;
    await popup.waitForEvent('close', { timeout: 20_000 });
    await expectGuide(page);
    expect(await tokenClaims(page)).toMatchObject({
      groups: ['engineering'],
      authenticated_methods: ['saml'],
    });
    await context.close();
  });

  it('signs in in this tab with the redirect button and returns to the guide', async () => {
    idp.user = ADA;
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Corp SSO here' }).click();
    await expectGuide(page);
    // The single-use return parameters are gone from the address.
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('keeps the guide closed for a reader the IdP puts in no mapped group', async () => {
    idp.user = BOB;
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    const guideAnswered = nextAnswerFor(page, GUIDE);
    await page.getByRole('button', { name: 'Sign in with Corp SSO here' }).click();
    // Signed in, sent on to the guide, and (redirect mode) back to the redirect path, since it stays closed.
    await guideAnswered;
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 30_000 });
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 30_000 });
    expect(await tokenClaims(page)).toMatchObject({ groups: [], authenticated_methods: ['saml'] });
    expect(await page.evaluate(async (path) => (await fetch(path)).status, GUIDE)).toBe(403);
    await expect(page.locator('article h1', { hasText: 'Install 2.0.0' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('signs nobody in with a response signed by another key, and says why', async () => {
    idp.user = ADA;
    idp.spoil = 'foreign-key';
    const context = await browser.newContext();
    const page = await context.newPage();
    await askForTheGuide(page);
    await page.getByRole('button', { name: 'Sign in with Corp SSO here' }).click();
    // Back on the page it started from, never on the ACS's answer, with what happened and what to do.
    const error = page.getByTestId('sid-form-error-state');
    await error.getByText('Single sign-on did not work').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(
      error.getByText("Your identity provider's answer could not be verified", { exact: false }).count(),
    ).resolves.toBe(1);
    await page.goto(`${server.origin}${GUIDE}`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await tokenClaims(page)).toBeNull();
    await context.close();
  });
});
