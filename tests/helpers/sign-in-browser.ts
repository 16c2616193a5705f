/**
 * What the sign-in browser tests share: the three-versions fixture with every sign-in factor
 * (`tests/fixtures/sign-in-factors`), built as production and served by `docgen serve` with e-mail through
 * a real SMTP server started here, and Debian's Chromium; plus the reader's moves on it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createTestSmtpServer, freePort, type TestSmtpServer } from '../integration/identity/helpers/smtp.ts';
import { systemClock } from '../../server/identity/clock.ts';
import { openStorageFromEnv } from '../../server/identity/storage/open.ts';
import { addUser } from '../../server/identity/users/admin.ts';
import { launchChromium } from './browser.ts';
import { startServe, type RunningServer } from './serve.ts';
import { copyFixture, REPO_ROOT, removeSite, runCli } from './sites.ts';
import { poll } from './poll.ts';

export interface SignInSite {
  smtp: TestSmtpServer;
  server: RunningServer;
  browser: Browser;
  /** The server's `DOCGEN_DATA_DIR` (its SQLite database), for what `docgen users` would do beside it. */
  dataDir: string;
  close(): Promise<void>;
}

export interface SignInSiteOptions {
  /** The folder under tests/fixtures whose site config is served; default `sign-in-factors`. */
  fixture?: string;
  /** The fixture's site config as this test needs it, given the port the site will be served on. */
  config?: (source: string, port: number) => string;
  /** The site's public URL, given its port; default `http://127.0.0.1:<port>`. */
  publicUrl?: (port: number) => string;
}

export async function startSignInSite(options: SignInSiteOptions = {}): Promise<SignInSite> {
  const root = await copyFixture('three-versions');
  // The port is chosen before the build: a site config may have to name it.
  const port = await freePort();
  const fixture = options.fixture ?? 'sign-in-factors';
  const config = await readFile(join(REPO_ROOT, 'tests/fixtures', fixture, 'site.config.ts'), 'utf8');
  await writeFile(join(root, 'site.config.ts'), options.config?.(config, port) ?? config);
  // Built as production: the client bundle is cached by its sources only, and a bundle built under
  // vitest's NODE_ENV=test would carry React's development build into every later build of them.
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  expect(built.code, built.stderr).toBe(0);
  const smtp = await createTestSmtpServer();
  await smtp.start();
  const dataDir = await mkdtemp(join(tmpdir(), 'docgen-sign-in-'));
  const server = await startServe(['--dir', join(root, 'build'), '--port', String(port)], {
    PUBLIC_URL: options.publicUrl?.(port) ?? `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    DOCGEN_DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Passkeys need a domain as relying party id: the passkey test reads the site as http://localhost.
    IDENTITY_CORS_ORIGINS: `http://localhost:${port}`,
  });
  const browser = await launchChromium();
  return {
    smtp,
    server,
    browser,
    dataDir,
    async close() {
      await browser.close();
      await server.stop();
      await smtp.stop();
      await rm(dataDir, { recursive: true, force: true });
      await removeSite(root);
    },
  };
}

/** The 6-digit code in the subject of the first message to `to` that has one. */
export const emailedCode = (smtp: TestSmtpServer, to: string) =>
  poll(
    () =>
      smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => /\b(\d{6})\b/.exec(m.headers.subject ?? '')?.[1])
        .find(Boolean),
    `the code e-mailed to ${to}`,
  );

/** The sign-in link (`?challenges=`) in the first message to `to` that has one. */
export const emailedLink = (smtp: TestSmtpServer, to: string) =>
  poll(
    () =>
      smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => /https?:\/\/[^\s"<>]+\?challenges=[A-Za-z0-9_-]+/.exec(`${m.text}\n${m.html}`)?.[0])
        .find(Boolean)
        ?.replace(/&amp;/g, '&'),
    `the sign-in link e-mailed to ${to}`,
  );

/**
 * On an open sign-in form: asks for an e-mailed link, opens and confirms it in a second tab of the same browser,
 * and waits until `page` is signed in too.
 */
export async function signInWithEmailedLink(
  page: Page,
  smtp: TestSmtpServer,
  address: string,
): Promise<void> {
  await page.getByLabel('Authentication method').selectOption({ label: 'Email link' });
  await page.fill('input[type=email]', address);
  await page.click('[data-testid=sid-form-initial-submit-button]');
  await page.getByText('Check your email').waitFor();
  const second = await page.context().newPage();
  await second.goto(await emailedLink(smtp, address));
  await second.getByRole('button', { name: 'Continue', exact: true }).click();
  await second.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
  await second.close();
  await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });
}

export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Types a code into the six boxes (the first has focus); the widget submits at the sixth digit. */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel('Please enter OTP digit 1');
  await first.waitFor({ timeout: 15_000 });
  await first.click();
  await page.keyboard.type(code);
}

/** Opens /docs/overview, where the forced sign-in form appears, and picks the factor by its label. */
export async function startSignIn(page: Page, origin: string, factor: string, email: string): Promise<void> {
  await page.goto(`${origin}/docs/overview`);
  await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
  await page.getByLabel('Authentication method').selectOption({ label: factor });
  await page.fill('input[type=email]', email);
  await page.click('[data-testid=sid-form-initial-submit-button]');
}

/** Signed in: the Log out button, content instead of the form, and the gate's token in storage. */
export async function expectSignedIn(page: Page, path = '/docs/overview'): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });
  await page.locator('article h1').first().waitFor({ state: 'visible' });
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.locator('.sid-form').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).toMatch(
    /^[\w-]+\.[\w-]+\.[\w-]+$/,
  );
}

/** A site config change for `startSignInSite`: these private-path rules (as source text) under `forceLogin`. */
export const withPrivatePaths = (rules: string) => (source: string) =>
  source.replace('forceLogin: true,', `forceLogin: true,\n    privatePaths: ${rules},`);

/** Adds a reader in `groups` to the site's identity data, as `docgen users add` would. */
export async function addSiteReader(site: SignInSite, email: string, groups: string[]): Promise<void> {
  const storage = await openStorageFromEnv({ DOCGEN_DATA_DIR: site.dataDir });
  try {
    await addUser({ storage, orgId: 'fixture-org', clock: systemClock }, { email, groups });
  } finally {
    await storage.close();
  }
}

/**
 * The server's answer to the next request for `path`, once it comes. Waiting for it before reading the page tells
 * a sign-in's landing page, about to send the reader on, from the page they are sent back to.
 */
export const nextAnswerFor = (page: Page, path: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 30_000 });
