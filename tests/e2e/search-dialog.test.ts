import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
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

async function open(
  path: string,
  mode: 'light' | 'dark' = 'light',
  options: BrowserContextOptions = {},
  beforeLoad: (page: Page) => void = () => {},
) {
  context = await siteReaderContext(site, { bypassCSP: true, ...options });
  await context.addInitScript((value) => localStorage.setItem('theme', value), mode);
  const reader = await readerPage(context);
  beforeLoad(reader.page);
  await openPage(reader.page, `${site.origin}${path}`);
  return reader;
}

/** The reader lands on the section: the URL names its heading, which is at the top of the window. */
async function expectAtSection(page: Page, path: string, anchor: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${path}#${anchor}`);
  const heading = page.locator(`[id="${anchor}"]`);
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(200);
  expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(0);
}

/** Something only the dialog's code holds. */
const DIALOG_MARK = 'search-dialog__hits';
const builtFile = (path: string) => readFileSync(join('build', path));

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
    await expectAtSection(page, '/docs/ai', 'retrieval-over-your-own-data');
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

  it('opens from the mobile menu on a phone, and a tapped result lands on its section', async () => {
    const { page, errors } = await open('/docs/architecture', 'light', {
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('#navbar-mobile-menu').getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(
      await page.locator('#navbar-mobile-menu').evaluate((menu) => menu.classList.contains('is-open')),
    ).toBe(false);
    await input.pressSequentially('retrieval over');
    const hit = page.locator('.search-dialog a[href="/docs/ai#retrieval-over-your-own-data"]');
    await hit.tap();
    await waitForHeading(page, 'AI in ProcurePilot');
    await expectAtSection(page, '/docs/ai', 'retrieval-over-your-own-data');
    await expect.poll(() => page.locator('.search-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('loads its code only when it first opens: nothing on the first load, one chunk under 15 KB gzipped', async () => {
    const scripts: string[] = [];
    const { page } = await open('/docs/architecture', 'light', {}, (page) =>
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      }),
    );
    const firstLoad = [...scripts];
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((path) => builtFile(path).includes(DIALOG_MARK))).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    const dialogChunks = scripts
      .slice(firstLoad.length)
      .filter((path) => builtFile(path).includes(DIALOG_MARK));
    expect(dialogChunks).toHaveLength(1);
    expect(gzipSync(builtFile(dialogChunks[0]!)).length).toBeLessThan(15_000);
  });

  it.each(['light', 'dark'] as const)('has no axe violation with hits shown in %s mode', async (mode) => {
    const { page } = await open('/docs/architecture', mode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('retrieval');
    await options(page).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
