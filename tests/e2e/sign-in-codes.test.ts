/**
 * Signing in with codes in the widget (issue 8 "Done when"): Debian Chromium against `docgen serve` on a
 * fixture site that offers e-mailed and texted codes, a texted link, an authenticator app (TOTP), passkeys
 * and passwords. E-mail goes
 * through a real SMTP server started here; text messages land in the dev SMS outbox, read at
 * /_dev/mailbox/sms; TOTP codes are computed here with otpauth from the setup URI the widget shows; passkeys
 * are made by Chromium's virtual authenticator (the WebAuthn domain of the DevTools protocol). A wrong code shows "Please enter
 * a valid code" and the same screen takes the right one; the reader then lands on /docs/overview.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URI, type TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { startServe, type RunningServer } from '../helpers/serve.ts';
import { copyFixture, REPO_ROOT, removeSite, runCli } from '../helpers/sites.ts';
import { createTestSmtpServer, freePort, type TestSmtpServer } from '../integration/identity/helpers/smtp.ts';

let root: string;
let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  await copyFile(
    join(REPO_ROOT, 'tests/fixtures/sign-in-factors/site.config.ts'),
    join(root, 'site.config.ts'),
  );
  // Built as production: the client bundle is cached by its sources only, and a bundle built under
  // vitest's NODE_ENV=test would carry React's development build into every later build of them.
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  expect(built.code, built.stderr).toBe(0);
  smtp = await createTestSmtpServer();
  await smtp.start();
  dataDir = await mkdtemp(join(tmpdir(), 'docgen-sign-in-codes-'));
  const port = await freePort();
  server = await startServe(['--dir', join(root, 'build'), '--port', String(port)], {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    DOCGEN_DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Passkeys need a domain as relying party id: the passkey test reads the site as http://localhost.
    IDENTITY_CORS_ORIGINS: `http://localhost:${port}`,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (root) await removeSite(root);
});

async function poll<T>(find: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const emailedCode = (to: string) =>
  poll(() => {
    const mail = smtp.received.find((m) => m.to.includes(to));
    return mail ? /\b(\d{6})\b/.exec(mail.headers.subject ?? '')?.[1] : undefined;
  }, `the code e-mailed to ${to}`);

const textedCode = (to: string) =>
  poll(async () => {
    const messages = (await (await fetch(`${server.origin}/_dev/mailbox/sms`)).json()) as Array<{
      to: string;
      text: string;
    }>;
    const sms = messages.find((m) => m.to === to);
    return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
  }, `the code texted to ${to}`);

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Types a code into the six boxes (the first has focus); the widget submits at the sixth digit. */
async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByLabel('Please enter OTP digit 1');
  await first.waitFor({ timeout: 15_000 });
  await first.click();
  await page.keyboard.type(code);
}

async function expectSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });
  await page.locator('article h1').first().waitFor({ state: 'visible' });
  expect(new URL(page.url()).pathname).toBe('/docs/overview');
  expect(await page.locator('.sid-form').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).toMatch(
    /^[\w-]+\.[\w-]+\.[\w-]+$/,
  );
}

describe('signing in with one-time codes, in Chromium', () => {
  it('e-mails a code through SMTP; a wrong code asks again, the right one signs the reader in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/docs/overview`);
    await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await page.getByLabel('Authentication method').selectOption({ label: 'OTP via email' });
    await page.fill('input[type=email]', 'coder@fixture.example');
    await page.click('[data-testid=sid-form-initial-submit-button]');
    await page.getByText('Check your email').waitFor();

    const code = await emailedCode('coder@fixture.example');
    await typeCode(page, wrongCode(code));
    await page.getByText('Please enter a valid code').waitFor({ timeout: 15_000 });
    await typeCode(page, code);
    await expectSignedIn(page);
    await context.close();
  });

  it('texts a code to the phone number (dial code + number) and signs the reader in with it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/docs/overview`);
    await page.getByRole('tab', { name: 'Phone' }).click();
    await page.getByLabel('Authentication method').selectOption({ label: 'OTP via SMS' });
    await page.locator('input[type=tel]').fill('415 555 0100');
    await page.click('[data-testid=sid-form-initial-submit-button]');
    await page.getByText('Check your phone').waitFor();

    await typeCode(page, await textedCode('+14155550100'));
    await expectSignedIn(page);
    await context.close();
  });
});

