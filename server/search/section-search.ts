/**
 * Searching the sections a reader may open, and nothing else. An audience (who may open which routes) that may
 * not open every page searches an index of its own, holding only its sections: neither the hits nor the
 * ranking (term counts across the sections) nor the work a query takes depend on pages it may not open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  ALL_VERSIONS,
  BLOG_VERSION,
  SEARCH_RESULT_LIMIT,
  type SearchHit,
} from '../../core/search/search-api.ts';
import { SEARCH_INDEX_FORMAT } from '../../core/search/search-index-file.ts';
import {
  DEFAULT_SEARCH_LOCALE,
  textAnalyzer,
  type SearchSection,
  type TextAnalyzer,
} from '../../core/search/search-terms.ts';
import { excerptOf, wordMatcher } from './excerpt.ts';
import { IndexQuery } from './index-query.ts';
import { scopeTerm, type SearchMeta } from '../../node/search/section-index.ts';
import { writeAudienceIndex } from './audience-index.ts';

/** Who is searching: a key naming everyone who may open the same routes, and the decision itself. */
export interface Audience {
  key: string;
  may(route: string): boolean;
}

/** Indexes kept for different audiences (groups of readers); the least recently used is dropped past this. */
const MAX_AUDIENCE_INDEXES = 16;
/** Words of a query looked up, at most: a query's work is bounded whatever it holds. */
export const MAX_QUERY_WORDS = 12;
/** A dropped index is closed this much later, as a search that already holds it may not have run yet. */
const CLOSE_DELAY_MS = 10_000;

export class SectionSearch {
  readonly versions: readonly string[];
  readonly latest: string | undefined;
  /** The analyzer of the language the index's pages are written in: queries are read with it. */
  private readonly analyzer: TextAnalyzer;
  /** The locale whose pages the index holds, whose analyzer reads the queries. */
  readonly locale: string;
  private readonly scopes: string[];
  private readonly site: Database.Database;
  private readonly full: IndexQuery;
  private readonly section;
  /** Section ids by route, for the ids an audience may open. */
  private readonly sectionsByRoute = new Map<string, number[]>();
  private readonly audienceIndexes = new Map<string, Promise<IndexQuery>>();
  private audienceDir: string | undefined;

  /** Opens the database `docgen build` wrote (read-only); throws if it is not one of this format. */
  constructor(private readonly file: string) {
    this.site = new Database(file, { readonly: true, fileMustExist: true });
    const meta = Object.fromEntries(
      this.site.prepare('SELECT key, value FROM meta').raw().all() as [string, string][],
    ) as Partial<SearchMeta>;
    if (meta.format !== String(SEARCH_INDEX_FORMAT) || !meta.versions || !meta.scopes) {
      this.site.close();
      throw new Error(`${file} is not a search index of this docgen.`);
    }
    this.versions = JSON.parse(meta.versions) as string[];
    this.scopes = JSON.parse(meta.scopes) as string[];
    this.latest = meta.latest || undefined;
    this.locale = meta.locale ?? DEFAULT_SEARCH_LOCALE;
    this.analyzer = textAnalyzer(this.locale);
    this.full = new IndexQuery(this.site, this.analyzer);
    this.section = this.site.prepare(
      'SELECT route, version, page_title AS pageTitle, heading, anchor, text, code FROM sections WHERE id = ?',
    );
    for (const [id, route] of this.site.prepare('SELECT id, route FROM sections').raw().iterate() as Iterable<
      [number, string]
    >) {
      const ids = this.sectionsByRoute.get(route) ?? [];
      ids.push(id);
      this.sectionsByRoute.set(route, ids);
    }
  }

  /** True for a version this index knows, or `all`. */
  knowsVersion(version: string): boolean {
    return version === ALL_VERSIONS || this.versions.includes(version);
  }

