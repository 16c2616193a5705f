import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  siteReaderContext,
  readerPage,
  startReaderSite,
  waitForReader,
  type ReaderSite,
} from '../helpers/reader.ts';

let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

/** A signed-in reader's page, opened once it is hydrated and the gate has let the reader in. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  context = await siteReaderContext(site);
  const { page, errors } = await readerPage(context);
  await openPage(page, `${site.origin}${path}`);
  return { page, errors };
}

describe('a reader in Chromium', () => {
  it.each([
    ['/docs/features/assistant', '1.0.2'],
    ['/docs/1.0.1/features/offer-import', '1.0.1'],
    ['/docs/1.0.0/features/rule-checker', '1.0.0'],
  ])('loads %s (version %s) with its content, sidebar and TOC, without errors', async (path, version) => {
    const { page, errors } = await open(path);
    await expect(page.locator('article h1').first().textContent()).resolves.toBeTruthy();
    await expect(page.locator('nav[aria-label="Breadcrumbs"]').count()).resolves.toBe(1);
    expect(await page.locator('.markdown h2').count()).toBeGreaterThan(0);
    expect(await page.content()).toContain(version);
    expect(errors).toEqual([]);
  });

  it('hydrates: the colour toggle switches to dark mode and remembers it', async () => {
    const { page } = await open('/docs/overview');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await page
      .getByRole('button', { name: /Switch between dark and light mode/ })
      .first()
      .click();
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'load' });
    await waitForReader(page);
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
  });

  it('normalises x.html and x/index.html to the clean path', async () => {
    const { page } = await open('/docs/1.0.1/faq.html');
    expect(new URL(page.url()).pathname).toBe('/docs/1.0.1/faq');
    await page.goto(`${site.origin}/docs/1.0.1/faq/index.html`);
    expect(new URL(page.url()).pathname).toBe('/docs/1.0.1/faq');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    context = await siteReaderContext(site);
    const page = await context.newPage();
    const response = await page.goto(`${site.origin}/docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toContain('Page Not Found');
  });
});
