import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { INDEX_OPTIONS } from '../../../../core/search/search-index-options.ts';
import {
  pageIndex,
  writeSiteIndex,
  type IndexedPage,
  type PageIndex,
  type TermOrders,
} from '../../../../generator/search/page-index.ts';
import { pageSections } from '../../../../generator/search/page-sections.ts';

/** The index MiniSearch makes when it is given every section of every page, in order. */
function indexedAtOnce(pages: IndexedPage[]): unknown {
  const sections = pages.flatMap((page) =>
    pageSections(page.html).map((section) => ({
      route: page.route,
      version: page.version,
      pageTitle: page.title,
      ...section,
      heading: section.heading || page.title,
    })),
  );
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(sections.map((section, id) => ({ id, ...section })));
  return index.toJSON();
}

/** The joined index's text. */
function joined(pages: PageIndex[], orders?: TermOrders): string {
  const pieces: string[] = [];
  writeSiteIndex(pages, (text) => pieces.push(text), orders);
  return pieces.join('');
}

/** Words that share prefixes in every way a radix tree splits them, repeated across pages in changing orders. */
const WORDS = [
  'in',
  'install',
  'installing',
  'instance',
  'insta',
  'index',
  'i',
  'config',
  'configure',
  'con',
];

function page(n: number): IndexedPage {
  const words = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => WORDS[(from * 7 + i * (n + 3)) % WORDS.length]).join(' ');
  const html =
    n % 5 === 4
      ? ''
      : `<p>${words(n, 5 + n)} Page${n}</p><h2 id="a${n}">${words(n + 1, 2)}</h2><p>${words(n + 2, 9)}</p>` +
        `<pre><code>${words(n + 3, 4)}.call()</code></pre><h3 id="b${n}"></h3><p>${words(n + 4, n % 3)}</p>`;
  return { route: `/docs/p${n}`, version: n % 2 ? '1.0' : '2.0', title: `Title ${words(n, 2)}`, html };
}

describe('the site index joined from page indexes', () => {
  it('is byte for byte the index MiniSearch makes of every section at once', () => {
    const pages = Array.from({ length: 40 }, (_, n) => page(n));
    expect(joined(pages.map(pageIndex))).toBe(JSON.stringify(indexedAtOnce(pages)));
  });

  it('is the same with a page indexed on its own and read back as JSON, as the cache keeps it', () => {
    const pages = Array.from({ length: 12 }, (_, n) => page(n));
    const kept = pages.map((p) => JSON.parse(JSON.stringify(pageIndex(p))) as PageIndex);
    expect(joined(kept)).toBe(JSON.stringify(indexedAtOnce(pages)));
  });

  it("takes the terms' order from the previous join only when they came in the same order", () => {
    const kept = new Map<string, string[]>();
    const orders: TermOrders = { get: (key) => kept.get(key), set: (key, order) => kept.set(key, order) };
    const pages = Array.from({ length: 20 }, (_, n) => page(n));
    const reordered = [...pages].reverse();
    for (const site of [pages, pages, reordered, pages.slice(3)]) {
      expect(joined(site.map(pageIndex), orders)).toBe(JSON.stringify(indexedAtOnce(site)));
    }
    expect(kept.size).toBe(3);
  });

  it('is an empty index for a site without sections', () => {
    expect(joined([])).toBe(JSON.stringify(indexedAtOnce([])));
  });
});
