import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  openPage,
  siteFetch,
  siteReaderContext,
  readerPage,
  startReaderSite,
  waitForHeading,
  type ReaderSite,
} from '../helpers/reader.ts';

// Errors a reader can meet.
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

describe('a page that throws while rendering', () => {
  it('shows "This page crashed." titled "Page Error", and Try again renders it once it works', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    // The page's data as client navigation shows it (with its sidebar, from its own file; its content left
    // out), with breadcrumbs that cannot be read while the flag is set: the doc page throws while rendering.
    await page.evaluate(async () => {
      const html = await (await fetch('/docs/overview')).text();
      const embedded = new DOMParser().parseFromString(html, 'text/html').getElementById('__DOCGEN_PAGE__');
      const data: Record<string, unknown> = { ...JSON.parse(embedded!.textContent!), html: '' };
      data.sidebar = await (await fetch(data.sidebarUrl as string)).json();
      const state = window as Window & { __breakPage?: boolean };
      state.__breakPage = true;
      const crumbs = data.breadcrumbs;
      Object.defineProperty(data, 'breadcrumbs', {
        get: () => {
          if (state.__breakPage) throw new Error('Simulated failure while rendering the page');
          return crumbs;
        },
      });
      window.dispatchEvent(new CustomEvent('docgen:page-data', { detail: data }));
    });
    const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Simulated failure while rendering the page');
    await expect.poll(() => page.title()).toBe('Page Error');
    expect(await page.locator('.navbar').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor();
    await page.evaluate(() => ((window as Window & { __breakPage?: boolean }).__breakPage = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForHeading(page, 'ProcurePilot overview');
    expect(await page.getByText('This page crashed.').count()).toBe(0);
  });
});

describe('a doc whose sidebar file cannot be loaded', () => {
  it('still comes alive without its sidebar: the gate runs and the page shows', async () => {
    context = await siteReaderContext(site);
    // As when the session ends between the page and its sidebar file.
    await context.route(/\/_data\/sidebars\//, (route) =>
      route.fulfill({ status: 401, body: 'Unauthorized' }),
    );
    const { page, errors } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    await waitForHeading(page, 'ProcurePilot overview');
    expect(errors.some((e) => e.includes('The sidebar could not be loaded'))).toBe(true);
  });
});

describe('a part of the page that fails to load', () => {
  it('shows a spinner, then the error text with Retry, and the part after a successful Retry', async () => {
    context = await siteReaderContext(site);
    let failing = true;
    let spinnerSeen!: () => void;
    const seen = new Promise<void>((done) => (spinnerSeen = done));
    await context.route(/\/assets\/mermaid\.core-[^/]+\.js$/, async (route) => {
      if (!failing) return route.continue();
      // Fails only once the spinner has been seen.
      await seen;
      return route.abort('connectionreset');
    });
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/architecture`);
    const status = page.locator('.part-status');
    await page.locator('.part-status[role="status"]', { hasText: 'Loading diagram…' }).waitFor();
    spinnerSeen();
    const error = page.locator('.part-status[role="alert"]');
    await error.waitFor();
    expect((await error.textContent())!.length).toBeGreaterThan('Retry'.length);
    expect(await page.locator('pre.mermaid-diagram').textContent()).toContain('flowchart');

    failing = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await page.locator('pre.mermaid-diagram svg').waitFor();
    expect(await status.count()).toBe(0);
  });
});

describe('the base-URL banner', () => {
  const banner = 'This site did not load properly.';

  it('stays hidden on a page that loaded properly', async () => {
    context = await siteReaderContext(site);
    const { page } = await readerPage(context);
    await openPage(page, `${site.origin}/docs/overview`);
    expect(await page.getByText(banner).isVisible()).toBe(false);
  });

  it('shows when the site is served under another base path than it was built for', async () => {
    context = await siteReaderContext(site);
    const html = await (await siteFetch(site, `/docs/overview`)).text();
    await context.route(`${site.origin}/help/docs/overview`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
    const { page, errors } = await readerPage(context);
    await page.goto(`${site.origin}/help/docs/overview`, { waitUntil: 'networkidle' });
    const alert = page.getByRole('alert').filter({ hasText: banner });
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain(
      'built for /docs/overview but is served at /help/docs/overview',
    );
    expect(await alert.textContent()).toContain('set baseUrl in site.config.ts');
    expect(errors.some((e) => e.includes(banner))).toBe(true);
  });

  it('shows when the page cannot load the site’s scripts and styles', async () => {
    context = await siteReaderContext(site);
    await context.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const { page } = await readerPage(context);
    await page.goto(`${site.origin}/docs/overview`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('alert').filter({ hasText: banner }).isVisible()).toBe(true);
  });
});
