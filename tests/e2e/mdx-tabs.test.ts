import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  startFixtureReaderSite,
  type FixtureReaderSite,
  type ReaderSite,
} from '../helpers/reader.ts';

let fixture: FixtureReaderSite;
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  fixture = await startFixtureReaderSite('mdx');
  ({ site, context } = fixture);
});
afterAll(async () => fixture?.close());

/** The selected tab's label of each tab set on the page, in order. */
function selectedTabs(page: Page): Promise<string[]> {
  return page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allTextContents();
}

function visiblePanels(page: Page): Promise<string[]> {
  return page.locator('[role="tabpanel"]:not([hidden])').allTextContents();
}

describe('MDX tabs in the browser', () => {
  it('switch by click and arrow keys, stay in sync across a group, and are remembered and linkable', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openPage(page, `${site.origin}/docs/install`);
    const first = page.getByRole('tablist').first();
    expect(await selectedTabs(page)).toEqual(['Linux', 'Linux']);

    await first.getByRole('tab', { name: 'macOS' }).click();
    expect(await selectedTabs(page)).toEqual(['macOS', 'macOS']);
    expect((await visiblePanels(page))[1]).toContain('on macOS');
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');

    await page.keyboard.press('ArrowRight');
    expect(await selectedTabs(page)).toEqual(['Windows', 'Windows']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Windows');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTabs(page)).toEqual(['Linux', 'Linux']);
    await page.keyboard.press('End');
    expect(await selectedTabs(page)).toEqual(['Windows', 'Windows']);

    // Remembered on a new visit without the query; a query string wins over what was remembered.
    await openPage(page, `${site.origin}/docs/install`);
    await page.waitForFunction(() => document.querySelector('[data-tabs-restored]'));
    expect(await selectedTabs(page)).toEqual(['Windows', 'Windows']);
    await openPage(page, `${site.origin}/docs/install?os=mac`);
    await page.waitForFunction(() => document.querySelector('[data-tabs-restored]'));
    expect(await selectedTabs(page)).toEqual(['macOS', 'macOS']);
    expect(await page.locator('[role="tabpanel"]:not([hidden])').first().textContent()).toContain(
      'brew install fixture',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
