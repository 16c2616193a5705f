/**
 * The pages one reader may open, for every channel that lists or hands out pages to assistants (`llms.txt`,
 * the MCP server): the build's catalog cut to the reader's audience, and markdown only of those pages.
 */
import type { CatalogVersion, PageCatalog } from '../../core/ai/page-catalog.ts';
import type { BuildPages } from '../../node/ai/build-pages.ts';
import type { Audience } from '../search/section-search.ts';

export interface ReaderPages {
  /** The catalog with only the pages the reader may open, and only the versions that have any of them. */
  catalog: PageCatalog;
  /** A page's markdown, or undefined when the reader may not open it or it has none: the two look the same. */
  readPageMarkdown(route: string): Promise<string | undefined>;
}

/** The pages `audience` may open; a reader without an audience (a visitor under `forceLogin`) gets none. */
export function readerPages(pages: BuildPages, audience: Audience | undefined): ReaderPages {
  const { catalog } = pages;
  const may = (route: string) => audience?.may(route) ?? false;
  const open = catalog.pages.filter((page) => may(page.route));
  const versions = new Set(open.map((page) => page.version));
  return {
    catalog: {
      ...catalog,
      pages: open,
      versions: catalog.versions.filter((v: CatalogVersion) => versions.has(v.name)),
    },
    readPageMarkdown: async (route) => (may(route) ? pages.readPageMarkdown(route) : undefined),
  };
}
