/**
 * The search API of `docgen serve` and `docgen dev`, shared by the server and the browser: the path, the limits
 * and the shape of an answer.
 */
export const SEARCH_PATH = '/_docgen/search';

/** Longest query accepted; a longer one is refused with 400. */
export const MAX_QUERY_LENGTH = 200;

/** Every answer holds at most this many hits, and never says how many more there were. */
export const SEARCH_RESULT_LIMIT = 20;

/** `version=all` searches every version; no version means the latest one. Blog posts are always searched. */
export const ALL_VERSIONS = 'all';

/** What a blog post's hits carry as their version. */
export const BLOG_VERSION = 'blog';

/** A run of an excerpt's text; `hit` marks a word the query matched. */
export interface ExcerptPart {
  text: string;
  hit?: true;
}

export interface SearchHit {
  /** The page's route; `anchor` (empty for the page's top) names the section on it. */
  route: string;
  anchor: string;
  /** The docs version, or `blog` for a blog post. */
  version: string;
  pageTitle: string;
  heading: string;
  excerpt: ExcerptPart[];
}

export interface SearchAnswer {
  hits: SearchHit[];
}

/** Every refusal of the search API is this JSON, with a 4xx status. */
export interface SearchError {
  error: string;
}

/** Where a hit leads: the route, and the section's anchor when it is not the top of the page. */
export function hitHref(hit: Pick<SearchHit, 'route' | 'anchor'>): string {
  return hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route;
}
