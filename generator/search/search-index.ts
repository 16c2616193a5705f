import { createHash } from 'node:crypto';
import { copyFile, open, writeFile } from 'node:fs/promises';
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
import { sourcesHash } from '../bundle/sources-hash.ts';
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
  inputs = '',
): SearchIndexFile {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(searchSections(site, transformed));
  return {
    // First, so that the next build can read it without parsing the whole file.
    inputs,
    format: SEARCH_INDEX_FORMAT,
    versions: site.versions.map((version) => version.name),
    latest: site.versions.find((version) => version.isLast)?.name,
    index: index.toJSON(),
  };
}

/**
 * What the index is made of: docgen's indexing code, the versions, and each searchable page's route, title and
 * HTML. Hashing them costs a fraction of indexing them again.
 */
async function indexInputs(site: Site, transformed: ReadonlyMap<string, TransformOutput>): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await sourcesHash(['generator/search', 'core/search']));
  hash.update(JSON.stringify(site.versions.map((version) => [version.name, version.isLast])));
  for (const page of searchablePages(site)) {
    hash.update(`\0${page.route}\0${page.version}\0${page.title}\0`);
    hash.update(transformed.get(page.source.file)?.html ?? '');
  }
  return hash.digest('hex');
}

/** The inputs hash a previous index was written with, read from the start of its file. */
async function previousInputs(file: string): Promise<string | undefined> {
  try {
    const handle = await open(file);
    try {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(128), position: 0 });
      return /^\{"inputs":"([0-9a-f]{64})"/.exec(buffer.subarray(0, bytesRead).toString('utf8'))?.[1];
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

/**
 * Writes the index beside the server manifest, under a dot-name no server serves as a file. The previous
 * build's index (`previousDir`) is copied when it was made of the same inputs: indexing a large site again takes
 * seconds, most of a build in which nothing changed.
 */
export async function writeSearchIndex(
  site: Site,
  transformed: ReadonlyMap<string, TransformOutput>,
  outDir: string,
  previousDir?: string,
): Promise<void> {
  const target = join(outDir, SEARCH_INDEX_FILE);
  const inputs = await indexInputs(site, transformed);
  const previous = previousDir && join(previousDir, SEARCH_INDEX_FILE);
  if (previous && (await previousInputs(previous)) === inputs) return copyFile(previous, target);
  await writeFile(target, JSON.stringify(buildSearchIndex(site, transformed, inputs)));
}
