import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { corpusSite, REPO } from './corpus-site.ts';

export interface BuildFigures {
  bench: 'build';
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
  const root = await corpusSite(pages);
  await rm(join(root, '.docgen'), { recursive: true, force: true });
  return [run(root, pages, 'cold'), run(root, pages, 'warm')];
}

function run(root: string, pages: number, cache: 'cold' | 'warm'): BuildFigures {
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--import', PEAK_RSS, CLI, 'build', '--root', root], {
    cwd: REPO,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  }).toString();
  const wall = (performance.now() - started) / 1000;
  const built = Number(/Built (\d+) pages/.exec(output)?.[1] ?? pages);
  const { peak_rss_mb } = JSON.parse(output.trim().split('\n').pop() ?? '{}') as { peak_rss_mb: number };
  return {
    bench: 'build',
    pages,
    cache,
    wall_s: round(wall),
    pages_per_s: round(built / wall),
    peak_rss_mb,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
