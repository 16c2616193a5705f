/**
 * Passwords in the widget, in Debian Chromium against `docgen serve` with e-mail through a real
 * SMTP server (`helpers/sign-in-browser.ts`): a first password after the e-mailed code, with the server's
 * rules shown; then "Forgot password?": the reset link from the e-mail opens the site's set-password screen,
 * whose good password signs that tab in; the asking tab then refuses the old password and takes the new one;
 * the spent link says it is no longer valid.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poll } from '../helpers/poll.ts';
import {
  emailedCode,
  expectSignedIn,
  startSignIn,
  startSignInSite,
  typeCode,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';

const ADDRESS = 'paula@fixture.example';
const FIRST_PASSWORD = 'Tr0mb0ne-Galaxy';
const NEW_PASSWORD = 'New-Tr0mb0ne-Galaxy';

let site: SignInSite;
let codeMailedAt = 0;

beforeAll(async () => {
  site = await startSignInSite();
});

afterAll(async () => {
  await site?.close();
});

const startPassword = (page: Page) => startSignIn(page, site.server.origin, 'Password', ADDRESS);
const submit = (page: Page) => page.click('[data-testid=sid-form-authenticating-submit-button]');

async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await submit(page);
}

async function enterPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page);
}

const resetLink = () =>
  poll(() => {
    const mail = site.smtp.received.find(
      (m) => m.to.includes(ADDRESS) && /Reset your/.test(m.headers.subject ?? ''),
    );
    return mail ? /https?:\/\/\S+\?challenges=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] : undefined;
  }, 'the reset e-mail');

describe('passwords, in Chromium', () => {
  it('confirms the address, creates a password (rules shown), then verifies it after logging out', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await startPassword(page);
    await page.getByText("Confirm it's you").waitFor({ timeout: 15_000 });
    codeMailedAt = Date.now();
    await typeCode(page, await emailedCode(site.smtp, ADDRESS));

    await page.getByText('Create your password').waitFor({ timeout: 15_000 });
    await choosePassword(page, 'admin-Galaxy');
    await page.getByText("Contains word 'admin'").waitFor({ timeout: 15_000 });
    await choosePassword(page, FIRST_PASSWORD);
    await expectSignedIn(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await startPassword(page);
    await page.getByText('Enter your password').waitFor({ timeout: 15_000 });
    await enterPassword(page, 'Not-It-Galaxy');
    await page.getByText('Incorrect handle or password').waitFor({ timeout: 15_000 });
    await enterPassword(page, FIRST_PASSWORD);
    await expectSignedIn(page);
    await context.close();
  });

  it(
    'resets a forgotten password through the e-mailed link in the browser; the old one stops working; the link works once',
    { timeout: 150_000 },
    async () => {
      const context = await site.browser.newContext();
      const asking = await context.newPage();
      await startPassword(asking);
      await asking.getByText('Enter your password').waitFor({ timeout: 15_000 });
      // One message per address per minute (abuse limits): the reset e-mail waits for the code's minute.
      await new Promise((done) => setTimeout(done, Math.max(0, codeMailedAt + 61_000 - Date.now())));
      await asking.getByText('Forgot password?').waitFor();
      await asking.click('[data-testid=sid-form-authenticating-recover-button]');
      await asking.getByText('Check your email').waitFor({ timeout: 15_000 });

      const link = await resetLink();
      const landing = await context.newPage();
      await landing.goto(link);
      await landing.getByText('Choose a new password').waitFor({ timeout: 15_000 });
      // Breaks no pattern the page checks itself; the server's list of common passwords refuses it.
      await choosePassword(landing, 'sunshine');
      await landing.getByText('Common password').waitFor({ timeout: 15_000 });
      await choosePassword(landing, NEW_PASSWORD);
      // Signed in here: the server session brings the home page's content, and the docs open.
      await landing.getByText('Home page text.').waitFor({ timeout: 20_000 });
      expect(new URL(landing.url()).search).toBe('');
      await landing.goto(`${site.server.origin}/docs/overview`);
      await expectSignedIn(landing);

      await asking.getByText('Enter your password').waitFor({ timeout: 20_000 });
      await enterPassword(asking, FIRST_PASSWORD);
      await asking.getByText('Incorrect handle or password').waitFor({ timeout: 15_000 });
      await enterPassword(asking, NEW_PASSWORD);
      await expectSignedIn(asking);
      await context.close();

      const elsewhere = await site.browser.newContext();
      const reopened = await elsewhere.newPage();
      await reopened.goto(link);
      await reopened.getByText('This link is no longer valid').waitFor({ timeout: 15_000 });
      expect(await reopened.locator('#password-input').count()).toBe(0);
      await reopened.getByRole('button', { name: 'Close' }).click();
      await reopened.locator('input[type=email]').waitFor({ timeout: 15_000 });
      await elsewhere.close();
    },
  );
});
