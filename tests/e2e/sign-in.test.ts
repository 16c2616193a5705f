/**
 * The real sign-in: Debian Chromium against `docgen serve` with the identity API, a
 * real SMTP server started here. A reader opens /docs/overview, is sent to the sign-in form, asks for a link,
 * the link arrives by SMTP, is opened in a second tab and confirmed there; the first tab becomes signed in
 * and lands on /docs/overview. Logging out removes MY_USER_TOKEN and the gate closes again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { poll } from '../helpers/poll.ts';
import { emailedLink, expectSignedIn } from '../helpers/sign-in-browser.ts';
import { createTestSmtpServer, freePort, type TestSmtpServer } from '../integration/identity/helpers/smtp.ts';

const ADDRESS = 'reader@procurepilot.example';
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  smtp = await createTestSmtpServer();
  await smtp.start();
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-sign-in-'));
  const port = await freePort();
  server = await startServe(['--dir', 'build', '--port', String(port)], {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    DOCGEN_DATA_DIR: dataDir,
    NODE_ENV: 'test',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const waitForLink = (to: string) => emailedLink(smtp, to);

const userToken = (page: Page) => page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'));

describe('signing in with an e-mailed link, in Chromium', () => {
  let context: BrowserContext;
  let first: Page;

  it('sends the reader of /docs/overview to the sign-in form', async () => {
    context = await browser.newContext();
    first = await context.newPage();
    const response = await first.goto(`${server.origin}/docs/overview`);
    // The server gate: no session, so the public shell (401) instead of the page.
    expect(response?.status()).toBe(401);
    expect(await response?.text()).not.toContain('ProcurePilot overview');
    await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
    expect(await first.locator('.sid-form h1').textContent()).toContain('Welcome to');
    expect(await userToken(first)).toBeNull();
    // Nothing of the private page is readable while the gate is closed.
    await expect(first.locator('article h1').first().isVisible()).resolves.toBe(false);
  });

  it('e-mails a link through SMTP; opening it asks before signing in; the first tab lands on /docs/overview', async () => {
    await first.fill('input[type=email]', ADDRESS);
    await first.click('[data-testid=sid-form-initial-submit-button]');
    await first.getByText('Check your email').waitFor();

    const link = await waitForLink(ADDRESS);
    expect(new URL(link).origin).toBe(server.origin);
    const second = await context.newPage();
    await second.goto(link);
    await second.getByText('Continue signing in?').waitFor({ timeout: 15_000 });
    expect(await userToken(second)).toBeNull();
    // Neither Log in nor Log out applies while the question is open: the navbar has no blank slot for them.
    await expect(second.locator('.navbar__sign-in').isVisible()).resolves.toBe(false);
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await second.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });

    await first.waitForURL((url) => url.pathname === '/docs/overview', { timeout: 20_000 });
    await first.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });
    await first.locator('article h1').first().waitFor({ state: 'visible' });
    expect(await first.locator('.sid-form').count()).toBe(0);
    expect(await userToken(first)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await second.close();
  });

  it('logs out: MY_USER_TOKEN is removed and the gate closes again', async () => {
    // The form shows at once; the server's session ends with the revocation's answer, which the reload waits for.
    const revoked = first.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/token/revoke'),
    );
    await first.getByRole('button', { name: 'Log out' }).click();
    await revoked;
    await first.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await userToken(first)).toBeNull();
    await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
    const again = await first.reload();
    expect(again?.status()).toBe(401);
    await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
    expect(await first.locator('article').count()).toBe(0);
    expect(await userToken(first)).toBeNull();
    await context.close();
  });
});

/** Notes where a script sends the page: the Navigation API's `navigate` event fires at once, before the page changes. */
function recordScriptNavigations(): void {
  const { navigation } = window as unknown as { navigation: EventTarget };
  navigation.addEventListener('navigate', (event) => {
    const { destination } = event as unknown as { destination: { url: string } };
    Object.assign(window, { __sentTo: destination.url });
  });
}

describe('a page load right after signing in in another tab', () => {
  it('shows the page the reader asked for, not the one where signing in started', async () => {
    const address = 'quick@procurepilot.example';
    const context = await browser.newContext();
    await context.addInitScript(recordScriptNavigations);
    const first = await context.newPage();
    await first.goto(`${server.origin}/docs/overview`);
    await first.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await first.fill('input[type=email]', address);
    await first.click('[data-testid=sid-form-initial-submit-button]');
    await first.getByText('Check your email').waitFor();
    // The first tab learns of the sign-in by polling, about once a second: here the reader is quicker.
    await first.route('**/api/challenge/**', (route) => route.abort());
    const second = await context.newPage();
    await second.goto(await waitForLink(address));
    const sessionOpened = second.waitForResponse(
      (response) => response.url().endsWith('/_docgen/session') && response.ok(),
    );
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await sessionOpened;

    const response = await first.goto(`${server.origin}/docs/features/assistant`);
    expect(response?.status()).toBe(200);
    await expectSignedIn(first, '/docs/features/assistant');
    expect(await first.evaluate(() => (window as { __sentTo?: string }).__sentTo)).toBeUndefined();
    await context.close();
  });
});

describe('a sign-in link that is only opened (a mail scanner, a preview)', () => {
  it('leaves its nonce out of the stored analytics events', async () => {
    const address = 'scanned@procurepilot.example';
    const started = await fetch(`${server.origin}/api/id/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'slashid-orgid': 'procurepilot-docs' },
      body: JSON.stringify({
        handle: { type: 'email_address', value: address },
        factor: { method: 'email_link', options: { method: 'email_link' } },
      }),
    });
    expect(started.status).toBe(200);
    const link = await waitForLink(address);
    const encoded = new URL(link).searchParams.get('challenges') ?? '';
    const [nonce] = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
      options: { challenge: string };
    }[];
    const storedEvents = () => {
      const db = new Database(join(dataDir, 'identity.db'), { readonly: true });
      try {
        return db.prepare('select body from analytics_events').all() as { body: string }[];
      } finally {
        db.close();
      }
    };
    const before = storedEvents().length;
    const scanner = await browser.newContext();
    const page = await scanner.newPage();
    await page.goto(link);
    await page.getByText('Continue signing in?').waitFor({ timeout: 15_000 });
    // The page's SDK-loaded event names the page it was sent from.
    const events = await poll(() => {
      const rows = storedEvents();
      return rows.length > before && rows.some((row) => row.body.includes('window_location'))
        ? rows
        : undefined;
    }, 'the link page analytics event');
    await scanner.close();
    const stored = events.map((row) => row.body).join('\n');
    expect(stored).toContain(new URL(link).origin);
    expect(stored).not.toContain(encoded);
    expect(stored).not.toContain(nonce!.options.challenge);
  });
});
