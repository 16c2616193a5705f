/**
 * The search index on a synthetic corpus (`bench/make-corpus.mjs`): MiniSearch (docgen's choice) against
 * FlexSearch, each in a process of its own: build time, serialized size, heap, query latency; for MiniSearch
 * also an audience's copy without a tenth of the pages. Prints one JSON line per library.
 *
 *   node --expose-gc --import tsx bench/search-index.ts --corpus DIR --lib minisearch|flexsearch
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { listFiles } from '../generator/load/walk.ts';
import { INDEX_OPTIONS, type SearchSection } from '../core/search/search-index-options.ts';

const { values } = parseArgs({ options: { corpus: { type: 'string' }, lib: { type: 'string' } } });
const corpus = values.corpus ?? '';

/** Sections of a markdown page, cut at its headings, code fences apart (as the build cuts the rendered HTML). */
function sectionsOf(route: string, markdown: string, first: number): SearchSection[] {
  const body = markdown.replace(/^---[\s\S]*?---/, '');
  const title = /title: "?([^"\n]*)/.exec(markdown)?.[1] ?? route;
  const sections: SearchSection[] = [];
  for (const [index, chunk] of body.split(/^(?=#{1,6} )/m).entries()) {
    const heading = index === 0 ? title : (/^#+ (.*)/.exec(chunk)?.[1] ?? '');
    const { text, code } = proseAndCode(chunk.replace(/^#+ .*/, ''));
    const anchor = index === 0 ? '' : heading.toLowerCase().replace(/\W+/g, '-');
    sections.push({
      id: first + sections.length,
      route,
      version: '1.0',
      pageTitle: title,
      heading,
      anchor,
      text,
      code,
    });
  }
  return sections;
}

/** Lines inside code fences, and the rest. */
function proseAndCode(markdown: string): { text: string; code: string } {
  const prose: string[] = [];
  const code: string[] = [];
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    else (inCode ? code : prose).push(line);
  }
  return { text: prose.join(' '), code: code.join(' ') };
}

async function loadSections(): Promise<SearchSection[]> {
  const files = (await listFiles(corpus, '**/*.md')).sort();
  const sections: SearchSection[] = [];
  for (const file of files)
    sections.push(
      ...sectionsOf(`/docs/${file}`, await readFile(`${corpus}/${file}`, 'utf8'), sections.length),
    );
  return sections;
}

/** Queries as readers type them: whole words, unfinished words, two words, one typo. */
function queries(sections: SearchSection[]): string[] {
  const words = sections
    .slice(0, 400)
    .flatMap((s) => s.text.split(/\W+/).filter((w) => w.length > 5))
    .slice(0, 100);
  return words.flatMap((w, i) => [
    w,
    w.slice(0, 4),
    `${w} ${words[(i + 7) % words.length]}`,
    w.slice(0, -2) + w.at(-1) + w.at(-2),
  ]);
}

function heapMb(): number {
  globalThis.gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1e6);
}

function latency(run: (q: string) => unknown, list: string[]) {
  const times = list.map((q) => {
    const start = performance.now();
    run(q);
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => Number(times[Math.floor(p * (times.length - 1))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

const sections = await loadSections();
const list = queries(sections);
const before = heapMb();
const started = performance.now();
let result: Record<string, unknown>;
if (values.lib === 'flexsearch') {
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
    query: latency((q) => index.search(q, { limit: 20, enrich: true }), list),
  };
} else {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(sections);
  const buildMs = performance.now() - started;
  const heap = heapMb() - before;
  const json = JSON.stringify(index);
  const loadStarted = performance.now();
  const loaded = MiniSearch.loadJSON<SearchSection>(json, INDEX_OPTIONS);
  const loadMs = performance.now() - loadStarted;
  const copyStarted = performance.now();
  const copy = await MiniSearch.loadJSAsync(JSON.parse(json), { ...INDEX_OPTIONS, autoVacuum: false });
  copy.discardAll(sections.filter((s) => s.id % 10 === 0).map((s) => s.id));
  await copy.vacuum({ batchSize: Number.MAX_SAFE_INTEGER, batchWait: 0 });
  const copyMs = performance.now() - copyStarted;
  result = {
    buildMs,
    heapMb: heap,
    serializedMb: json.length / 1e6,
    loadMs,
    audienceCopyMs: copyMs,
    query: latency((q) => loaded.search(q).slice(0, 20), list),
  };
}
console.log(JSON.stringify({ lib: values.lib, sections: sections.length, queries: list.length, ...result }));
