/** What the MCP tools may read for one reader: only the pages that reader may open, whatever they ask. */
import type { SearchHit } from '../../core/search/search-api.ts';

export interface LibraryVersion {
  name: string;
  label: string;
  /** The version served at the docs' root. */
  isLast: boolean;
}

export interface LibraryPage {
  route: string;
  title: string;
  description?: string;
  version?: string;
}

export interface ReaderLibrary {
  /** The reader's hits, or undefined when `version` is not one of the site's. */
  search(query: string, version?: string): Promise<SearchHit[] | undefined>;
  versions(): LibraryVersion[];
  pages(version?: string): LibraryPage[];
  /** The page's markdown, or undefined when there is none or the reader may not open it: the two look alike. */
  markdown(route: string): Promise<string | undefined>;
}
