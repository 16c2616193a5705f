/**
 * Search relevance on labelled queries (`search-relevance-queries.json`): docgen's search against Pagefind on
 * the same sections, for the real site (the latest version and the blog, as a reader searches by default; the
 * sections its build indexed) and for a synthetic corpus (`make-corpus.mjs`, its markdown cut at headings).
 * Each row: P@1, MRR and the false-hit rate over the first ten hits (`relevance-figures.ts`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSearchDatabase } from '../generator/search/search-index.ts';
import { SEARCH_INDEX_FILE } from '../core/search/search-index-file.ts';
import { SectionSearch, type Audience } from '../server/search/section-search.ts';
import { builtSections, corpusSections, indexedPagesOf, type BenchSection } from './corpus-sections.ts';
import { CORPUS_DOCS, corpusSite, REPO } from './corpus-site.ts';
import { pagefindRankings } from './pagefind-search.ts';
import {
  relevanceFigures,
  sectionKey,
  type Hit,
  type LabelledQuery,
  type RelevanceFigures,
} from './relevance-figures.ts';

/** Hits looked at per query: about what a reader sees without scrolling the results. */
const RANKED = 10;
/** Pages of the synthetic corpus the labelled corpus queries were written for. */
export const RELEVANCE_CORPUS_PAGES = 1000;
const CLI = join(REPO, 'bin', 'docgen.mjs');
const QUERIES = new URL('./search-relevance-queries.json', import.meta.url);

export interface RelevanceRow extends RelevanceFigures {
  bench: 'search-relevance';
  corpus: string;
  engine: 'docgen' | 'pagefind';
  sections: number;
}

export async function benchSearchRelevance(): Promise<RelevanceRow[]> {
  const labelled = JSON.parse(await readFile(QUERIES, 'utf8')) as Record<'site' | 'corpus', LabelledQuery[]>;
  const rows: RelevanceRow[] = [];
  rows.push(...(await compare('real site', await realSiteSections(), labelled.site)));
  const corpus = await corpusSite(RELEVANCE_CORPUS_PAGES);
  const sections = await corpusSections(
    join(corpus, CORPUS_DOCS),
    (file) => `/docs/${file.replace(/\.md$/, '')}`,
  );
  rows.push(...(await compare(`corpus ${RELEVANCE_CORPUS_PAGES} pages`, sections, labelled.corpus)));
  return rows;
}

async function compare(
  corpus: string,
  sections: BenchSection[],
  queries: LabelledQuery[],
): Promise<RelevanceRow[]> {
  const byKey = new Map(sections.map((section) => [sectionKey(section), section]));
  const questions = queries.map((labelled) => labelled.query);
  const engines = {
    docgen: await docgenRankings(sections, questions),
    pagefind: await pagefindRankings(sections, questions, RANKED),
  };
  return Object.entries(engines).map(([engine, rankings]) => ({
    bench: 'search-relevance',
    corpus,
    engine: engine as RelevanceRow['engine'],
    sections: sections.length,
    ...relevanceFigures(queries, rankings, byKey),
  }));
}

/** The real site built as `docgen build` builds it; the sections a reader searches without choosing a version. */
async function realSiteSections(): Promise<BenchSection[]> {
  const out = join(REPO, 'bench', '.sites', 'relevance-real-site');
  execFileSync(process.execPath, [CLI, 'build', '--root', REPO, '--out-dir', out], {
    cwd: REPO,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [latest = ''] = JSON.parse(await readFile(join(REPO, 'versions.json'), 'utf8')) as string[];
  return builtSections(join(out, SEARCH_INDEX_FILE), [latest, 'blog']);
}

export async function docgenRankings(sections: BenchSection[], queries: string[]): Promise<Hit[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-relevance-'));
  try {
    const file = join(dir, 'search.sqlite');
    const versions = [...new Set(sections.map((section) => section.version))].filter((v) => v !== 'blog');
    await writeSearchDatabase(file, { pages: indexedPagesOf(sections), versions, latest: versions[0] });
    const search = new SectionSearch(file);
    const everyone: Audience = { key: 'everyone', may: () => true };
    const rankings: Hit[][] = [];
    for (const query of queries) rankings.push((await search.search(query, everyone)).slice(0, RANKED));
    search.close();
    return rankings;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
