/**
 * Reading on a phone (390 px): what the desktop columns hold stays reachable, tables keep their identifiers
 * whole, and the "On this page" disclosure looks like the rest of the theme.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  readerPage,
  siteReaderContext,
  startReaderSite,
  waitForHeading,
  type ReaderSite,
} from '../helpers/reader.ts';

let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function openOnPhone(path: string): Promise<Page> {
  context = await siteReaderContext(site, { viewport: { width: 390, height: 800 } });
  const { page } = await readerPage(context);
  await openPage(page, `${site.origin}${path}`);
  return page;
}

describe('on a 390 px phone', () => {
  it('finds "All posts" of the blog in the mobile menu and follows one', async () => {
    const page = await openOnPhone('/blog/2025/02/04/why-we-regrouped-features');
    expect(await page.locator('aside.blog-sidebar').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const posts = page.locator('#navbar-mobile-menu nav[aria-label="Blog recent posts navigation"]');
    await posts.getByText('All posts').waitFor();
    expect(await posts.locator('a[aria-current="page"]').textContent()).toContain(
      'From thirteen features to four product areas',
    );
    await posts.locator('a[href="/blog/2025/05/20/teams-notifications-how-to"]').click();
    await waitForHeading(page, 'How to: ProcurePilot notifications in Microsoft Teams');
    await page.waitForFunction(
      () => !document.querySelector('#navbar-mobile-menu')?.classList.contains('is-open'),
    );
  });

  it('keeps inline code in table cells on one line and lets the table scroll sideways', async () => {
    const page = await openOnPhone('/docs/1.0.0/features/rule-checker');
    const cells = await page
      .locator('main .markdown td code')
      .evaluateAll((codes) =>
        codes.map((code) => ({ text: code.textContent, lines: code.getClientRects().length })),
      );
    expect(cells.map((cell) => cell.text)).toContain('PRC-01');
    expect(cells.filter((cell) => cell.lines !== 1)).toEqual([]);
    const scrolls = await page
      .locator('main .markdown table')
      .evaluateAll((tables) => tables.some((table) => table.scrollWidth > table.clientWidth));
    expect(scrolls).toBe(true);
  });

  it('shows "On this page" with the theme\'s chevron, turned when open, and no browser marker', async () => {
    const page = await openOnPhone('/docs/faq');
    const summary = page.locator('details.toc-mobile > summary');
    const look = () =>
      summary.evaluate(async (element) => {
        const chevron = element.querySelector('svg.icon');
        await Promise.all(chevron?.getAnimations().map((turning) => turning.finished) ?? []);
        return {
          display: getComputedStyle(element).display,
          chevron: chevron ? getComputedStyle(chevron).transform : 'none',
          chevronShown: chevron ? chevron.getBoundingClientRect().width > 0 : false,
        };
      });
    const closed = await look();
    // A summary shows the browser's triangle as the marker of its list item.
    expect(closed.display).not.toBe('list-item');
    expect(closed.chevronShown).toBe(true);
    await summary.click();
    const opened = await look();
    expect(opened.chevronShown).toBe(true);
    expect(opened.chevron).not.toBe(closed.chevron);
  });
});
