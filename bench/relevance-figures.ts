/**
 * Relevance of a search engine's answers to labelled queries: P@1 (the first hit is the section the query is
 * labelled with), MRR (1 / rank of that section among the first hits, 0 when absent) and the false-hit rate.
 * A hit is false when its section holds nothing the reader asked for: no word with the stem of a word they meant,
 * none that such a word begins (an unfinished word), as when "residency" finds "Besides"; every hit of a query
 * that should find nothing is false.
 */
import { textAnalyzer } from '../core/search/search-terms.ts';

/** The bench's queries and content are English. */
const { words: wordsOf, term: searchTerm } = textAnalyzer('en');
import type { BenchSection } from './corpus-sections.ts';

export type QueryKind = 'exact' | 'prefix' | 'typo' | 'words' | 'none';

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  /** The section it should find first, `route#anchor`; null when nothing should be found. */
  expect: string | null;
  /** For a query with a typo: what the reader meant to type. */
  meant?: string;
}

export interface Hit {
  route: string;
  anchor: string;
}

export interface RelevanceFigures {
  queries: number;
  p_at_1: number;
  mrr: number;
  false_hit_rate: number;
  hits: number;
  false_hits: number;
  /** P@1 by kind of query. */
  p_at_1_by_kind: Partial<Record<QueryKind, number>>;
}

export const sectionKey = (hit: Hit) => `${hit.route}#${hit.anchor}`;

export function relevanceFigures(
  queries: LabelledQuery[],
  rankings: Hit[][],
  sections: ReadonlyMap<string, BenchSection>,
): RelevanceFigures {
  let hits = 0;
  let falseHits = 0;
  const reciprocal: number[] = [];
  const firstRight = new Map<QueryKind, boolean[]>();
  queries.forEach((labelled, index) => {
    const ranking = rankings[index] ?? [];
    hits += ranking.length;
    const meant = wordsOf(labelled.meant ?? labelled.query);
    falseHits += ranking.filter((hit) => {
      const section = sections.get(sectionKey(hit));
      return labelled.expect === null || !section || !holdsAny(section, meant);
    }).length;
    if (labelled.expect === null) return;
    const rank = ranking.findIndex((hit) => sectionKey(hit) === labelled.expect);
    reciprocal.push(rank < 0 ? 0 : 1 / (rank + 1));
    firstRight.set(labelled.kind, [...(firstRight.get(labelled.kind) ?? []), rank === 0]);
  });
  const share = (values: boolean[]) => round(values.filter(Boolean).length / Math.max(1, values.length));
  return {
    queries: queries.length,
    p_at_1: share([...firstRight.values()].flat()),
    mrr: round(reciprocal.reduce((sum, value) => sum + value, 0) / Math.max(1, reciprocal.length)),
    false_hit_rate: round(falseHits / Math.max(1, hits)),
    hits,
    false_hits: falseHits,
    p_at_1_by_kind: Object.fromEntries([...firstRight].map(([kind, values]) => [kind, share(values)])),
  };
}

/** Whether the section holds one of the words: one with its stem, or one it begins. */
function holdsAny(section: BenchSection, words: string[]): boolean {
  const held = wordsOf(`${section.pageTitle} ${section.heading} ${section.text} ${section.code}`).map(
    (word) => word.toLowerCase(),
  );
  const stems = new Set(held.map(searchTerm));
  return words.some((word) => {
    const lower = word.toLowerCase();
    return stems.has(searchTerm(lower)) || held.some((other) => other.startsWith(lower));
  });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
