import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  siteReaderContext,
  readerPage,
  startReaderSite,
  waitForHeading,
  type ReaderSite,
} from '../helpers/reader.ts';

// Site state in a real browser: colour mode, navbar and mobile menu,
// preferred version, announcement bar, sidebar categories, storage failures.
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function open(path: string, options: Parameters<typeof siteReaderContext>[1] = {}) {
  context = await siteReaderContext(site, options);
  const reader = await readerPage(context);
  await openPage(reader.page, `${site.origin}${path}`);
  return reader;
}

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.locator('.navbar__items .color-mode-toggle');

describe('colour mode', () => {
  it('starts light even when the system prefers dark, and follows a toggle in another tab', async () => {
    const { page: first } = await open('/docs/overview', { colorScheme: 'dark' });
    const second = await context.newPage();
    await openPage(second, `${site.origin}/blog`);
    expect(await theme(first)).toBe('light');
    expect(await theme(second)).toBe('light');

    await toggle(first).click();
    expect(await theme(first)).toBe('dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await toggle(second).getAttribute('aria-label')).toContain('currently dark mode');
    await toggle(second).click();
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('paints a saved dark mode before any script of the bundle runs', async () => {
    context = await siteReaderContext(site);
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${site.origin}/docs/overview`);
    expect(await theme(page)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(21, 23, 28)');
  });
});

describe('navbar and mobile menu at the 996 px breakpoint', () => {
  const menu = (page: Page) => page.locator('#navbar-mobile-menu');
  const locked = (page: Page) => page.evaluate(() => document.body.classList.contains('docgen-scroll-lock'));

  it('is a slide-in menu at 996 px and the desktop navbar at 997 px; the menu locks scrolling while open', async () => {
    const { page } = await open('/docs/overview', { viewport: { width: 996, height: 800 } });
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    await page.locator('.navbar__toggle').click();
    await page.waitForFunction(() =>
      document.querySelector('#navbar-mobile-menu')?.classList.contains('is-open'),
    );
    expect(await locked(page)).toBe(true);
    expect(await menu(page).getByRole('link', { name: 'Security' }).isVisible()).toBe(true);

    await page.setViewportSize({ width: 997, height: 800 });
    await page.waitForFunction(
      () => !document.querySelector('#navbar-mobile-menu')?.classList.contains('is-open'),
    );
    expect(await locked(page)).toBe(false);
    expect(await page.locator('.navbar__toggle').isVisible()).toBe(false);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(true);
  });

  it('closes when a link in it is followed and on back navigation', async () => {
    const { page } = await open('/docs/overview', { viewport: { width: 375, height: 700 } });
    await page.locator('.navbar__toggle').click();
    await menu(page).getByRole('link', { name: 'Security' }).click();
    await waitForHeading(page, 'Security');
    expect(await menu(page).getAttribute('class')).not.toContain('is-open');
    await page.locator('.navbar__toggle').click();
    expect(await locked(page)).toBe(true);
    await page.goBack();
    await waitForHeading(page, 'ProcurePilot overview');
    expect(await menu(page).getAttribute('class')).not.toContain('is-open');
    expect(await locked(page)).toBe(false);
  });
});

describe('preferred docs version', () => {
  it('is saved from the dropdown, leads "Documentation" there and keeps the page when the version has it', async () => {
    const { page } = await open('/docs/faq');
    await page.locator('.navbar__items .version-dropdown .dropdown__toggle').click();
    await page.locator('.navbar__items .version-dropdown a', { hasText: '1.0.1' }).click();
    // Both versions' page has this heading: the address says the navigation is done.
    await page.waitForURL(`${site.origin}/docs/1.0.1/faq`);
    await waitForHeading(page, 'Frequently asked questions');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0.1');

    await page.locator('footer a', { hasText: 'Blog' }).click();
    await page.waitForURL(`${site.origin}/blog`);
    expect(await page.locator('.navbar__items .version-dropdown .dropdown__toggle').textContent()).toBe(
      '1.0.1',
    );
    await page.locator('.navbar__items a', { hasText: 'Documentation' }).click();
    await waitForHeading(page, 'ProcurePilot overview');
    expect(new URL(page.url()).pathname).toBe('/docs/1.0.1/overview');
  });

  it("leads to the chosen version's overview when the page does not exist there", async () => {
    const { page } = await open('/docs/certificates');
    await page.locator('.navbar__items .version-dropdown .dropdown__toggle').click();
    await page.locator('.navbar__items .version-dropdown a', { hasText: '1.0.0' }).click();
    await waitForHeading(page, 'ProcurePilot overview');
    expect(new URL(page.url()).pathname).toBe('/docs/1.0.0/overview');
    expect(await page.locator('.navbar__items .version-dropdown .dropdown__toggle').textContent()).toBe(
      '1.0.0',
    );
  });

  it('is forgotten when it names a version the site does not have', async () => {
    context = await siteReaderContext(site);
    await context.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '0.9.0'));
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/blog`);
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null);
    expect(await page.locator('.navbar__items a', { hasText: 'Documentation' }).getAttribute('href')).toBe(
      '/docs/overview',
    );
  });
});

describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.announcement-bar');

  it('stays dismissed across pages and reloads, and comes back when its id changes', async () => {
    const { page } = await open('/docs/overview');
    expect(await bar(page).isVisible()).toBe(true);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await bar(page).count()).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await bar(page).count()).toBe(0);

    // The site now announces something else (the stored id is the previous announcement's).
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1-0-1'));
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem('docusaurus.announcement.id') === 'release-1-0-2');
    expect(await bar(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

describe('sidebar, breadcrumbs, skip link, table of contents', () => {
  it('keeps a category the reader expanded while navigating', async () => {
    const { page } = await open('/docs/overview');
    const caret = page.locator('.doc-sidebar button.menu__caret');
    expect(await caret.getAttribute('aria-expanded')).toBe('false');
    await caret.click();
    await page.locator('.doc-sidebar a[href="/docs/features/assistant"]').waitFor();
    await page.locator('.doc-sidebar a[href="/docs/security"]').click();
    await waitForHeading(page, 'Security');
    expect(await page.locator('.doc-sidebar button.menu__caret').getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('nav[aria-label="Breadcrumbs"] [aria-current="page"]').textContent()).toBe(
      'Security',
    );
  });

  it('starts the keyboard at the skip link, which moves focus to the content', async () => {
    const { page } = await open('/docs/faq');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.locator('.skip-to-content').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main');
  });

  it('highlights the section being read in the table of contents', async () => {
    const { page } = await open('/docs/faq');
    await page.evaluate(() => document.getElementById('integration')!.scrollIntoView());
    await page.waitForFunction(
      () => document.querySelector('.toc .toc__link.is-active')?.getAttribute('href') === '#integration',
    );
  });
});

describe('browser storage failures', () => {
  it('are logged and ignored: the page works, the colour mode still switches', async () => {
    context = await siteReaderContext(site);
    await context.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    const { page, errors, warnings } = await readerPage(context);
    await page.goto(`${site.origin}/docs/overview`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article h1').textContent()).toBe('ProcurePilot overview');
    await toggle(page).dispatchEvent('click');
    expect(await theme(page)).toBe('dark');
    await page.locator('.announcement-bar button').dispatchEvent('click');
    expect(await page.locator('.announcement-bar').count()).toBe(0);
    expect(warnings.some((w) => w.includes('Could not write "theme" in browser storage'))).toBe(true);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
