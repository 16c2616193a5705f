import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SEARCH_INDEX_FILE,
  SEARCH_INDEX_FORMAT,
  type SearchIndexFile,
} from '../../core/search/search-index-file.ts';
import { SectionSearch } from './section-search.ts';

/** The search index `docgen build` left in `dir`; a build without one (or of another format) is refused. */
export async function readSearchIndex(dir: string): Promise<SectionSearch> {
  const file = join(dir, SEARCH_INDEX_FILE);
  let parsed: Partial<SearchIndexFile>;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<SearchIndexFile>;
  } catch {
    throw new Error(`${file} is missing or unreadable. Rebuild the site.`);
  }
  if (parsed.format !== SEARCH_INDEX_FORMAT || !Array.isArray(parsed.versions) || !parsed.index) {
    throw new Error(`${file} is not a search index of this docgen. Rebuild the site.`);
  }
  return new SectionSearch(parsed as SearchIndexFile);
}
