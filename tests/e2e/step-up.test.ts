/**
 * A step-up in Debian Chromium against `docgen serve` on a production build of the organisations fixture
 * (`tests/fixtures/organisations`: version 1.0.0 is under a `privatePaths` rule with `minimumFactors: 2`, the
 * form offers an e-mailed link and an e-mailed code), e-mail through a real SMTP server (see
 * `helpers/sign-in-browser.ts`). A reader signed in with the link opens a 1.0.0 page: the server refuses its
 * data and the page with 403, and the sign-in form opens over it; the reader enters an e-mailed code, and the
 * page opens with a token whose `authenticated_methods` hold both factors. Every response the browser got before
 * the second factor is searched for the page's text: none has it.
 */
import { decodeJwt } from 'jose';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAnalytics } from '../helpers/reader.ts';
import {
  emailedCode,
  signInWithEmailedLink,
  startSignInSite,
  typeCode,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';

const ADDRESS = 'stepper@fixture.example';
const TWO_FACTOR_PAGE = '/docs/1.0.0/overview';
/** Text only the two-factor page has (the public overview of 2.0.0 says "Fixture 2.0.0 overview text"). */
const PRIVATE_TEXT = 'Fixture 1.0.0 overview text';

let site: SignInSite;

beforeAll(async () => {
  site = await startSignInSite({ fixture: 'organisations' });
});

afterAll(async () => {
  await site?.close();
});

/**
 * Every body the site sends to the context, read on its way in (through Playwright's routing: a body the page
 * never reads, such as a refused prefetch, is otherwise never reported as received).
 */
async function recordBodies(context: BrowserContext): Promise<Array<{ url: string; body: string }>> {
  const bodies: Array<{ url: string; body: string }> = [];
  await context.route(`${site.server.origin}/**`, async (route) => {
    const response = await route.fetch();
    bodies.push({ url: route.request().url(), body: await response.text() });
    await route.fulfill({ response });
  });
  return bodies;
}

const signedInMethods = async (page: Page) =>
  decodeJwt((await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))) ?? '').authenticated_methods;

/** Signs the reader in with an e-mailed link, confirmed in a second tab; the first tab becomes signed in. */
async function signInWithLink(page: Page): Promise<void> {
  await page.goto(`${site.server.origin}/docs/overview`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await signInWithEmailedLink(page, site.smtp, ADDRESS);
}

describe('a page that needs two factors, in Chromium', () => {
  it('refuses a one-factor reader (403) and opens the form over it; an e-mailed code as second factor opens it', async () => {
    const context = await site.browser.newContext();
    const received = await recordBodies(context);
    await answerAnalytics(context);
    // Consent is the accounts test's subject: here the visitor has answered it already.
    await context.addInitScript(() =>
      localStorage.setItem('@slashid/GDPR_CONSENT', JSON.stringify(['necessary'])),
    );
    const page = await context.newPage();
    await signInWithLink(page);
    expect(await signedInMethods(page)).toEqual(['email_link']);

    // A link on the page: the client router asks for the page data (403), then loads the page itself (403).
    const refused = (kind: string) => (r: Response) =>
      r.request().resourceType() === kind && new URL(r.url()).pathname === TWO_FACTOR_PAGE;
    const dataRefused = page.waitForResponse(refused('fetch'));
    const pageRefused = page.waitForResponse(refused('document'));
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'Version 1.0.0' });
      document.querySelector('article')?.append(link);
      link.click();
    }, TWO_FACTOR_PAGE);
    expect((await dataRefused).status()).toBe(403);
    expect((await pageRefused).status()).toBe(403);

    // The form opens over the page for a step-up, where the reader is; nothing of the page is shown.
    await page.getByLabel('Authentication method').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(TWO_FACTOR_PAGE);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    expect(await page.locator('article h1').count()).toBe(0);
    const again = await page.evaluate(async (url) => (await fetch(url)).status, TWO_FACTOR_PAGE);
    expect(again).toBe(403);
    for (const { url, body } of received) expect(body, url).not.toContain(PRIVATE_TEXT);
    expect(await page.content()).not.toContain(PRIVATE_TEXT);
    await context.unrouteAll({ behavior: 'wait' });

    // The second factor: a code e-mailed to the same address. The shell reloads with the page.
    await page.getByLabel('Authentication method').selectOption({ label: 'OTP via email' });
    await page.fill('input[type=email]', ADDRESS);
    const pageOpened = page.waitForResponse(
      (r) => new URL(r.url()).pathname === TWO_FACTOR_PAGE && r.request().isNavigationRequest(),
    );
    await page.click('[data-testid=sid-form-initial-submit-button]');
    await typeCode(page, await emailedCode(site.smtp, ADDRESS));
    expect((await pageOpened).status()).toBe(200);
    await page.getByText(PRIVATE_TEXT).waitFor({ timeout: 20_000 });
    expect(await page.locator('article h1').first().textContent()).toBe('Overview 1.0.0');
    expect(await page.locator('.sid-form').count()).toBe(0);
    expect(await signedInMethods(page)).toEqual(['email_link', 'otp_via_email']);
    await context.close();
  });
});
