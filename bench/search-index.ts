/**
 * The search index on a synthetic corpus (`bench/make-corpus.mjs`): SQLite FTS5 (docgen's choice, through
 * docgen's own index code) against MiniSearch and FlexSearch, each in a process of its own: build time, size on
 * disk or serialized, memory, query latency; for SQLite and MiniSearch also an audience's index without a
 * tenth of the pages, and that audience's query latency. Prints one JSON line per library.
 *
 *   node --expose-gc --import tsx bench/search-index.ts --corpus DIR --lib sqlite|minisearch|flexsearch
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Document } from 'flexsearch';
import MiniSearch, { type Options } from 'minisearch';
import { textAnalyzer, WORD_SEPARATORS, type SearchSection } from '../core/search/search-terms.ts';
import { writeSearchDatabase } from '../generator/search/search-index.ts';
import { corpusSections, indexedPagesOf, type BenchSection } from './corpus-sections.ts';
import { cpuSecondsWithChildren } from './process-cpu.ts';
import { benchQueries } from './search-queries.ts';
import { SectionSearch, type Audience } from '../server/search/section-search.ts';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, lib: { type: 'string' } } });
const corpus = values.corpus ?? '';
const MEMORY_SCRIPT = new URL('./search-memory.ts', import.meta.url).pathname;

/** MiniSearch as docgen used it before SQLite: the same fields, boosts, stems, prefix and typo rules. */
const MINISEARCH_OPTIONS: Options<SearchSection & { id: number }> = {
  fields: ['pageTitle', 'heading', 'text', 'code'],
  storeFields: ['route', 'version', 'pageTitle', 'heading', 'anchor', 'text', 'code'],
  tokenize: (text) => text.split(WORD_SEPARATORS),
  processTerm: (term) => (term === '' ? null : textAnalyzer('en').term(term)),
  searchOptions: {
    boost: { heading: 3, pageTitle: 2, text: 1, code: 0.3 },
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => (term.length >= 5 ? 1 : false),
    combineWith: 'AND',
  },
};

function heapMb(): number {
  globalThis.gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1e6);
}

/**
 * Each query's wall time and its CPU time (the process's, in ms): on a shared machine the wall time also counts
 * the waits for a core, the CPU time only the work.
 */
async function latency(run: (q: string) => unknown, list: string[]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const q of list) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    await run(q);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - start);
  }
  const percentiles = (times: number[]) => {
    times.sort((a, b) => a - b);
    const at = (p: number) => Number(times[Math.floor(p * (times.length - 1))]!.toFixed(2));
    return { p50: at(0.5), p95: at(0.95), max: at(1) };
  };
  return { ...percentiles(wall), cpu: percentiles(cpu) };
}

const sections = await corpusSections(corpus);
const list = benchQueries(sections.slice(0, 400).map((section) => section.text));
const before = heapMb();
const started = performance.now();
const cpuStarted = cpuSecondsWithChildren();
/** CPU seconds since `from` (this process and its exited children), when /proc tells. */
const cpuSince = (from: number | undefined) => {
  const now = cpuSecondsWithChildren();
  return now === undefined || from === undefined ? null : Math.round((now - from) * 100) / 100;
};
/** The audience measured besides everyone: it may not open a tenth of the pages. */
const hidesTenth = (route: string) => Number(/page-(\d+)/.exec(route)?.[1]) % 10 === 0;
let result: Record<string, unknown>;
if (values.lib === 'sqlite') {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bench-search-'));
  const file = join(dir, 'search.sqlite');
  await writeSearchDatabase(file, { pages: indexedPagesOf(sections), versions: ['1.0'], latest: '1.0' });
  const buildMs = performance.now() - started;
  const buildCpuS = cpuSince(cpuStarted);
  const loadStarted = performance.now();
  const search = new SectionSearch(file);
  const loadMs = performance.now() - loadStarted;
  const everyone: Audience = { key: 'everyone', may: () => true };
  const query = await latency((q) => search.search(q, everyone), list);
  const outsider: Audience = { key: 'outsider', may: (route) => !hidesTenth(route) };
  const copyStarted = performance.now();
  const copyCpuStarted = cpuSecondsWithChildren();
  await search.search('warm', outsider);
  const audienceIndexMs = performance.now() - copyStarted;
  const audienceIndexCpuS = cpuSince(copyCpuStarted);
  const memory = JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', MEMORY_SCRIPT, '--index', file], {
      encoding: 'utf8',
    }),
  ) as { rssBeforeMb: number; rssAfterMb: number };
  result = {
    buildMs,
    buildCpuS,
    diskMb: (await stat(file)).size / 1e6,
    loadMs,
    // The index lives in the file: a server holds SQLite's page caches, the connections, the route map.
    serverMemoryMb: memory.rssAfterMb - memory.rssBeforeMb,
    audienceIndexMs,
    audienceIndexCpuS,
    query,
    audienceQuery: await latency((q) => search.search(q, outsider), list),
  };
  search.close();
  await rm(dir, { recursive: true, force: true });
} else if (values.lib === 'flexsearch') {
  const index = new Document({
    document: {
      id: 'id',
      index: ['pageTitle', 'heading', 'text', 'code'],
      store: ['route', 'heading', 'anchor'],
    },
    tokenize: 'forward',
  });
  for (const section of sections) index.add({ ...section } as Record<string, string | number>);
  const buildMs = performance.now() - started;
  const heap = heapMb() - before;
  let bytes = 0;
  await index.export((_key: string, data: unknown) => void (bytes += JSON.stringify(data ?? '').length));
  result = {
    buildMs,
    heapMb: heap,
    serializedMb: bytes / 1e6,
    query: await latency((q) => index.search(q, { limit: 20, enrich: true }), list),
  };
} else {
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(sections);
  const buildMs = performance.now() - started;
  const buildCpuS = cpuSince(cpuStarted);
  const heap = heapMb() - before;
  const json = JSON.stringify(index);
  const loadStarted = performance.now();
  const loaded = MiniSearch.loadJSON<BenchSection>(json, MINISEARCH_OPTIONS);
  const loadMs = performance.now() - loadStarted;
  const copyStarted = performance.now();
  const copyCpuStarted = cpuSecondsWithChildren();
  const copy = await MiniSearch.loadJSAsync(JSON.parse(json), { ...MINISEARCH_OPTIONS, autoVacuum: false });
  copy.discardAll(sections.filter((s) => hidesTenth(s.route)).map((s) => s.id));
  await copy.vacuum({ batchSize: Number.MAX_SAFE_INTEGER, batchWait: 0 });
  const copyMs = performance.now() - copyStarted;
  const copyCpuS = cpuSince(copyCpuStarted);
  result = {
    buildMs,
    buildCpuS,
    heapMb: heap,
    serializedMb: json.length / 1e6,
    loadMs,
    audienceIndexMs: copyMs,
    audienceIndexCpuS: copyCpuS,
    query: await latency((q) => loaded.search(q).slice(0, 20), list),
    audienceQuery: await latency((q) => copy.search(q).slice(0, 20), list),
  };
}
console.log(JSON.stringify({ lib: values.lib, sections: sections.length, queries: list.length, ...result }));
