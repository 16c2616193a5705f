/**
 * What the search index adds to a build from nothing (the `install` row): the build's `search` step, plus the
 * CPU its workers spent cutting each page into sections and terms while they transformed it
 * (`generator/search/indexed-sections.ts`), divided among the cores as the workers divide it. That CPU is
 * measured here, again, on the HTML of every page in the transform cache the benchmark's builds left.
 */
import { availableParallelism } from 'node:os';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { indexedSections } from '../generator/search/indexed-sections.ts';
import { readCachedPart, readCacheMetadata } from '../generator/transform/cache-entry.ts';
import type { BuildFigures } from './build.ts';

export interface SearchShareFigures {
  bench: 'search-share';
  pages: number;
  /** The `search` step of the build from nothing. */
  index_step_s: number;
  /** CPU seconds of cutting every page into sections and terms, and its share of the workers' wall time. */
  sections_cpu_s: number;
  sections_wall_s: number;
  build_wall_s: number;
  share_percent: number;
}

export async function searchShare(root: string, install: BuildFigures): Promise<SearchShareFigures> {
  const cache = join(root, '.docgen', 'cache');
  const dir = (await readdir(cache)).find((name) => name.startsWith('transform-'));
  if (!dir || install.search_s === null) throw new Error(`No transform cache or search step for ${root}.`);
  const pages: string[] = [];
  for (const entry of await readdir(join(cache, dir))) {
    const path = join(cache, dir, entry);
    const parts = readCacheMetadata(path)?.parts;
    const html = parts && readCachedPart(path, parts.htmlAt, parts.htmlBytes);
    if (html !== undefined) pages.push(html);
  }
  const started = process.cpuUsage();
  for (const html of pages) indexedSections(html);
  const used = process.cpuUsage(started);
  const cpu = (used.user + used.system) / 1e6;
  const sectionsWall = cpu / availableParallelism();
  const added = install.search_s + sectionsWall;
  return {
    bench: 'search-share',
    pages: pages.length,
    index_step_s: install.search_s,
    sections_cpu_s: round(cpu),
    sections_wall_s: round(sectionsWall),
    build_wall_s: install.wall_s,
    share_percent: round((added / install.wall_s) * 100),
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
