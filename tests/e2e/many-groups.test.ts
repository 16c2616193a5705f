/**
 * A reader in 1,000 groups, in Debian Chromium against `docgen serve`: GUID-named groups, as Entra ID sends them
 * without a `groups_map`, one of which a `privatePaths` rule names. Their token is about 53 KB; the reader signs in
 * with an e-mailed link, the browser keeps the session cookie (under the 4 KB browsers keep) and the reader reads
 * the group's page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addSiteReader,
  signInWithEmailedLink,
  startSignInSite,
  withPrivatePaths,
  type SignInSite,
} from '../helpers/sign-in-browser.ts';

const ADDRESS = 'entra-reader@fixture.example';
const OPENING_GROUP = randomUUID();
const GROUP_PAGE = '/docs/guides/install';

let site: SignInSite;

beforeAll(async () => {
  site = await startSignInSite({
    config: withPrivatePaths(`[{ path: '/docs/guides/**', groups: ['${OPENING_GROUP}'] }]`),
  });
  const groups = [...Array.from({ length: 999 }, () => randomUUID()), OPENING_GROUP];
  await addSiteReader(site, ADDRESS, groups);
});

afterAll(async () => {
  await site?.close();
});

const userToken = async (page: Page) =>
  (await page.evaluate(() => localStorage.getItem('MY_USER_TOKEN'))) ?? '';

describe('a reader in 1,000 groups, in Chromium', () => {
  it('signs in, keeps a session cookie under 4 KB and reads the page of one of the groups', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const { origin } = site.server;
    await page.goto(`${origin}/docs/overview`);
    await signInWithEmailedLink(page, site.smtp, ADDRESS);
    // The page reloads once its session is open: read the stored token once that has settled.
    await vi.waitFor(async () => expect((await userToken(page)).length).toBeGreaterThan(50 * 1024), {
      timeout: 15_000,
    });

    // The session cookie comes from the exchange that follows the stored token: wait for it as well.
    const session = await vi.waitFor(
      async () => {
        const cookies = await context.cookies(origin);
        const found = cookies.find((cookie) => cookie.name.endsWith('docgen_session'));
        expect(found, 'the browser kept the session cookie').toBeDefined();
        return found;
      },
      { timeout: 15_000 },
    );
    expect(`${session!.name}=${session!.value}`.length).toBeLessThan(4096);

    const response = await page.goto(`${origin}${GROUP_PAGE}`);
    expect(response?.status()).toBe(200);
    await page.locator('article h1').first().waitFor({ state: 'visible' });
    expect(await page.locator('.sid-form').count()).toBe(0);
    await context.close();
  });
});
