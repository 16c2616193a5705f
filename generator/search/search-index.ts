import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { BLOG_VERSION } from '../../core/search/search-api.ts';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_FORMAT,
  type SearchIndexFile,
} from '../../core/search/search-index-file.ts';
import { INDEX_OPTIONS, type SearchSection } from '../../core/search/search-index-options.ts';
import type { Site, SourceFile } from '../../core/site/model.ts';
import type { TransformOutput } from '../transform/context.ts';
import { pageSections } from './page-sections.ts';

/** A page the index covers: a doc of some version, or a blog post. */
interface SearchablePage {
  route: string;
  version: string;
  title: string;
  source: SourceFile;
}

/**
 * Docs and blog posts; standalone pages (the home page) are not documentation, and unlisted docs are reachable
 * only through a link their writer handed out, as the sidebar leaves them out.
 */
function searchablePages(site: Site): SearchablePage[] {
  const docs = site.versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({ route: doc.permalink, version: version.name, title: doc.title, source: doc.source })),
  );
  const posts = site.blog.map((post) => ({
    route: post.permalink,
    version: BLOG_VERSION,
    title: post.title,
    source: post.source,
  }));
  return [...docs, ...posts];
}

/** Every section of every searchable page, from the HTML its markdown became. */
export function searchSections(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
): SearchSection[] {
  const sections: SearchSection[] = [];
  for (const page of searchablePages(site)) {
    const output = transformed.get(page.source.file);
    if (!output) continue;
    for (const section of pageSections(output.html)) {
      sections.push({
        id: sections.length,
        route: page.route,
        version: page.version,
        pageTitle: page.title,
        ...section,
        heading: section.heading || page.title,
      });
    }
  }
  return sections;
}

export function buildSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
): SearchIndexFile {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(searchSections(site, transformed));
  return {
    format: SEARCH_INDEX_FORMAT,
    versions: site.versions.map((version) => version.name),
    latest: site.versions.find((version) => version.isLast)?.name,
    index: index.toJSON(),
  };
}

/** Writes the index beside the server manifest, under a dot-name no server serves as a file. */
export async function writeSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  outDir: string,
): Promise<void> {
  await writeFile(join(outDir, SEARCH_INDEX_FILE), JSON.stringify(buildSearchIndex(site, transformed)));
}
