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

/** Builds the corpus end to end (bundle and link check included) in a fresh process: cold, then unchanged. */
export async function benchBuild(pages: number): Promise<BuildFigures[]> {
  const root = await corpusSite(pages);
  await rm(join(root, '.docgen'), { recursive: true, force: true });
  return [run(root, pages, 'cold'), run(root, pages, 'warm')];
}

function run(root: string, pages: number, cache: 'cold' | 'warm'): BuildFigures {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(REPO, 'bench', 'build-once.ts'), root],
    {
      cwd: REPO,
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    },
  ).toString();
  const figures = JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
    pages: number;
    wall_s: number;
    peak_rss_mb: number;
  };
  return {
    bench: 'build',
    pages,
    cache,
    wall_s: round(figures.wall_s),
    pages_per_s: round(figures.pages / figures.wall_s),
    peak_rss_mb: figures.peak_rss_mb,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
