import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  markWindow,
  openPage,
  readerPage,
  siteReaderContext,
  startReaderSite,
  waitForHeading,
  windowIsMarked,
  type ReaderSite,
} from '../helpers/reader.ts';

// The search dialog on the real build, served by `docgen serve` to a signed-in reader.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function open(path: string, mode: 'light' | 'dark' = 'light') {
  context = await siteReaderContext(site, { bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
  const reader = await readerPage(context);
  await openPage(reader.page, `${site.origin}${path}`);
  return reader;
}

const options = (page: Page) => page.locator('.search-dialog [role="option"]');

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Element): Promise<{ violations: { id: string }[] }> } })
      .axe;
    const result = await axe.run(document.querySelector('.search-dialog')!);
    return result.violations.map((v) => v.id);
  });
}

describe('the search dialog', () => {
  it('opens with Ctrl+K, shows marked hits as the reader types, and Enter goes to the section in place', async () => {
    const { page, errors } = await open('/docs/architecture');
    await markWindow(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('retrieval over');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const first = options(page).first();
    expect(await first.getAttribute('href')).toBe('/docs/ai#retrieval-over-your-own-data');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await first.locator('mark').first().textContent()).toMatch(/^retriev/i);
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'AI in ProcurePilot');
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(
      '/docs/ai#retrieval-over-your-own-data',
    );
    expect(await windowIsMarked(page)).toBe(true);
    await expect.poll(() => page.locator('.search-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens with /, closes with Escape, remembers the search, and says when nothing matches', async () => {
    const { page } = await open('/docs/architecture');
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('retrieval');
    await options(page).first().waitFor();
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'AI in ProcurePilot');
    await page.keyboard.press('/');
    await page.getByRole('button', { name: 'retrieval' }).waitFor();
    await input.fill('qqqxxzzyy');
    await page.getByText('No results for “qqqxxzzyy”.').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.search-dialog').count()).toBe(0);
  });

  it.each(['light', 'dark'] as const)('has no axe violation with hits shown in %s mode', async (mode) => {
    const { page } = await open('/docs/architecture', mode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('retrieval');
    await options(page).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
