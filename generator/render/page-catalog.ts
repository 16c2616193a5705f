import {
  PAGE_CATALOG_FILE,
  siteOrigin,
  type CatalogPage,
  type PageCatalog,
} from '../../core/ai/page-catalog.ts';
import type { Site } from '../../core/site/model.ts';
import type { SiteData } from '../../core/site/page-data.ts';
import { writeOutput } from './write-page.ts';

/** Writes the catalog of every page with a markdown copy, for `docgen serve` (`node/ai/build-pages.ts`). */
export function writePageCatalog(
  site: Site,
  siteData: SiteData,
  pages: readonly CatalogPage[],
  outDir: string,
): void {
  const catalog: PageCatalog = {
    title: site.config.title,
    tagline: site.config.tagline,
    url: siteOrigin(site.config.url),
    // Another docs instance's versions are named with it: its "1.0 (latest)" is not the main docs'.
    versions: siteData.versions.map(({ name, instance, label, isLast }) => ({
      name,
      label: instance === siteData.docs.pluginId ? label : `${instance} ${label}`,
      isLast,
    })),
    pages: [...pages].sort((a, b) => a.route.localeCompare(b.route)),
  };
  writeOutput(outDir, PAGE_CATALOG_FILE, JSON.stringify(catalog));
}

/** Whether the pages get markdown copies: any channel for assistants reads them. */
export function wantsMarkdownCopies(site: Site): boolean {
  const { markdown, llmsTxt, mcp } = site.config.ai;
  return markdown || llmsTxt || mcp;
}
