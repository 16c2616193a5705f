/**
 * Searching the sections a reader may open, and nothing else. Each audience (who may open which routes) searches
 * its own copy of the index holding only its sections, so not even the ranking (term frequencies across
 * the corpus) depends on pages it may not open; an audience that may open everything searches the full index.
 */
import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';
import {
  ALL_VERSIONS,
  BLOG_VERSION,
  SEARCH_RESULT_LIMIT,
  type SearchHit,
} from '../../core/search/search-api.ts';
import type { SearchIndexFile } from '../../core/search/search-index-file.ts';
import {
  INDEX_OPTIONS,
  type SearchSection,
  type StoredSection,
} from '../../core/search/search-index-options.ts';
import { excerptOf } from './excerpt.ts';

/** Who is searching: a key naming everyone who may open the same routes, and the decision itself. */
export interface Audience {
  key: string;
  may(route: string): boolean;
}

/** Copies kept for different audiences (groups of readers); the least recently used is dropped past this. */
const MAX_AUDIENCE_COPIES = 16;

export class SectionSearch {
  readonly versions: readonly string[];
  readonly latest: string | undefined;
  private readonly full: MiniSearch<SearchSection>;
  /** Section ids by route, for taking a route out of an audience's copy. */
  private readonly sectionsByRoute = new Map<string, number[]>();
  private readonly copies = new Map<string, Promise<MiniSearch<SearchSection>>>();

  constructor(private readonly file: SearchIndexFile) {
    this.versions = file.versions;
    this.latest = file.latest;
    // Shares the file's arrays: the full index is never changed, and copies are made from a clone of them.
    this.full = MiniSearch.loadJS(file.index, INDEX_OPTIONS);
    for (let id = 0; id < this.full.documentCount; id++) {
      const stored = this.full.getStoredFields(id) as StoredSection | undefined;
      if (!stored) continue;
      const ids = this.sectionsByRoute.get(stored.route) ?? [];
      ids.push(id);
      this.sectionsByRoute.set(stored.route, ids);
    }
  }

  /** True for a version this index knows, or `all`. */
  knowsVersion(version: string): boolean {
    return version === ALL_VERSIONS || this.versions.includes(version);
  }

  /**
   * The best sections for `query` among those the audience may open, in `version` (default the latest; `all`)
   * and the blog. Hidden sections are gone before ranking and the answer has a fixed limit, so a query that
   * matches only hidden sections answers exactly as one that matches nothing.
   */
  async search(query: string, audience: Audience, version?: string): Promise<SearchHit[]> {
    const index = await this.indexFor(audience);
    const wanted = version ?? this.latest;
    const inScope = (v: string) => v === BLOG_VERSION || wanted === ALL_VERSIONS || v === wanted;
    const results = index.search(query, {
      filter: (result) => inScope(result.version as string) && audience.may(result.route as string),
    });
    return results.slice(0, SEARCH_RESULT_LIMIT).map(toHit);
  }

  private indexFor(audience: Audience): Promise<MiniSearch<SearchSection>> {
    const known = this.copies.get(audience.key);
    if (known) {
      // Most recently used last, so the first is the one to drop.
      this.copies.delete(audience.key);
      this.copies.set(audience.key, known);
      return known;
    }
    const hidden = [...this.sectionsByRoute].filter(([route]) => !audience.may(route));
    if (hidden.length === 0) return Promise.resolve(this.full);
    const copy = copyWithout(
      this.file.index,
      hidden.flatMap(([, ids]) => ids),
    );
    this.copies.set(audience.key, copy);
    if (this.copies.size > MAX_AUDIENCE_COPIES) this.copies.delete(this.copies.keys().next().value!);
    return copy;
  }
}

/** The index without some sections, cleaned of every trace of them (their terms and their counts). */
async function copyWithout(index: AsPlainObject, ids: number[]): Promise<MiniSearch<SearchSection>> {
  const copy = await MiniSearch.loadJSAsync(structuredClone(index), { ...INDEX_OPTIONS, autoVacuum: false });
  copy.discardAll(ids);
  await copy.vacuum({ batchSize: Number.MAX_SAFE_INTEGER, batchWait: 0 });
  return copy;
}

function toHit(result: SearchResult): SearchHit {
  const section = result as unknown as StoredSection & SearchResult;
  const matched = new Set(Object.keys(result.match));
  const inText = Object.values(result.match).some((fields) => fields.includes('text'));
  const onlyInCode = !inText && Object.values(result.match).some((fields) => fields.includes('code'));
  return {
    route: section.route,
    anchor: section.anchor,
    version: section.version,
    pageTitle: section.pageTitle,
    heading: section.heading,
    excerpt: excerptOf(onlyInCode ? section.code : section.text || section.code, matched),
  };
}