describe('signing in with a texted link, in Chromium', () => {
  it('texts the site link; opening it asks before signing in; the first tab lands on /docs/overview', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${server.origin}/docs/overview`);
    await first.getByRole('tab', { name: 'Phone' }).click();
    await first.getByLabel('Authentication method').selectOption({ label: 'SMS link' });
    await first.locator('input[type=tel]').fill('415 555 0199');
    await first.click('[data-testid=sid-form-initial-submit-button]');
    await first.getByText('Check your phone').waitFor();

    const link = await poll(async () => {
      const messages = (await (await fetch(`${server.origin}/_dev/mailbox/sms`)).json()) as Array<{
        to: string;
        text: string;
      }>;
      return /https?:\/\/\S+\?challenges=[A-Za-z0-9_-]+/.exec(
        messages.find((m) => m.to === '+14155550199')?.text ?? '',
      )?.[0];
    }, 'the texted link');
    const second = await context.newPage();
    await second.goto(link);
    await second.getByText('Continue signing in?').waitFor({ timeout: 15_000 });
    await second.getByRole('button', { name: 'Continue', exact: true }).click();
    await second.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 15_000 });
    await expectSignedIn(first);
    await context.close();
  });
});

describe('signing in with an authenticator app (TOTP), in Chromium', () => {
  const address = 'tess@fixture.example';
  let totp: TOTP;
  let recoveryCodes: string[];

  async function startTotp(page: Page): Promise<void> {
    await page.goto(`${server.origin}/docs/overview`);
    await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await page.getByLabel('Authentication method').selectOption({ label: 'Authenticator app' });
    await page.fill('input[type=email]', address);
    await page.click('[data-testid=sid-form-initial-submit-button]');
  }

  it('confirms the address, shows the QR code and setup URI, registers with a computed code and shows the recovery codes once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startTotp(page);
    await page.getByText('Confirm your email').waitFor({ timeout: 15_000 });
    await typeCode(page, await emailedCode(address));

    await page.getByText('Set up One Time Password').waitFor({ timeout: 15_000 });
    expect(await page.locator('img.sid-totp-qr').getAttribute('src')).toMatch(
      /^data:image\/png;base64,iVBORw0KGgo/,
    );
    await page.getByRole('button', { name: 'Set up with a code' }).click();
    const uri = await page.locator('.sid-form input[readonly]').inputValue();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    totp = URI.parse(uri) as TOTP;
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Enter authentication code').waitFor();
    await typeCode(page, wrongCode(totp.generate()));
    await page.getByText('Please enter a valid code').waitFor({ timeout: 15_000 });
    await typeCode(page, totp.generate());

    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor({ timeout: 15_000 });
    recoveryCodes = (await page.locator('.sid-form textarea').inputValue()).split(/\r?\n/);
    expect(recoveryCodes).toHaveLength(10);
    // Not signed in behind the codes' back: the gate stays until they are confirmed.
    expect(await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))).toBeNull();
    await page.click('[data-testid=sid-form-recovery-codes-submit-button]');
    await expectSignedIn(page);
    await context.close();
  });

  it('signs in again with "Use recovery code"', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startTotp(page);
    await page.getByText('Enter authentication code').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Use recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.click('[data-testid=sid-form-authenticating-submit-button]');
    await expectSignedIn(page);
    await context.close();
  });
});

describe('signing in with a passkey, in Chromium with a virtual authenticator', () => {
  const address = 'pat@fixture.example';

  async function startPasskey(page: Page, origin: string): Promise<void> {
    await page.goto(`${origin}/docs/overview`);
    await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await page.getByLabel('Authentication method').selectOption({ label: 'Passkeys' });
    await page.fill('input[type=email]', address);
    await page.click('[data-testid=sid-form-initial-submit-button]');
  }

  it('confirms the address, creates a passkey, then signs in with it after logging out', async () => {
    const origin = server.origin.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await startPasskey(page, origin);
    await page.getByText('Confirm your email').waitFor({ timeout: 15_000 });
    await typeCode(page, await emailedCode(address));
    await expectSignedIn(page);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ rpId: 'localhost', signCount: expect.any(Number) });

    await page.getByRole('button', { name: 'Log out' }).click();
    await startPasskey(page, origin);
    await expectSignedIn(page);
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]!.signCount).toBeGreaterThan(credentials[0]!.signCount);
    await context.close();
  });
});

describe('signing in with a password, in Chromium', () => {
  const address = 'paula@fixture.example';
  let codeMailedAt = 0;

  async function startPassword(page: Page): Promise<void> {
    await page.goto(`${server.origin}/docs/overview`);
    await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
    await page.getByLabel('Authentication method').selectOption({ label: 'Password' });
    await page.fill('input[type=email]', address);
    await page.click('[data-testid=sid-form-initial-submit-button]');
  }

  it('confirms the address, creates a password (rules shown), then verifies it after logging out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startPassword(page);
    await page.getByText("Confirm it's you").waitFor({ timeout: 15_000 });
    codeMailedAt = Date.now();
    await typeCode(page, await emailedCode(address));

    await page.getByText('Create your password').waitFor({ timeout: 15_000 });
    await page.getByLabel('Password', { exact: true }).fill('admin-Galaxy');
    await page.getByLabel('Confirm password').fill('admin-Galaxy');
    await page.click('[data-testid=sid-form-authenticating-submit-button]');
    await page.getByText("Contains word 'admin'").waitFor({ timeout: 15_000 });
    await page.getByLabel('Password', { exact: true }).fill('Tr0mb0ne-Galaxy');
    await page.getByLabel('Confirm password').fill('Tr0mb0ne-Galaxy');
    await page.click('[data-testid=sid-form-authenticating-submit-button]');
    await expectSignedIn(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await startPassword(page);
    await page.getByText('Enter your password').waitFor({ timeout: 15_000 });
    await page.getByLabel('Password', { exact: true }).fill('Not-It-Galaxy');
    await page.click('[data-testid=sid-form-authenticating-submit-button]');
    await page.getByText('Incorrect handle or password').waitFor({ timeout: 15_000 });
    await page.getByLabel('Password', { exact: true }).fill('Tr0mb0ne-Galaxy');
    await page.click('[data-testid=sid-form-authenticating-submit-button]');
    await expectSignedIn(page);
    await context.close();
  });

  it(
    'resets a forgotten password from the verify screen, then takes the new one there',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await startPassword(page);
      await page.getByText('Enter your password').waitFor({ timeout: 15_000 });
      // One message per address per minute (abuse limits): the reset e-mail waits for the code's minute.
      await new Promise((done) => setTimeout(done, Math.max(0, codeMailedAt + 61_000 - Date.now())));
      await page.click('[data-testid=sid-form-authenticating-recover-button]');
      await page.getByText('Check your email').waitFor({ timeout: 15_000 });

      // The reset link arrives by SMTP; its page (the site's landing) sets the new password. Here the test
      // plays that page through the API, as the SDK on it would.
      const link = await poll(() => {
        const mail = smtp.received.find(
          (m) => m.to.includes(address) && /Reset your/.test(m.headers.subject ?? ''),
        );
        return mail ? /https?:\/\/\S+\?challenges=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] : undefined;
      }, 'the reset e-mail');
      const [reset] = JSON.parse(
        Buffer.from(new URL(link).searchParams.get('challenges')!, 'base64url').toString('utf8'),
      ) as Array<{ id: string }>;
      const answered = await fetch(`${server.origin}/api/attestation/v3`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          challenge_id: reset!.id,
          challenge_type: 'password_reset',
          data: { password: 'New-Tr0mb0ne-Galaxy' },
        }),
      });
      expect(answered.status).toBe(200);

      await page.getByText('Enter your password').waitFor({ timeout: 20_000 });
      await page.getByLabel('Password', { exact: true }).fill('New-Tr0mb0ne-Galaxy');
      await page.click('[data-testid=sid-form-authenticating-submit-button]');
      await expectSignedIn(page);
      await context.close();
    },
  );
});
