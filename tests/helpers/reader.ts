import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { startServe } from './serve.ts';
import { signInThroughApi, type ReaderSession } from './sign-in-api.ts';
import { buildSiteAt, copyFixture, removeSite } from './sites.ts';

/**
 * A reader's browser for the runtime tests. On `docgen serve` the context carries a real reader's session
 * (signed in through the identity API, see `sign-in-api.ts`): the server gate lets it read and the client gate
 * finds its token. On `docgen dev`, which has no server gate, it starts with a stand-in token and the context
 * answers the identity API itself, so the pages show their content without the sign-in form.
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
  options: BrowserContextOptions & { orgId?: string; session?: ReaderSession; origin?: string } = {},
): Promise<BrowserContext> {
  const { orgId = SITE_ORG_ID, session, origin, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (session && origin) {
    await context.addCookies([{ ...session.cookie, url: origin, httpOnly: true, sameSite: 'Lax' }]);
    await storeToken(context, session.token);
    await answerAnalytics(context);
    return context;
  }
  await storeToken(context, readerToken(orgId));
  await context.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const result = path.endsWith('/token/validate') ? { valid: true } : {};
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result }) });
  });
  return context;
}

/**
 * Chromium never reports a keep-alive request as finished, so the SDK's analytics would keep Playwright's
 * "network idle" from ever coming; they are answered in the browser (the endpoint is tested in integration).
 */
export async function answerAnalytics(context: BrowserContext): Promise<void> {
  await context.route('**/api/actions/sdk', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":{}}' }),
  );
}

async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([key, token]) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      } catch {
        // Storage disabled by the test itself.
      }
    },
    [USER_TOKEN_KEY, token] as const,
  );
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
      // Log out, in any language: the Log in button is the primary one.
      document.querySelector('.navbar__sign-in button:not(.docgen-auth-button--primary)') !== null,
  );
}

export interface ReaderSite {
  origin: string;
  browser: Browser;
  /** A reader signed in on this server; pass it to `readerContext` with the origin. */
  session: ReaderSession;
  close(): Promise<void>;
}

/**
 * `docgen serve` on a build (the real site's `build/` by default; run `docgen build` first), with its own
 * identity data, a reader signed in on it, and Debian's Chromium.
 */
export async function startReaderSite(params: { dir?: string; orgId?: string } = {}): Promise<ReaderSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'docgen-reader-'));
  const server = await startServe(['--dir', params.dir ?? 'build'], {
    DOCGEN_DATA_DIR: dataDir,
    SMTP_URL: '',
  });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let session: ReaderSession;
  let browser: Browser;
  try {
    session = await signInThroughApi(server.origin, params.orgId ?? SITE_ORG_ID);
    browser = await launchChromium();
  } catch (error) {
    // A failed start must not leave a server running for the rest of the test run.
    await stop();
    throw error;
  }
  return {
    origin: server.origin,
    browser,
    session,
    close: async () => {
      await browser.close();
      await stop();
    },
  };
}

/** Fetches a path of a reader site with its reader's session, as the browser would. */
export function siteFetch(site: ReaderSite, path: string): Promise<Response> {
  const { name, value } = site.session.cookie;
  return fetch(`${site.origin}${path}`, { headers: { cookie: `${name}=${value}` } });
}

/** A signed-in reader's context on a reader site. */
export function siteReaderContext(
  site: ReaderSite,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return readerContext(site.browser, { ...options, session: site.session, origin: site.origin });
}

/** The client router's page-data requests (a page's HTML, fetched) a page makes from now on: their paths. */
export function recordPageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (isPageDataRequest(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A request of the client router for a page's data: the page's HTML, fetched by script. */
export function isPageDataRequest(request: Request): boolean {
  return request.resourceType() === 'fetch' && (request.headers().accept ?? '').includes('text/html');
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

/** A copy of a fixture site, built and served like `startReaderSite`, with a signed-in reader's context on it. */
export interface FixtureReaderSite {
  site: ReaderSite;
  context: BrowserContext;
  /** Stops the server and removes the copy. */
  close(): Promise<void>;
}

export async function startFixtureReaderSite(fixture: string): Promise<FixtureReaderSite> {
  const root = await copyFixture(fixture);
  const built = await buildSiteAt(root);
  if (built.code !== 0) throw new Error(`docgen build of ${fixture} failed:\n${built.stderr}`);
  const site = await startReaderSite({ dir: join(root, 'build'), orgId: 'fixture-org' });
  return {
    site,
    context: await siteReaderContext(site),
    close: async () => {
      await site.close();
      await removeSite(root);
    },
  };
}
