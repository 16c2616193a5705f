import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  followFreshLink,
  markWindow,
  openPage,
  siteFetch,
  siteReaderContext,
  isPageDataRequest,
  readerPage,
  recordPageDataRequests,
  startReaderSite,
  waitForHeading,
  windowIsMarked,
  type ReaderSite,
} from '../helpers/reader.ts';

// In-page navigation on the real build.
let site: ReaderSite;
let context: BrowserContext;

beforeAll(async () => {
  site = await startReaderSite();
});
afterAll(async () => site?.close());
afterEach(async () => context?.close());

async function open(path: string, init?: (page: Page) => Promise<void>) {
  context = await siteReaderContext(site);
  const reader = await readerPage(context);
  const requests = recordPageDataRequests(reader.page);
  const documents: string[] = [];
  reader.page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await init?.(reader.page);
  await openPage(reader.page, `${site.origin}${path}`);
  return { ...reader, requests, documents };
}

/** Records every class the progress bar gets, from now on. */
async function watchProgressBar(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const bar = document.querySelector('.route-progress')!;
    const seen: string[] = [];
    (window as Window & { __progress?: string[] }).__progress = seen;
    new MutationObserver(() => seen.push(bar.className)).observe(bar, {
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => (window as Window & { __progress?: string[] }).__progress ?? []);
}

/** The milliseconds from the next click to the page titled `heading` being shown, once it is. */
async function watchChangeTime(page: Page, heading: string): Promise<() => Promise<number | undefined>> {
  await page.evaluate((text) => {
    const shown = window as Window & { __changeMs?: number };
    let clickedAt: number | undefined;
    document.addEventListener('click', () => (clickedAt ??= performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      if (clickedAt === undefined) return;
      if (document.querySelector('main h1:not(.sid-title)')?.textContent?.trim() !== text) return;
      shown.__changeMs = performance.now() - clickedAt;
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, heading);
  return () => page.evaluate(() => (window as Window & { __changeMs?: number }).__changeMs);
}

const sidebarLink = (page: Page, href: string) => page.locator(`.doc-sidebar a[href="${href}"]`);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const waitForScrollY = (page: Page, y: number) =>
  page.waitForFunction((target) => Math.round(window.scrollY) === target, y);
/** The page-data request of a route, as it goes out. */
const dataRequest = (page: Page, route: string) =>
  page.waitForRequest((request) => isPageDataRequest(request) && new URL(request.url()).pathname === route);
/**
 * Two frames: event handlers and intersection observers have run, and any request they made has been reported
 * (the browser reports events in order, before this evaluation's answer). What a check of "nothing was
 * requested" waits for, instead of a clock.
 */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

describe('in-page navigation', () => {
  it('follows a sidebar link without a page load: address, title and content change, the window stays', async () => {
    const { page, documents, errors } = await open('/docs/overview');
    await markWindow(page);
    await sidebarLink(page, '/docs/architecture').click();
    await waitForHeading(page, 'Architecture');
    expect(await windowIsMarked(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/docs/architecture');
    expect(await page.title()).toBe('Architecture | ProcurePilot Customer Documentation');
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toBe('Architecture');
    expect(documents).toEqual(['/docs/overview']);
    expect(errors).toEqual([]);
  });

  it('fetches the sidebar file once, as the page loads, and shows it on the pages reached in-page', async () => {
    const sidebarFiles: string[] = [];
    const { page, errors } = await open('/docs/overview', async (opening) => {
      opening.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/_data/sidebars/')) sidebarFiles.push(path);
      });
    });
    const data = JSON.parse((await page.locator('#__DOCGEN_PAGE__').textContent()) ?? '{}') as {
      sidebarUrl?: string;
    };
    expect(data).not.toHaveProperty('sidebar');
    await sidebarLink(page, '/docs/architecture').click();
    await waitForHeading(page, 'Architecture');
    await sidebarLink(page, '/docs/security').click();
    await waitForHeading(page, 'Security');
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').textContent()).toBe('Security');
    // The shell's preload is the client's fetch: one request for the file the page names, however many pages
    // show it.
    expect(sidebarFiles.filter((path) => path === data.sidebarUrl)).toEqual([data.sidebarUrl]);
    expect(errors).toEqual([]);
  });

  it('sends VirtualPageLoaded_v1 for each page shown in-page, and none for the page loaded', async () => {
    const events: string[] = [];
    const { page } = await open('/docs/overview', async (opening) => {
      opening.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/actions/sdk') return;
        const body = request.postDataJSON() as { event_data: { event_name: string } };
        events.push(body.event_data.event_name);
      });
    });
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(events).not.toContain('VirtualPageLoaded_v1');
    await sidebarLink(page, '/docs/architecture').click();
    await waitForHeading(page, 'Architecture');
    await page.goBack();
    await waitForHeading(page, 'ProcurePilot overview');
    await expect
      .poll(() => events.filter((name) => name === 'VirtualPageLoaded_v1'))
      .toEqual(['VirtualPageLoaded_v1', 'VirtualPageLoaded_v1']);
  });

  // On a busy machine the change itself may take 200 ms, and then the bar is right to show: such a run proves
  // nothing of a fast change, and is run again.
  it('shows no progress bar for a route change under 200 ms', { retry: 3 }, async () => {
    const { page, documents } = await open('/docs/overview');
    // The prefetches of the links in view go first; measured behind them, the change would not be a fast one.
    await page.waitForLoadState('networkidle');
    const progress = await watchProgressBar(page);
    const changeMs = await watchChangeTime(page, 'Assistant');
    // A page of the same sidebar (its file is here already) in a category the page shows closed (not prefetched).
    await followFreshLink(page, '/docs/features/assistant');
    await waitForHeading(page, 'Assistant');
    // A bar would appear 200 ms after the click: proving it does not takes letting that time pass (no event
    // marks a bar that never comes), so this is the one wait on the clock.
    await page.waitForTimeout(400);
    expect(documents).toEqual(['/docs/overview']);
    const took = await changeMs();
    if (took === undefined || took >= 180)
      throw new Error(`The change took ${took} ms: too slow to prove a fast one.`);
    expect(await progress()).toEqual([]);
  });

  it('shows the progress bar when the page data takes 500 ms, completes it on arrival, then removes it', async () => {
    const { page } = await open('/docs/overview', async (p) => {
      await p.route('**/docs/1.0.0/faq', async (route) => {
        // The page's data answers 500 ms late: the slow network the bar is for.
        if (isPageDataRequest(route.request())) await new Promise((done) => setTimeout(done, 500));
        await route.continue();
      });
    });
    const progress = await watchProgressBar(page);
    const started = Date.now();
    await followFreshLink(page, '/docs/1.0.0/faq');
    await page.waitForFunction(() =>
      document.querySelector('.route-progress')?.classList.contains('is-loading'),
    );
    const shownAfter = Date.now() - started;
    expect(await page.locator('main h1').textContent()).toBe('ProcurePilot overview');
    await waitForHeading(page, 'Frequently asked questions');
    await page.waitForFunction(
      () => document.querySelector('.route-progress')?.className === 'route-progress',
    );
    expect(shownAfter).toBeGreaterThanOrEqual(180);
    expect(await progress()).toEqual([
      'route-progress is-loading',
      'route-progress is-done',
      'route-progress',
    ]);
  });

  it('follows a link to a page of another kind in-page, loading the view of that kind on the way', async () => {
    const scripts: string[] = [];
    const { page, documents, errors } = await open('/docs/overview', async (p) => {
      p.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
    });
    const otherViews = () => scripts.filter((path) => path.includes('/other-page-views-'));
    expect(otherViews()).toEqual([]);
    await markWindow(page);
    await followFreshLink(page, '/markdown-page');
    await waitForHeading(page, 'About this documentation');
    expect(otherViews()).toHaveLength(1);
    expect(await windowIsMarked(page)).toBe(true);
    expect(documents).toEqual(['/docs/overview']);
    expect(errors).toEqual([]);
  });

  it('follows a redirect page (/docs) to its target', async () => {
    const { page, documents } = await open('/blog');
    await followFreshLink(page, '/docs');
    await waitForHeading(page, 'ProcurePilot overview');
    expect(new URL(page.url()).pathname).toBe('/docs/overview');
    expect(documents).toEqual(['/blog']);
  });
});

describe('scrolling', () => {
  it('scrolls a new page to the top, and to the anchor of a link with a hash', async () => {
    const { page } = await open('/docs/faq');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.locator('main .markdown a[href="/docs/architecture#integration-interfaces-by-erp"]').click();
    await waitForHeading(page, 'Architecture');
    expect(new URL(page.url()).hash).toBe('#integration-interfaces-by-erp');
    const top = await page.evaluate(
      () => document.getElementById('integration-interfaces-by-erp')!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);

    await page.evaluate(() => window.scrollTo(0, 700));
    await sidebarLink(page, '/docs/security').click();
    await waitForHeading(page, 'Security');
    expect(await scrollY(page)).toBe(0);
  });

  it('leaves a hash link on the same page to the browser: no fetch, the heading scrolled into view', async () => {
    const { page, requests } = await open('/docs/faq');
    await markWindow(page);
    await page.evaluate(() => document.querySelector('main .markdown')!.setAttribute('data-seen', ''));
    await page.locator('.toc a[href="#integration"]').click();
    await page.waitForFunction(() => location.hash === '#integration');
    await settle(page);
    expect(requests.filter((path) => path.endsWith('/docs/faq.json'))).toEqual([]);
    expect(await page.locator('main .markdown[data-seen]').count()).toBe(1);
    expect(await windowIsMarked(page)).toBe(true);
    const top = await page.evaluate(
      () => document.getElementById('integration')!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(100);
  });

  it('back and forward show the pages again without a load, each at the position it was left', async () => {
    const { page, documents } = await open('/docs/faq');
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await waitForScrollY(page, 800);
    await sidebarLink(page, '/docs/deployment').click();
    await waitForHeading(page, 'Deployment');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await waitForScrollY(page, 300);

    await page.goBack();
    await waitForHeading(page, 'Frequently asked questions');
    expect(await scrollY(page)).toBe(800);
    await page.goForward();
    await waitForHeading(page, 'Deployment');
    expect(await scrollY(page)).toBe(300);
    expect(await windowIsMarked(page)).toBe(true);
    expect(documents).toEqual(['/docs/faq']);
  });
  it('a reload keeps the position of a page reached in-page', async () => {
    const { page } = await open('/docs/overview');
    await sidebarLink(page, '/docs/faq').click();
    await waitForHeading(page, 'Frequently asked questions');
    await page.evaluate(() => window.scrollTo(0, 1200));
    // The position is written into the history entry shortly after scrolling stops; a reload reads it there.
    await page.waitForFunction(
      () => (history.state as { __docgenScroll?: { y: number } } | null)?.__docgenScroll?.y === 1200,
    );
    await page.reload();
    await page.waitForFunction(() => Math.round(window.scrollY) === 1200);
  });
});

describe('page data loading', () => {
  it('prefetches the data of links as they scroll into view', async () => {
    const { page, requests } = await open('/docs/faq');
    await page.waitForLoadState('networkidle');
    const below = await page.evaluate((seen) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main .markdown a[href^="/docs/"]')];
      const target = links.find((a) => {
        return (
          a.getBoundingClientRect().top > window.innerHeight + 200 && !seen.includes(new URL(a.href).pathname)
        );
      });
      return target?.getAttribute('href');
    }, requests);
    expect(below).toBeTruthy();
    const data = new URL(below!, site.origin).pathname;
    await Promise.all([
      dataRequest(page, data),
      page.evaluate(
        (href) => document.querySelector(`main .markdown a[href="${href}"]`)!.scrollIntoView(),
        below!,
      ),
    ]);
    expect(requests).toContain(data);
  });

  it('preloads on hover and on touch', async () => {
    const { page, requests } = await open('/docs/overview', async (p) => {
      // Without visibility prefetching, only hover and touch can load anything.
      await p.addInitScript(() => {
        (window as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
      });
    });
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await Promise.all([dataRequest(page, '/docs/security'), sidebarLink(page, '/docs/security').hover()]);
    expect(requests).toEqual(['/docs/security']);
    await Promise.all([
      dataRequest(page, '/docs/faq'),
      sidebarLink(page, '/docs/faq').dispatchEvent('touchstart'),
    ]);
    expect(requests).toEqual(['/docs/security', '/docs/faq']);
    await sidebarLink(page, '/docs/security').click();
    await waitForHeading(page, 'Security');
    expect(requests).toEqual(['/docs/security', '/docs/faq']);
  });

  it.each([
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
    ['save-data', { effectiveType: '4g', saveData: true }],
  ])('neither preloads nor prefetches with %s, yet follows links in-page', async (_, connection) => {
    const { page, requests } = await open('/docs/overview', async (p) => {
      await p.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
    });
    await markWindow(page);
    await page.waitForLoadState('networkidle');
    await sidebarLink(page, '/docs/security').hover();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    expect(requests).toEqual([]);
    await sidebarLink(page, '/docs/security').click();
    await waitForHeading(page, 'Security');
    expect(requests).toEqual(['/docs/security']);
    expect(await windowIsMarked(page)).toBe(true);
  });

  it('loads the page itself when its data cannot be loaded', async () => {
    const { page, documents } = await open('/docs/overview', async (p) => {
      await p.route('**/docs/security', (route) =>
        isPageDataRequest(route.request()) ? route.abort() : route.continue(),
      );
    });
    await markWindow(page);
    await sidebarLink(page, '/docs/security').click();
    await page.waitForURL(`${site.origin}/docs/security`);
    await waitForHeading(page, 'Security');
    expect(await windowIsMarked(page)).toBe(false);
    expect(documents).toEqual(['/docs/overview', '/docs/security']);
  });

  it('normalises x.html and x/index.html to the clean path where the host serves them as they are', async () => {
    context = await siteReaderContext(site);
    const html = await (await siteFetch(site, `/docs/1.0.1/faq`)).text();
    await context.route(/\/docs\/1\.0\.1\/faq(\.html|\/index\.html)$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
    const { page, errors } = await readerPage(context);
    for (const path of ['/docs/1.0.1/faq.html', '/docs/1.0.1/faq/index.html']) {
      await openPage(page, `${site.origin}${path}`);
      expect(new URL(page.url()).pathname).toBe('/docs/1.0.1/faq');
      expect(await page.locator('.base-url-issue.is-visible').count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});
