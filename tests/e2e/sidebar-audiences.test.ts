/**
 * Group-only entries in Chromium: moving between pages without a reload (the client router fetches each page's
 * data, and a collapsed category's items from the full sidebar) keeps a member's entries and never shows a
 * non-member the others. A member copies a group-only page as markdown.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/browser.ts';
import { openPage, readerContext } from '../helpers/reader.ts';
import { buildAndServe, type ServedSite } from '../helpers/served-site.ts';
import { sidebarGroupsSite, STAFF_TITLES } from '../helpers/sidebar-groups-site.ts';
import { signInThroughApi, type ReaderSession } from '../helpers/sign-in-api.ts';
import { runCli } from '../helpers/sites.ts';

let served: ServedSite | undefined;
let browser: Browser;
let staff: ReaderSession;
let plain: ReaderSession;

beforeAll(async () => {
  const site = await sidebarGroupsSite();
  served = await buildAndServe(site);
  const added = await runCli(['users', '--root', site, 'add', 'staff@fixture.example', '--groups', 'staff'], {
    env: served.env,
  });
  expect(added.code, added.stderr).toBe(0);
  staff = await signInThroughApi(served.server.origin, 'fixture-org', 'staff@fixture.example');
  plain = await signInThroughApi(served.server.origin, 'fixture-org');
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

async function readerPage(session: ReaderSession): Promise<Page> {
  const origin = served!.server.origin;
  const context = await readerContext(browser, { session, origin });
  const page = await context.newPage();
  await openPage(page, `${origin}/docs/overview`);
  // Set on the first page: still there after a move, it proves the move was the client router's, not a load.
  await page.evaluate(() => Object.assign(window, { __firstLoad: true }));
  return page;
}

/** Follows the sidebar's link to the Handbook category's page, as a reader clicks it. */
async function openHandbook(page: Page): Promise<void> {
  await page.locator('aside.doc-sidebar').getByRole('link', { name: 'Handbook', exact: true }).click();
  await page.locator('article h1', { hasText: 'Handbook' }).waitFor();
  expect(await page.evaluate(() => (window as { __firstLoad?: boolean }).__firstLoad)).toBe(true);
}

describe('group-only sidebar entries in the browser', () => {
  it("keep a member's entries through client navigation, the deferred category included", async () => {
    const page = await readerPage(staff);
    const sidebar = page.locator('aside.doc-sidebar');
    await openHandbook(page);
    await sidebar.getByRole('link', { name: 'Marzipan rota' }).waitFor();
    await sidebar.getByRole('button', { name: 'Staff corner' }).click();
    await sidebar.getByRole('link', { name: 'Quillfeather desk' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText('Staff desk').count()).toBe(1);
    await page.context().close();
  });

  it('never show a non-member the others, on the first page or after moving', async () => {
    const page = await readerPage(plain);
    const shown = async () => {
      const html = await page.content();
      return STAFF_TITLES.filter((title) => html.includes(title));
    };
    expect(await shown()).toEqual([]);
    await openHandbook(page);
    const sidebar = page.locator('aside.doc-sidebar');
    await sidebar.getByRole('link', { name: 'Welcome aboard' }).waitFor();
    for (const button of await sidebar.getByRole('button', { expanded: false }).all()) await button.click();
    await page.getByRole('link', { name: 'Next' }).or(page.locator('.pager')).first().waitFor();
    expect(await shown()).toEqual([]);
    await page.context().close();
  });
});

describe('Copy page as Markdown', () => {
  it("copies a group-only page's markdown for its member, from the keyboard, and says Copied", async () => {
    const origin = served!.server.origin;
    const context = await readerContext(browser, { session: staff, origin });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = await context.newPage();
    await openPage(page, `${origin}/docs/staff/desk`);
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '# Quillfeather desk\n\nStaff only.\n',
    );
    await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor();
    await context.close();
  });
});
