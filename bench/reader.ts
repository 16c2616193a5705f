/**
 * Reader benchmark: on the real site, built into a scratch directory and served by `docgen serve`, in
 * headless Debian Chromium:
 *  - JavaScript a first doc-page load transfers (every script, gzip-compressed as a server would send it), for a
 *    signed-in reader (the sign-in widget is lazy and not loaded) and for a signed-out one (it is);
 *  - click to new content for an in-page navigation whose page data was prefetched: from the trusted click
 *    event to the new heading in the DOM, and to the next frame after it.
 * `npm run bench -- --only reader`, or alone: `node --import tsx bench/reader.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/helpers/browser.ts';
import { answerAnalytics, openPage, readerContext } from '../tests/helpers/reader.ts';
import { startServe } from '../tests/helpers/serve.ts';
import { signInThroughApi } from '../tests/helpers/sign-in-api.ts';

type SignedInContext = (browser: Browser) => Promise<BrowserContext>;

async function signedOut(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await answerAnalytics(context);
  return context;
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT_DIR = join(ROOT, 'bench', '.sites', 'reader', 'build');
const DOC_PAGE = '/docs/overview';
const NAVIGATIONS = Number(process.env.BENCH_NAVIGATIONS ?? 20);

export type ReaderBenchRow = Record<string, unknown> & { bench: 'reader'; figure: string };

export async function benchReader(): Promise<ReaderBenchRow[]> {
  mkdirSync(join(OUT_DIR, '..'), { recursive: true });
  const built = spawnSync(
    process.execPath,
    [join(ROOT, 'bin', 'docgen.mjs'), 'build', '--out-dir', OUT_DIR],
    {
      cwd: ROOT,
      env: { ...process.env, CI: '1' },
      encoding: 'utf8',
    },
  );
  if (built.status !== 0) throw new Error(`docgen build failed:\n${built.stderr}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'docgen-bench-reader-'));
  const server = await startServe(['--dir', OUT_DIR], { DOCGEN_DATA_DIR: dataDir, SMTP_URL: '' });
  const session = await signInThroughApi(server.origin, 'procurepilot-docs');
  const signedIn = (browser: Browser) => readerContext(browser, { session, origin: server.origin });
  const browser = await launchChromium();
  try {
    return [
      await firstLoad(browser, server.origin, signedIn),
      await firstLoad(browser, server.origin, undefined),
      await clickToContent(browser, server.origin, signedIn),
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function firstLoad(
  browser: Browser,
  origin: string,
  signedIn: SignedInContext | undefined,
): Promise<ReaderBenchRow> {
  const context: BrowserContext = signedIn ? await signedIn(browser) : await signedOut(browser);
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; gzip: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) =>
          void scripts.set(new URL(response.url()).pathname, {
            raw: body.length,
            gzip: gzipSync(body).length,
          }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${DOC_PAGE}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await Promise.all(pending);
  await context.close();
  const files = [...scripts].sort((a, b) => b[1].gzip - a[1].gzip);
  const total = (key: 'raw' | 'gzip') => files.reduce((sum, [, size]) => sum + size[key], 0);
  return {
    bench: 'reader',
    figure: signedIn ? 'first-load JS, signed in' : 'first-load JS, signed out (widget loaded)',
    page: DOC_PAGE,
    scripts: files.length,
    js_gzip_kb: kb(total('gzip')),
    js_raw_kb: kb(total('raw')),
    largest: files
      .slice(0, 4)
      .map(([path, size]) => `${path.replace('/assets/', '')} ${kb(size.gzip)} KB`)
      .join(', '),
  };
}

async function clickToContent(
  browser: Browser,
  origin: string,
  signedIn: SignedInContext,
): Promise<ReaderBenchRow> {
  const context = await signedIn(browser);
  const page = await context.newPage();
  await openPage(page, `${origin}${DOC_PAGE}`);
  const targets = ['/docs/security', '/docs/overview'];
  // Visible sidebar links are prefetched; wait until both targets' data is in.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/docs/security')),
  );
  await page.waitForTimeout(300);
  const dom: number[] = [];
  const frame: number[] = [];
  for (let i = 0; i < NAVIGATIONS; i++) {
    const target = targets[i % 2]!;
    const heading = target === '/docs/security' ? 'Security' : 'ProcurePilot overview';
    const timing = await timeNavigation(page, target, heading);
    dom.push(timing.dom);
    frame.push(timing.frame);
  }
  await context.close();
  return {
    bench: 'reader',
    figure: 'click to content, prefetched',
    navigations: NAVIGATIONS,
    dom_median_ms: round(median(dom)),
    frame_median_ms: round(median(frame)),
    frame_p90_ms: round(percentile(frame, 0.9)),
  };
}

async function timeNavigation(
  page: Page,
  href: string,
  heading: string,
): Promise<{ dom: number; frame: number }> {
  type Timed = Window & { __timed?: Promise<{ dom: number; frame: number }> };
  await page.evaluate((text) => {
    (window as Timed).__timed = new Promise((resolve) => {
      let clickedAt = 0;
      addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('main h1')?.textContent !== text) return;
        observer.disconnect();
        const dom = performance.now() - clickedAt;
        requestAnimationFrame(() => setTimeout(() => resolve({ dom, frame: performance.now() - clickedAt })));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, heading);
  await page.locator(`.doc-sidebar a[href="${href}"]`).click();
  return page.evaluate(() => (window as Timed).__timed!);
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
function median(values: number[]): number {
  return percentile(values, 0.5);
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of await benchReader()) process.stdout.write(`${JSON.stringify(row)}\n`);
}
