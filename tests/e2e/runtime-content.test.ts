import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// Diagrams and image zoom. Screenshots of the diagram views are left in the system's temporary folder.
const SCREENSHOTS = join(tmpdir(), 'docgen-e2e-screenshots');
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

describe('a mermaid diagram wider than the column', () => {
  const drawn = (page: Page) =>
    page.locator('main .markdown pre.mermaid-diagram[data-mermaid="done"] svg').waitFor();
  const view = (page: Page) => page.locator('dialog.diagram-view[open]');

  it.each([1280, 390])('fits the column at %i px, and opens at full size on click', async (width) => {
    const { page, errors } = await open('/docs/architecture', width);
    await drawn(page);
    const inPage = await diagram(page).evaluate((pre) => {
      const svg = pre.querySelector('svg')!;
      const column = pre.closest('.markdown')!.getBoundingClientRect();
      const box = svg.getBoundingClientRect();
      return {
        laidOut: svg.viewBox.baseVal.width,
        left: box.left - column.left,
        right: column.right - box.right,
        overflows: pre.scrollWidth > pre.clientWidth,
        pageOverflows: document.documentElement.scrollWidth > innerWidth,
      };
    });
    // The architecture diagram is laid out wider than the column at both widths.
    expect(inPage.laidOut).toBeGreaterThan(width);
    expect(inPage.left).toBeGreaterThanOrEqual(0);
    expect(inPage.right).toBeGreaterThanOrEqual(0);
    expect(inPage).toMatchObject({ overflows: false, pageOverflows: false });
    await page.screenshot({ path: `${SCREENSHOTS}/diagram-in-column-${width}.png` });

    await diagram(page).click();
    await view(page).waitFor();
    const full = await view(page).evaluate((dialog) => {
      const svg = dialog.querySelector('svg')!;
      const scroller = dialog.querySelector<HTMLElement>('.diagram-view__scroller')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const labels = [...svg.querySelectorAll('.nodeLabel')].map(
        (label) => parseFloat(getComputedStyle(label).fontSize) * scale,
      );
      const edge = (side: 'left' | 'right') =>
        Math.round(svg.getBoundingClientRect()[side] - scroller.getBoundingClientRect()[side]);
      const left = edge('left');
      scroller.scrollLeft = scroller.scrollWidth;
      return {
        scale,
        smallestLabel: Math.min(...labels),
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        left,
        right: edge('right'),
        ids: document.querySelectorAll(`[id="${svg.id}"]`).length,
      };
    });
    expect(full.scale).toBeCloseTo(1, 2);
    expect(full.smallestLabel).toBeGreaterThanOrEqual(11);
    // Larger than the screen: it scrolls, and both edges can be scrolled into view.
    expect(full).toMatchObject({ scrolls: true, ids: 1 });
    expect(full.left).toBeGreaterThanOrEqual(0);
    expect(full.right).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/diagram-full-size-${width}.png` });

    await page.keyboard.press('Escape');
    await view(page).waitFor({ state: 'detached' });
    // Focus is back on the diagram's button, where the keyboard opens it again.
    await page.waitForFunction(() => document.activeElement?.matches('pre.mermaid-diagram > button'));
    expect(errors).toEqual([]);
  });

  it('opens from the keyboard, and in dark mode shows the dark diagram on the dark background', async () => {
    const { page, errors } = await open('/docs/architecture');
    await drawn(page);
    await toggle(page);
    await page.waitForFunction(
      () => document.querySelector('pre.mermaid-diagram')?.getAttribute('data-mermaid-theme') === 'dark',
    );
    await diagram(page).getByRole('button', { name: 'Full size' }).focus();
    await page.keyboard.press('Enter');
    await view(page).waitFor();
    const colours = await view(page).evaluate((dialog) => ({
      view: getComputedStyle(dialog).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
      theme: dialog.querySelector('svg')!.innerHTML.includes('#404040'),
    }));
    expect(colours.view).toBe(colours.page);
    expect(colours.view).toBe('rgb(21, 23, 28)');
    // The dark theme's edge-label background: drawn dark, not copied from the light drawing.
    expect(colours.theme).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/diagram-full-size-dark.png` });
    await view(page).locator('.diagram-view__close').click();
    await view(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
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
    // Taken once the heading was seen, `shownAt` is late by the test's own round trips on a busy machine.
    expect(Date.now() - shownAt).toBeGreaterThan(600);

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
