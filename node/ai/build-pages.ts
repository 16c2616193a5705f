/**
 * A build's pages as readers' assistants get them: the catalog (`core/ai/page-catalog.ts`) and each page's
 * markdown, read from the build's folder. Nothing here is gated: callers keep only what their reader may open
 * (`server/ai/reader-pages.ts`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markdownFileForRoute, PAGE_CATALOG_FILE, type PageCatalog } from '../../core/ai/page-catalog.ts';

export interface BuildPages {
  catalog: PageCatalog;
  /** The page's markdown, or undefined when the build has none for the route (no such page, or markdown off). */
  readPageMarkdown(route: string): Promise<string | undefined>;
}

/** Opens the pages of the build in `dir`; throws when the build has no catalog (another docgen built it). */
export async function openBuildPages(dir: string): Promise<BuildPages> {
  const catalog = await readCatalog(dir);
  const routes = new Set(catalog.pages.map((page) => page.route));
  return {
    catalog,
    readPageMarkdown: async (route) =>
      routes.has(route)
        ? readFile(join(dir, markdownFileForRoute(route)), 'utf8').catch(() => undefined)
        : undefined,
  };
}

async function readCatalog(dir: string): Promise<PageCatalog> {
  const file = join(dir, PAGE_CATALOG_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing. Rebuild the site.`);
  });
  return JSON.parse(text) as PageCatalog;
}
