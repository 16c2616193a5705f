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

// Diagrams and image zoom.
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function open(path: string, width = 1280) {
  context = await siteReaderContext(site, { viewport: { width, height: 800 } });
  const reader = await readerPage(context);
  const scripts: string[] = [];
  reader.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openPage(reader.page, `${site.origin}${path}`);
  return { ...reader, scripts };
}

const toggle = (page: Page) => page.locator('.navbar__items .color-mode-toggle').click();
const diagram = (page: Page) => page.locator('main .markdown pre.mermaid-diagram').first();
const diagramTheme = (page: Page) => diagram(page).getAttribute('data-mermaid-theme');

describe('mermaid diagrams', () => {
  it('are drawn with the default theme in light mode and drawn again dark when the mode changes', async () => {
    const { page, errors } = await open('/docs/architecture');
    await page.locator('main .markdown pre.mermaid-diagram[data-mermaid="done"] svg').waitFor();
    expect(await diagramTheme(page)).toBe('default');
    const light = await diagram(page).innerHTML();

    await toggle(page);
    await page.waitForFunction(
      () => document.querySelector('pre.mermaid-diagram')?.getAttribute('data-mermaid-theme') === 'dark',
    );
    const dark = await diagram(page).innerHTML();
    expect(dark).not.toBe(light);
    expect(await page.locator('main .markdown pre.mermaid-diagram svg').count()).toBe(1);

    await toggle(page);
    await page.waitForFunction(
      () => document.querySelector('pre.mermaid-diagram')?.getAttribute('data-mermaid-theme') === 'default',
    );
    expect(errors).toEqual([]);
  });

  it('are loaded only on pages that have one, also after an in-page navigation', async () => {
    const { page, scripts } = await open('/docs/overview');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s.includes('mermaid'))).toEqual([]);
    await page.locator('.doc-sidebar a[href="/docs/architecture"]').click();
    await waitForHeading(page, 'Architecture');
    await page.locator('main .markdown pre.mermaid-diagram[data-mermaid="done"] svg').waitFor();
    expect(scripts.some((s) => /mermaid\.core-/.test(s))).toBe(true);
  });
});

describe('mermaid diagrams at their own size', () => {
  it.each([1280, 390])(
    'keep labels readable at %i px and scroll sideways when wider than the column',
    async (width) => {
      const { page } = await open('/docs/architecture', width);
      await page.locator('main .markdown pre.mermaid-diagram[data-mermaid="done"] svg').waitFor();
      const shown = await diagram(page).evaluate((pre) => {
        const svg = pre.querySelector('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const labels = [...svg.querySelectorAll('.nodeLabel')].map(
          (label) => parseFloat(getComputedStyle(label).fontSize) * scale,
        );
        const wider = pre.scrollWidth > pre.clientWidth;
        pre.scrollLeft = pre.scrollWidth;
        return { labels, smallest: Math.min(...labels), wider, scrolled: pre.scrollLeft > 0 };
      });
      expect(shown.labels.length).toBeGreaterThan(0);
      expect(shown.smallest).toBeGreaterThanOrEqual(11);
      // The architecture diagram is wider than the content column at both widths.
      expect(shown).toMatchObject({ wider: true, scrolled: true });
      // Both edges can be scrolled into view: nothing is cut off on either side.
      const edges = await diagram(page).evaluate((pre) => {
        const svg = pre.querySelector('svg')!;
        const edge = (side: 'left' | 'right') =>
          Math.round(svg.getBoundingClientRect()[side] - pre.getBoundingClientRect()[side]);
        pre.scrollLeft = 0;
        const left = edge('left');
        pre.scrollLeft = pre.scrollWidth;
        return { left, right: edge('right') };
      });
      expect(edges.left).toBeGreaterThanOrEqual(0);
      expect(edges.right).toBeLessThanOrEqual(0);
    },
  );
});

describe('image zoom', () => {
  const image = (page: Page) => page.locator('main .markdown img').first();
  const zoomable = (page: Page) => image(page).evaluate((img) => img.classList.contains('medium-zoom-image'));

  it('is set up about 1000 ms after load on content images only, with margin 24 and a near-white overlay', async () => {
    const { page } = await open('/docs/features/document-workflow');
    const loadedAt = await page.evaluate(() => performance.now());
    if (loadedAt < 800) expect(await zoomable(page)).toBe(false);
    await page.waitForFunction(() =>
      document.querySelector('main .markdown img')?.classList.contains('medium-zoom-image'),
    );
    expect(await page.evaluate(() => performance.now())).toBeGreaterThan(900);
    expect(await page.locator('.navbar__logo.medium-zoom-image').count()).toBe(0);

    await image(page).click();
    const overlay = page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    expect(await overlay.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgba(255, 255, 255, 0.9)',
    );
    await page.waitForTimeout(400);
    const box = await page.locator('.medium-zoom-image--opened').evaluate((img) => {
      const r = img.getBoundingClientRect();
      return { left: r.left, top: r.top, right: innerWidth - r.right, bottom: innerHeight - r.bottom };
    });
    expect(Math.min(box.left, box.right, box.top, box.bottom)).toBeGreaterThanOrEqual(23);
    expect(Math.min(Math.abs(box.left - 24), Math.abs(box.top - 24))).toBeLessThan(2);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });

  it('uses the dark overlay in dark mode', async () => {
    const { page } = await open('/docs/features/document-workflow');
    await toggle(page);
    await page.waitForFunction(() =>
      document.querySelector('main .markdown img')?.classList.contains('medium-zoom-image'),
    );
    await image(page).click();
    const overlay = page.locator('.medium-zoom-overlay');
    await overlay.waitFor();
    expect(await overlay.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgba(21, 23, 28, 0.9)');
  });

  it('is set up again after an in-page navigation, and left alone by a hash change', async () => {
    const { page } = await open('/docs/overview');
    await page.locator('.doc-sidebar button.menu__caret').click();
    await page.locator('.doc-sidebar a[href="/docs/features/document-workflow"]').click();
    await waitForHeading(page, 'Document workflow');
    const shownAt = Date.now();
    expect(await zoomable(page)).toBe(false);
    await page.waitForFunction(() =>
      document.querySelector('main .markdown img')?.classList.contains('medium-zoom-image'),
    );
    expect(Date.now() - shownAt).toBeGreaterThan(800);

    await image(page).evaluate((img) => {
      (window as Window & { __zoomClassChanges?: number }).__zoomClassChanges = 0;
      new MutationObserver(
        () => (window as Window & { __zoomClassChanges?: number }).__zoomClassChanges!++,
      ).observe(img, {
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await page.locator('.toc a[href="#configuration"]').click();
    await page.waitForTimeout(1300);
    expect(
      await page.evaluate(() => (window as Window & { __zoomClassChanges?: number }).__zoomClassChanges),
    ).toBe(0);
    expect(await zoomable(page)).toBe(true);
  });
});
