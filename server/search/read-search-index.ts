import { join } from 'node:path';
import { SEARCH_INDEX_FILE } from '../../core/search/search-index-file.ts';
import { SectionSearch } from './section-search.ts';

/** The search index `docgen build` left in `dir`; a build without one (or of another format) is refused. */
export function readSearchIndex(dir: string): SectionSearch {
  const file = join(dir, SEARCH_INDEX_FILE);
  try {
    return new SectionSearch(file);
  } catch (error) {
    throw new Error(`${file} is missing or unreadable (${(error as Error).message}). Rebuild the site.`);
  }
}
