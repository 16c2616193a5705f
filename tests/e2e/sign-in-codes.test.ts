/**
 * Signing in with codes in the widget: Debian Chromium against `docgen serve` on a
 * fixture site that offers e-mailed and texted codes, a texted link, an authenticator app (TOTP) and
 * passkeys (passwords: `sign-in-password.test.ts`). E-mail goes through a real SMTP server (see
 * `helpers/sign-in-browser.ts`); text messages land in the dev SMS outbox, read at /_dev/mailbox/sms; TOTP codes are computed here with otpauth from the setup URI the widget shows; passkeys
 * are made by Chromium's virtual authenticator (the WebAuthn domain of the DevTools protocol). A wrong code shows "Please enter
 * a valid code" and the same screen takes the right one; the reader then lands on /docs/overview.
 */
import { URI, type TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from '../helpers/poll.ts';
import {
  expectSignedIn,
  startSignIn,
  startSignInSite,
  typeCode,
  wrongCode,
  emailedCode as emailedCodeIn,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';

let site: SignInSite;

beforeAll(async () => {
  site = await startSignInSite();
});

afterAll(async () => {
  await site?.close();
});

const emailedCode = (to: string) => emailedCodeIn(site.smtp, to);

const textedCode = (to: string) =>
  poll(async () => {
    const messages = (await (await fetch(`${site.server.origin}/_dev/mailbox/sms`)).json()) as Array<{
      to: string;
      text: string;
    }>;
    const sms = messages.find((m) => m.to === to);
    return sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
  }, `the code texted to ${to}`);

describe('signing in with one-time codes, in Chromium', () => {
  it('e-mails a code through SMTP; a wrong code asks again, the right one signs the reader in', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await startSignIn(page, site.server.origin, 'OTP via email', 'coder@fixture.example');
    await page.getByText('Check your email').waitFor();

    const code = await emailedCode('coder@fixture.example');
    await typeCode(page, wrongCode(code));
    await page.getByText('Please enter a valid code').waitFor({ timeout: 15_000 });
    await typeCode(page, code);
    await expectSignedIn(page);
    await context.close();
  });

  it('texts a code to the phone number (dial code + number) and signs the reader in with it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/docs/overview`);
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
    const context = await site.browser.newContext();
    const first = await context.newPage();
    await first.goto(`${site.server.origin}/docs/overview`);
    await first.getByRole('tab', { name: 'Phone' }).click();
    await first.getByLabel('Authentication method').selectOption({ label: 'SMS link' });
    await first.locator('input[type=tel]').fill('415 555 0199');
    await first.click('[data-testid=sid-form-initial-submit-button]');
    await first.getByText('Check your phone').waitFor();

    const link = await poll(async () => {
      const messages = (await (await fetch(`${site.server.origin}/_dev/mailbox/sms`)).json()) as Array<{
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

  const startTotp = (page: Page) => startSignIn(page, site.server.origin, 'Authenticator app', address);

  it('confirms the address, shows the QR code and setup URI, registers with a computed code and shows the recovery codes once', async () => {
    const context = await site.browser.newContext();
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
    const context = await site.browser.newContext();
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

  const startPasskey = (page: Page, origin: string) => startSignIn(page, origin, 'Passkeys', address);

  it('confirms the address, creates a passkey, then signs in with it after logging out', async () => {
    const origin = site.server.origin.replace('127.0.0.1', 'localhost');
    const context = await site.browser.newContext();
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