  /**
   * The best sections for `query` among those the audience may open, in `version` (default the latest; `all`)
   * and the blog. Answers carry no score and no total, and have a fixed limit.
   */
  async search(query: string, audience: Audience, version?: string): Promise<SearchHit[]> {
    const index = await this.indexFor(audience);
    const words = [...new Set(this.analyzer.queryWords(query))].slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return [];
    const groups = words.map((word, position) => index.groupFor(word, position === words.length - 1));
    if (groups.some((terms) => terms.length === 0)) return [];
    const ids = index.best(groups, this.scopesOf(version), SEARCH_RESULT_LIMIT);
    // A phrase (a Chinese, Japanese or Korean run: its pairs) is marked where its pairs are.
    const matches = wordMatcher(new Set(groups.flat(2).flatMap((terms) => terms.split(' '))), this.analyzer);
    return ids.map((id) => toHit(this.section.get(id) as SearchSection, matches, this.analyzer));
  }

  close(): void {
    for (const index of this.audienceIndexes.values())
      void index.then(
        (opened) => opened.close(),
        () => {},
      );
    this.audienceIndexes.clear();
    this.site.close();
    if (this.audienceDir) rmSync(this.audienceDir, { recursive: true, force: true });
  }

  /** The scope terms of `version` and the blog; undefined when that is every section (no filter). */
  private scopesOf(version: string | undefined): string[] | undefined {
    const wanted = version ?? this.latest;
    const names = [BLOG_VERSION, ...(wanted ? [wanted] : [])];
    if (wanted === ALL_VERSIONS || this.scopes.every((scope) => names.includes(scope))) return undefined;
    return names.map((name) => scopeTerm(this.scopes.indexOf(name)));
  }

  private indexFor(audience: Audience): Promise<IndexQuery> {
    const known = this.audienceIndexes.get(audience.key);
    if (known) {
      // Most recently used last, so the first is the one to drop.
      this.audienceIndexes.delete(audience.key);
      this.audienceIndexes.set(audience.key, known);
      return known;
    }
    const routes = [...this.sectionsByRoute.keys()];
    const allowed = routes.filter((route) => audience.may(route));
    if (allowed.length === routes.length) return Promise.resolve(this.full);
    const index = this.writeIndex(allowed.flatMap((route) => this.sectionsByRoute.get(route) ?? []));
    this.audienceIndexes.set(audience.key, index);
    // A failed index is forgotten, so the audience's next search tries again.
    index.catch(
      () => this.audienceIndexes.get(audience.key) === index && this.audienceIndexes.delete(audience.key),
    );
    if (this.audienceIndexes.size > MAX_AUDIENCE_INDEXES) {
      const [key, dropped] = this.audienceIndexes.entries().next().value!;
      this.audienceIndexes.delete(key);
      const close = () =>
        void dropped.then(
          (opened) => opened.close(),
          () => {},
        );
      setTimeout(close, CLOSE_DELAY_MS).unref();
    }
    return index;
  }

  private async writeIndex(allowed: number[]): Promise<IndexQuery> {
    this.audienceDir ??= mkdtempSync(join(tmpdir(), 'docgen-search-'));
    const file = join(this.audienceDir, `audience-${crypto.randomUUID()}.sqlite`);
    await writeAudienceIndex({ file, siteFile: this.file, allowed });
    const db = new Database(file, { readonly: true, fileMustExist: true });
    // Deleted now: the open connection keeps reading it, and nothing is left behind when the server stops.
    rmSync(file);
    return new IndexQuery(db, this.analyzer);
  }
}

function toHit(
  section: SearchSection,
  matches: (word: string) => boolean,
  analyzer: TextAnalyzer,
): SearchHit {
  const inText = analyzer.words(section.text).some(matches);
  return {
    route: section.route,
    anchor: section.anchor,
    version: section.version,
    pageTitle: section.pageTitle,
    heading: section.heading,
    excerpt: excerptOf(inText || !section.code ? section.text : section.code, matches, analyzer),
  };
}
