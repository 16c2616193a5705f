import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPILE_CACHE } from '../node/compile-cache.mjs';
import { CORPUS_DOCS, corpusSite, fixtureSite, REPO } from './corpus-site.ts';
import { hugoSite, HUGO } from './hugo-site.ts';
import { watchTreeRss } from './process-tree-rss.ts';

/**
 * What a build started from:
 * - `install`: the first build after `npm install`: none of docgen's caches (compiled CLI and workers, client
 *   bundle) and none of the site's (`.docgen/`), no previous output;
 * - `cold`: the site's cache removed (what a changed docgen version or a cleaned checkout meets), the previous
 *   output and docgen's own caches in place;
 * - `warm`: nothing changed since the last build;
 * - `edited`: one page's text changed since the last build.
 */
export type BuildCase = 'install' | 'cold' | 'warm' | 'edited';

export interface BuildFigures {
  bench: 'build';
  /** `docgen`, or a generator built on the same corpus for comparison. */
  generator: 'docgen' | 'hugo';
  /** `synthetic` (`make-corpus.mjs`, as many pages as asked) or the name of a test fixture. */
  site: string;
  pages: number;
  cache: BuildCase;
  wall_s: number;
  pages_per_s: number;
  peak_rss_mb: number | null;
  /** docgen's `search` step (writing the search index), as the build printed it. */
  search_s: number | null;
}

const CLI = join(REPO, 'bin', 'docgen.mjs');
const PEAK_RSS = join(REPO, 'bench', 'report-peak-rss.mjs');

/**
 * Builds the corpus end to end with `docgen build` as a writer runs it (process start, bundle and link check
 * included), timed from spawning the process to its exit: after install, cold, unchanged and with one page
 * edited; then Hugo on the same pages when it is installed.
 */
export async function benchBuild(pages: number): Promise<BuildFigures[]> {
  const root = await corpusSite(pages);
  const rows = [
    await afterInstall(root, 'synthetic', pages),
    ...(await coldAndWarm(root, 'synthetic', pages)),
  ];
  // The first page of the corpus's second section: any page would do, and this one is there at every size.
  const page = join(root, CORPUS_DOCS, 'section-1', `page-${Math.ceil(pages / 10)}.md`);
  const original = await readFile(page, 'utf8');
  try {
    await appendFile(page, '\nA paragraph the benchmark added.\n');
    rows.push(await run(root, 'synthetic', pages, 'edited'));
  } finally {
    await writeFile(page, original);
  }
  const hugo = await benchHugo(root, pages);
  return hugo ? [...rows, hugo] : rows;
}

/**
 * The `real-docs` test fixture: 40 pages like a product's docs (nested folders, long names, big reference pages full
 * of code blocks and tables, every page linking others' headings), where the corpus has many small uniform ones.
 */
export async function benchRealDocs(): Promise<BuildFigures[]> {
  return coldAndWarm(await fixtureSite('real-docs'), 'real-docs');
}

async function afterInstall(root: string, site: string, pages: number): Promise<BuildFigures> {
  await Promise.all(
    [COMPILE_CACHE, join(root, '.docgen'), join(root, 'build')].map((dir) =>
      rm(dir, { recursive: true, force: true }),
    ),
  );
  return run(root, site, pages, 'install');
}

/** `pages`: what the corpus was made with; a fixture is counted by the pages its build reports. */
async function coldAndWarm(root: string, site: string, pages?: number): Promise<BuildFigures[]> {
  await rm(join(root, '.docgen'), { recursive: true, force: true });
  return [await run(root, site, pages, 'cold'), await run(root, site, pages, 'warm')];
}

async function run(
  root: string,
  site: string,
  pages: number | undefined,
  cache: BuildCase,
): Promise<BuildFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PEAK_RSS, CLI, 'build', '--root', root], {
    cwd: REPO,
    env: { ...process.env, CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tree = watchTreeRss(child.pid ?? 0);
  const [stdout, stderr] = [collect(child.stdout), collect(child.stderr)];
  const [code] = (await once(child, 'exit')) as [number | null];
  const wall = (performance.now() - started) / 1000;
  const treePeak = tree.stop();
  // The build's own lines (stages, summary) are on stderr, for the person running the benchmark too.
  process.stderr.write(await stderr);
  if (code !== 0) throw new Error(`docgen build ${root} exited with ${code}`);
  const built = Number(/Built (\d+) pages/.exec(await stderr)?.[1]);
  const { peak_rss_mb } = JSON.parse((await stdout).trim().split('\n').pop() ?? '{}') as {
    peak_rss_mb: number;
  };
  // Its own exact peak, or the sampled peak of it and the processes it started (Vite's), whichever is higher.
  const peak = Math.max(peak_rss_mb, treePeak);
  return {
    ...figures('docgen', site, pages ?? built, cache, wall, built, peak),
    search_s: searchStep(await stderr),
  };
}

/** The seconds of the `search` step in a build's output (`  search     539 ms`). */
function searchStep(output: string): number | null {
  for (const line of output.split('\n')) {
    const match = /^ {2}search +([\d.]+) (ms|s)$/.exec(line);
    if (match) return round(Number(match[1]) / (match[2] === 'ms' ? 1000 : 1));
  }
  return null;
}

async function collect(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * Hugo (Debian's package) on the corpus's pages, when it is installed: a reference for what a static site
 * generator takes on the same machine in the same run. Its peak RSS comes from GNU time, when that is installed.
 */
async function benchHugo(root: string, pages: number): Promise<BuildFigures | undefined> {
  if (!HUGO) return undefined;
  const site = await hugoSite(root);
  try {
    const time = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'peak_rss_kb=%M'] : [];
    const [command = HUGO, ...args] = [...time, HUGO, '--quiet', '--source', site];
    const started = performance.now();
    const child = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    const wall = (performance.now() - started) / 1000;
    if (child.status !== 0) throw new Error(`hugo exited with ${child.status}:\n${child.stderr}`);
    const rssKb = /peak_rss_kb=(\d+)/.exec(child.stderr)?.[1];
    return figures(
      'hugo',
      'synthetic',
      pages,
      'cold',
      wall,
      pages,
      rssKb ? Math.round(Number(rssKb) / 1024) : null,
    );
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

function figures(
  generator: BuildFigures['generator'],
  site: string,
  pages: number,
  cache: BuildCase,
  wall: number,
  built: number,
  peakRssMb: number | null,
): BuildFigures {
  return {
    bench: 'build',
    generator,
    site,
    pages,
    cache,
    wall_s: round(wall),
    pages_per_s: round(built / wall),
    peak_rss_mb: peakRssMb,
    search_s: null,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
