import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
  /** User + system CPU seconds of the build and the processes it waited for (Vite's). */
  cpu_s: number;
  pages_per_s: number;
  /** The largest summed resident memory of the build's process and every process it started. */
  peak_rss_mb: number;
  /** docgen's `search` step (writing the search index), as the build printed it. */
  search_s: number | null;
  /** docgen's wall and CPU time over Hugo's, built just before it in the same run. */
  wall_x_hugo: number | null;
  cpu_x_hugo: number | null;
}

const CLI = join(REPO, 'bin', 'docgen.mjs');
/** Builds from nothing are run this many times each, every one just after a Hugo build of the same pages. */
const ROUNDS = 2;
/** Above this many pages, only one build from nothing (and Hugo's): what a site that large costs, and its peak memory. */
const HUGE = 5_000;

/**
 * Builds the corpus end to end with `docgen build` as a writer runs it (process start, bundle and link check
 * included), timed from spawning the process to its exit: after install, cold, unchanged and with one page
 * edited (a corpus larger than `HUGE`: cold, once). When Hugo is installed, each build from nothing comes right after a Hugo build of the same pages in
 * the reference layout (`hugo-site.ts`), and is compared with it: the machine may be shared, so the two are
 * measured as close together as they can be, in CPU time too.
 */
export async function benchBuild(pages: number): Promise<BuildFigures[]> {
  const root = await corpusSite(pages);
  const hugo = HUGO ? await hugoSite(root) : undefined;
  const rows: BuildFigures[] = [];
  const afterHugo = async (build: () => Promise<BuildFigures>) => {
    const reference = hugo ? await runHugo(hugo, pages) : undefined;
    const row = await build();
    rows.push(...(reference ? [reference, compared(row, reference)] : [row]));
  };
  try {
    if (pages > HUGE) {
      await afterHugo(() => cold(root, 'synthetic', pages));
      return rows;
    }
    await afterHugo(() => afterInstall(root, 'synthetic', pages));
    for (let round = 0; round < ROUNDS; round++) await afterHugo(() => cold(root, 'synthetic', pages));
  } finally {
    if (hugo) await rm(hugo, { recursive: true, force: true });
  }
  rows.push(await run(root, 'synthetic', pages, 'warm'));
  // The first page of the corpus's second section: any page would do, and this one is there at every size.
  const page = join(root, CORPUS_DOCS, 'section-1', `page-${Math.ceil(pages / 10)}.md`);
  const original = await readFile(page, 'utf8');
  try {
    await appendFile(page, '\nA paragraph the benchmark added.\n');
    rows.push(await run(root, 'synthetic', pages, 'edited'));
  } finally {
    await writeFile(page, original);
  }
  return rows;
}

/**
 * The `real-docs` test fixture: 40 pages like a product's docs (nested folders, long names, big reference pages full
 * of code blocks and tables, every page linking others' headings), where the corpus has many small uniform ones.
 */
export async function benchRealDocs(): Promise<BuildFigures[]> {
  const root = await fixtureSite('real-docs');
  return [await cold(root, 'real-docs'), await run(root, 'real-docs', undefined, 'warm')];
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
async function cold(root: string, site: string, pages?: number): Promise<BuildFigures> {
  await rm(join(root, '.docgen'), { recursive: true, force: true });
  return run(root, site, pages, 'cold');
}

async function run(
  root: string,
  site: string,
  pages: number | undefined,
  cache: BuildCase,
): Promise<BuildFigures> {
  const build = await measured(process.execPath, [CLI, 'build', '--root', root], { CI: '1' });
  // The build's own lines (stages, summary) are on stderr, for the person running the benchmark too.
  process.stderr.write(build.stderr);
  if (build.code !== 0) throw new Error(`docgen build ${root} exited with ${build.code}`);
  const built = Number(/Built (\d+) pages/.exec(build.stderr)?.[1]);
  return {
    ...figures('docgen', site, pages ?? built, cache, build, built),
    search_s: searchStep(build.stderr),
  };
}

/** Hugo (Debian's package) from a clean state: no `public/` or `resources/` left by the previous run. */
async function runHugo(site: string, pages: number): Promise<BuildFigures> {
  await Promise.all(
    ['public', 'resources'].map((dir) => rm(join(site, dir), { recursive: true, force: true })),
  );
  const build = await measured(HUGO ?? 'hugo', ['--quiet', '--source', site], {});
  if (build.code !== 0) throw new Error(`hugo exited with ${build.code}:\n${build.stderr}`);
  return figures('hugo', 'synthetic', pages, 'cold', build, pages);
}

function compared(row: BuildFigures, hugo: BuildFigures): BuildFigures {
  return { ...row, wall_x_hugo: round(row.wall_s / hugo.wall_s), cpu_x_hugo: round(row.cpu_s / hugo.cpu_s) };
}

interface Measured {
  code: number | null;
  stderr: string;
  wall: number;
  cpu: number;
  peakRssMb: number;
}

/**
 * Runs a command under GNU time (`/usr/bin/time`) for the CPU of it and of the processes it waited for, and
 * samples the resident memory of its whole tree (`process-tree-rss.ts`); its own peak comes from GNU time,
 * exact where sampling could miss a short peak.
 */
async function measured(command: string, args: string[], env: Record<string, string>): Promise<Measured> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bench-time-'));
  const report = join(dir, 'time');
  try {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-o', report, '-f', '%U %S %M', command, ...args], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const tree = watchTreeRss(child.pid ?? 0);
    const stderr = collect(child.stderr);
    const [code] = (await once(child, 'exit')) as [number | null];
    const wall = (performance.now() - started) / 1000;
    const treePeak = tree.stop();
    const [user = 0, system = 0, maxRssKb = 0] =
      (await readFile(report, 'utf8')).trim().split('\n').pop()?.split(' ').map(Number) ?? [];
    return {
      code,
      stderr: await stderr,
      wall,
      cpu: user + system,
      peakRssMb: Math.max(treePeak, Math.round(maxRssKb / 1024)),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

function figures(
  generator: BuildFigures['generator'],
  site: string,
  pages: number,
  cache: BuildCase,
  build: Measured,
  built: number,
): BuildFigures {
  return {
    bench: 'build',
    generator,
    site,
    pages,
    cache,
    wall_s: round(build.wall),
    cpu_s: round(build.cpu),
    pages_per_s: round(built / build.wall),
    peak_rss_mb: build.peakRssMb,
    search_s: null,
    wall_x_hugo: null,
    cpu_x_hugo: null,
  };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
