import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  startFixtureReaderSite,
  type FixtureReaderSite,
  siteFetch,
  type ReaderSite,
} from '../helpers/reader.ts';
import { unclosedElements } from '../helpers/unclosed-elements.ts';

let fixture: FixtureReaderSite;
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  fixture = await startFixtureReaderSite('mdx-components');
  ({ site, context } = fixture);
});
afterAll(async () => fixture?.close());

/** Opens a page, recording the scripts it loads (by path) and the errors it throws. */
async function openRecording(url: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(page, url);
  return { page, scripts, errors };
}

describe("a site's MDX components in the browser", () => {
  it('hydrates an interactive component, which then works', async () => {
    const { page, scripts, errors } = await openRecording(`${site.origin}/docs/counter`);
    const counter = page.locator('button.counter');
    await expect.poll(() => scripts.some((path) => path.startsWith('/assets/islands/'))).toBe(true);
    // Clicked until hydration has attached the handler: before it, a click changes nothing.
    await expect
      .poll(async () => {
        await counter.click();
        return counter.textContent();
      })
      .toMatch(/^Clicked ([4-9]|\d\d) times$/);
    const count = Number(/\d+/.exec((await counter.textContent()) ?? '')?.[0]);
    await counter.click();
    await expect.poll(() => counter.textContent()).toBe(`Clicked ${count + 1} times`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates the component of a page reached by client navigation', async () => {
    const { page, errors } = await openRecording(`${site.origin}/docs/plain`);
    await page.locator('nav a[href="/docs/counter"]').first().click();
    const counter = page.locator('button.counter');
    await expect
      .poll(async () => {
        await counter.click();
        return counter.textContent();
      })
      .toMatch(/^Clicked ([4-9]|\d\d) times$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads no more JavaScript for a page of static components than for plain markdown', async () => {
    const plain = await openRecording(`${site.origin}/docs/plain`);
    const components = await openRecording(`${site.origin}/docs/components`);
    expect(await components.page.locator('.NavPath_navPath').textContent()).toBe('Review → Motion');
    // Once the browser is idle the client has done its first look at the content, islands included.
    for (const { page } of [plain, components])
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
    expect(components.scripts.sort()).toEqual(plain.scripts.sort());
    expect(components.scripts.some((path) => path.startsWith('/assets/islands/'))).toBe(false);
    expect(components.errors).toEqual([]);
    await plain.page.close();
    await components.page.close();
  });

  it("shows a post's excerpt cut after an interactive component as rendered, in a list page with every element closed", async () => {
    const list = await (await siteFetch(site, '/blog')).text();
    expect(list).toContain('The counter excerpt.');
    expect(list).not.toContain('The counter rest');
    expect(unclosedElements(list)).toEqual([]);
    const { page, scripts, errors } = await openRecording(`${site.origin}/blog`);
    await expect.poll(() => page.locator('button.counter').textContent()).toBe('Clicked 5 times');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
    // The island's bundle renders the whole post: the list never loads it.
    expect(scripts.some((path) => path.startsWith('/assets/islands/'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
