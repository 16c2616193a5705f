import { describe, expect, it } from 'vitest';
import type { PageCatalog } from '../../../../core/ai/page-catalog.ts';
import type { BuildPages } from '../../../../node/ai/build-pages.ts';
import { llmsFullCache } from '../../../../server/ai/llms-full-cache.ts';

const catalog = (...routes: string[]): PageCatalog => ({
  title: 'Docs',
  tagline: '',
  url: 'https://docs.example',
  versions: [],
  pages: routes.map((route) => ({ route, title: route, section: 'pages' })),
});

const build = (): BuildPages => ({ catalog: catalog(), readPageMarkdown: async () => undefined });

/** A maker that counts its calls. */
function counted(text: string) {
  const made = { count: 0, make: async () => (made.count++, text) };
  return made;
}

describe("llms-full.txt's cache", () => {
  it('makes the text once for readers who may open the same pages of the same build', async () => {
    const cache = llmsFullCache();
    const served = build();
    const maker = counted('full');
    expect(await cache(served, catalog('/a', '/b'), maker.make)).toBe('full');
    expect(await cache(served, catalog('/a', '/b'), maker.make)).toBe('full');
    expect(maker.count).toBe(1);
  });

  it('makes it again for another set of pages and for a new build', async () => {
    const cache = llmsFullCache();
    const served = build();
    const maker = counted('full');
    await cache(served, catalog('/a', '/b'), maker.make);
    await cache(served, catalog('/a'), maker.make);
    await cache(build(), catalog('/a', '/b'), maker.make);
    expect(maker.count).toBe(3);
  });

  it('keeps no more text than its bound, dropping the least recently used', async () => {
    const cache = llmsFullCache(100);
    const served = build();
    const maker = counted('x'.repeat(30));
    await cache(served, catalog('/a'), maker.make);
    await cache(served, catalog('/b'), maker.make);
    await cache(served, catalog('/a'), maker.make);
    expect(maker.count).toBe(3);
  });
});
