/**
 * Pagefind, the static search most docs sites use, on the same sections as docgen's index: each page written
 * as HTML (its title, then one `<h2 id>` per section, each with its text and code), indexed by Pagefind's own
 * binary (npm `pagefind`), and searched with its browser bundle in Debian's Chromium, as a reader's browser
 * would. A hit is one of a result's sub-results (a heading it found): the pages in Pagefind's order, each
 * page's sub-results by their number of matches, as Pagefind's UI picks the ones it shows.
 */
import { escapeUTF8 as escapeHTML } from 'entities';
import * as pagefind from 'pagefind';
import { launchChromium } from '../tests/helpers/browser.ts';
import type { BenchSection } from './corpus-sections.ts';

/** Where the browser finds the bundle: every request to it is answered from memory. */
const ORIGIN = 'http://pagefind.bench';

export interface RankedHit {
  route: string;
  anchor: string;
}

/** The first `limit` hits of each query. */
export async function pagefindRankings(
  sections: BenchSection[],
  queries: string[],
  limit: number,
): Promise<RankedHit[][]> {
  const files = await pagefindBundle(sections);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      const body = files.get(path.replace(/^\/pagefind\//, ''));
      if (path === '/')
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>b</title>' });
      else if (body) await route.fulfill({ body: Buffer.from(body), contentType: contentType(path) });
      else await route.fulfill({ status: 404 });
    });
    await page.goto(`${ORIGIN}/`);
    const urls = await page.evaluate(
      async ({ queries, limit }) => {
        const bundle = '/pagefind/pagefind.js';
        const found = (await import(bundle)) as PagefindApi;
        await found.init();
        const rankings: string[][] = [];
        for (const query of queries) {
          const search = await found.search(query);
          const pages = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
          const ranked = pages.flatMap((data) =>
            data.sub_results
              .map((sub, order) => ({ url: sub.url, matches: sub.locations.length, order }))
              .sort((a, b) => b.matches - a.matches || a.order - b.order)
              .map((sub) => sub.url),
          );
          rankings.push(ranked.slice(0, limit));
        }
        return rankings;
      },
      { queries, limit },
    );
    return urls.map((ranking) => ranking.map(hitOf));
  } finally {
    await browser.close();
    await pagefind.close();
  }
}

interface PagefindApi {
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { data(): Promise<{ sub_results: { url: string; locations: number[] }[] }> }[];
  }>;
}

async function pagefindBundle(sections: BenchSection[]): Promise<Map<string, Uint8Array>> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const [route, list] of byRoute(sections)) {
    const added = await index.addHTMLFile({ url: route, content: pageHtml(list) });
    if (added.errors.length > 0) throw new Error(`Pagefind ${route}: ${added.errors.join('; ')}`);
  }
  const { files } = await index.getFiles();
  return new Map(files.map((file) => [file.path, file.content]));
}

function byRoute(sections: BenchSection[]): Map<string, BenchSection[]> {
  const pages = new Map<string, BenchSection[]>();
  for (const section of sections) pages.set(section.route, [...(pages.get(section.route) ?? []), section]);
  return pages;
}

function pageHtml(sections: BenchSection[]): string {
  const title = escapeHTML(sections[0]?.pageTitle ?? '');
  const body = sections.map((section) => {
    const heading = section.anchor
      ? `<h2 id="${escapeHTML(section.anchor)}">${escapeHTML(section.heading)}</h2>`
      : '';
    const code = section.code ? `<pre><code>${escapeHTML(section.code)}</code></pre>` : '';
    return `${heading}<p>${escapeHTML(section.text)}</p>${code}`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main data-pagefind-body><h1>${title}</h1>${body.join('\n')}</main></body></html>`;
}

function hitOf(url: string): RankedHit {
  const [route = '', anchor = ''] = url.split('#');
  return { route: route.replace(/\/$/, '') || '/', anchor };
}

function contentType(path: string): string {
  if (path.endsWith('.js')) return 'text/javascript';
  if (path.endsWith('.wasm') || path.includes('.wasm')) return 'application/wasm';
  if (path.endsWith('.json')) return 'application/json';
  return 'application/octet-stream';
}
