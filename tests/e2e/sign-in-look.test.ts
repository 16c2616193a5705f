/**
 * What a signed-out reader sees around the sign-in form: the page's header (announcement bar, navbar) as on
 * every other page, with nothing of the form's backdrop above the navbar, and no stray line at the top.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paintedColours } from '../helpers/pixels.ts';
import { startReaderSite, type ReaderSite } from '../helpers/reader.ts';

let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function openSignIn(width: number, mode: 'light' | 'dark'): Promise<Page> {
  context = await site.browser.newContext({ viewport: { width, height: 800 }, colorScheme: mode });
  await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
  const page = await context.newPage();
  await page.goto(`${site.origin}/docs/overview`);
  await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
  return page;
}

/** What `elementFromPoint` finds across the band above the navbar (its left, middle and right, top to bottom). */
async function bandAboveNavbar(page: Page): Promise<{ height: number; found: string[] }> {
  return page.evaluate(() => {
    const height = document.querySelector('.navbar')!.getBoundingClientRect().top;
    const found: string[] = [];
    for (const y of [1, height / 2, height - 2].filter((y) => y > 0 && y < height)) {
      for (const x of [4, innerWidth / 2, innerWidth - 4]) {
        const element = document.elementFromPoint(x, y);
        found.push(element?.closest('.announcement-bar') ? 'announcement bar' : (element?.className ?? ''));
      }
    }
    return { height, found };
  });
}

describe('the sign-in screen', () => {
  it.each([
    [1280, 'light'],
    [390, 'dark'],
  ] as const)(
    'at %i px (%s) shows the announcement bar above the navbar, no empty band, no line at the top',
    async (width, mode) => {
      const page = await openSignIn(width, mode);
      const band = await bandAboveNavbar(page);
      expect(band.height).toBeGreaterThan(0);
      expect(new Set(band.found)).toEqual(new Set(['announcement bar']));
      expect(await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).isVisible()).toBe(
        true,
      );

      // The idle route progress bar and the hidden skip link paint nothing: the top rows are the bar's colour.
      expect(await page.locator('.route-progress').isVisible()).toBe(false);
      const barColour = await page
        .locator('.announcement-bar')
        .evaluate((bar) => getComputedStyle(bar).backgroundColor.replace(/[^\d,]/g, ''));
      expect(await paintedColours(page, { x: 0, y: 0, width: Math.min(width, 320), height: 4 })).toEqual([
        barColour,
      ]);
    },
  );

  it('lets the reader dismiss the bar: the navbar moves to the top, also after a reload', async () => {
    const page = await openSignIn(390, 'light');
    await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).click();
    expect(await bandAboveNavbar(page)).toEqual({ height: 0, found: [] });
    await page.reload();
    await page.locator('input[type=email]').waitFor({ timeout: 15_000 });
    expect(await bandAboveNavbar(page)).toEqual({ height: 0, found: [] });
  });
});
