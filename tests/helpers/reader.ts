import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { startServe } from './serve.ts';

/**
 * A reader's browser for the runtime tests on the real (sign-in gated) site: the context starts signed in
 * with a stand-in token and answers the identity API itself (token valid, everything else empty), so the
 * pages show their content without the sign-in form. What the gate does with real tokens is tested elsewhere.
 */
const SITE_ORG_ID = 'procurepilot-docs';
const USER_TOKEN_KEY = '@slashid/USER_TOKEN';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A stand-in reader token for the organisation of the site under test (the real site's by default). */
function readerToken(orgId: string): string {
  return [
    base64url({ alg: 'none', typ: 'JWT' }),
    base64url({
      person_id: 'reader-1',
      oid: orgId,
      exp: 4_102_444_800,
      groups: [],
      authenticated_methods: ['email_link'],
    }),
    'signature',
  ].join('.');
}

export async function readerContext(
  browser: Browser,
  options: BrowserContextOptions & { orgId?: string } = {},
): Promise<BrowserContext> {
  const { orgId = SITE_ORG_ID, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(
    ([key, token]) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      } catch {
        // Storage disabled by the test itself.
      }
    },
    [USER_TOKEN_KEY, readerToken(orgId)] as const,
  );
  await context.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const result = path.endsWith('/token/validate') ? { valid: true } : {};
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result }) });
  });
  return context;
}

export interface ReaderPage {
  page: Page;
  /** Uncaught errors and console errors (hydration mismatches end up here). */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
}

/** A page that records errors and warnings; `goto` waits until the page is hydrated and the gate has let it in. */
export async function readerPage(context: BrowserContext): Promise<ReaderPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { page, errors, warnings };
}

/** Opens a path and waits until the content is readable (hydrated, gate open). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await waitForReader(page);
}

export async function waitForReader(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-docgen-gate-locked') &&
      document.querySelector('.navbar__sign-in button')?.textContent === 'Log out',
  );
}

export interface ReaderSite {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `docgen serve` on the real build in /work/main/build (run `docgen build` first) and Debian's Chromium. */
export async function startReaderSite(): Promise<ReaderSite> {
  const server = await startServe(['--dir', 'build']);
  const browser = await launchChromium();
  return {
    origin: server.origin,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Page-data requests (`/_data/…` paths) a page makes from now on. */
export function recordPageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/_data/')) paths.push(path);
  });
  return paths;
}

/**
 * Follows a link the page did not have before, placed off screen so nothing prefetched it: the router gets a
 * plain left click on it.
 */
export async function followFreshLink(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'fresh link';
    link.style.position = 'absolute';
    link.style.top = '-1000px';
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

/** Marks the window; the mark survives in-page navigations and is lost on a page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Window & { __readerMark?: boolean }).__readerMark = true));
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { __readerMark?: boolean }).__readerMark === true);
}

export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.querySelector('main h1:not(.sid-title)')?.textContent?.trim() === t,
    text,
  );
}
