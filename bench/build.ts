import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusSite, fixtureSite, REPO } from './corpus-site.ts';

export interface BuildFigures {
  bench: 'build';
  /** `synthetic` (`make-corpus.mjs`, as many pages as asked) or the name of a test fixture. */
  site: string;
  pages: number;
  cache: 'cold' | 'warm';
  wall_s: number;
  pages_per_s: number;
  peak_rss_mb: number;
}

const CLI = join(REPO, 'bin', 'docgen.mjs');
const PEAK_RSS = join(REPO, 'bench', 'report-peak-rss.mjs');

/**
 * Builds the corpus end to end with `docgen build` as a writer runs it (process start, bundle and link check
 * included), timed from spawning the process to its exit: cold, then unchanged.
 */
export async function benchBuild(pages: number): Promise<BuildFigures[]> {
  return coldAndWarm(await corpusSite(pages), 'synthetic', pages);
}

/**
 * The `real-docs` test fixture: 40 pages like a product's docs (nested folders, long names, big reference pages full
 * of code blocks and tables, every page linking others' headings), where the corpus has many small uniform ones.
 */
export async function benchRealDocs(): Promise<BuildFigures[]> {
  return coldAndWarm(await fixtureSite('real-docs'), 'real-docs');
}

/** `pages`: what the corpus was made with; a fixture is counted by the pages its build reports. */
async function coldAndWarm(root: string, site: string, pages?: number): Promise<BuildFigures[]> {
  await rm(join(root, '.docgen'), { recursive: true, force: true });
  return [run(root, site, pages, 'cold'), run(root, site, pages, 'warm')];
}

function run(root: string, site: string, pages: number | undefined, cache: 'cold' | 'warm'): BuildFigures {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', PEAK_RSS, CLI, 'build', '--root', root], {
    cwd: REPO,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  const wall = (performance.now() - started) / 1000;
  // The build's own lines (stages, summary) are on stderr, for the person running the benchmark too.
  process.stderr.write(child.stderr);
  if (child.status !== 0) throw new Error(`docgen build ${root} exited with ${child.status}`);
  const built = Number(/Built (\d+) pages/.exec(child.stderr)?.[1]);
  const { peak_rss_mb } = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as {
    peak_rss_mb: number;
  };
  return {
    bench: 'build',
    site,
    pages: pages ?? built,
    cache,
    wall_s: round(wall),
    pages_per_s: round(built / wall),
    peak_rss_mb,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
