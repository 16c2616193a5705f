// `npm run bench -- --only search`: `GET /_docgen/search` of `docgen serve` on the synthetic corpus
// (`bench/make-corpus.mjs`, 5,000 pages unless `--pages` says otherwise), driven by autocannon with the queries
// of `search-queries.ts` in turn. One connection (each request's latency is the server's time for it, plus
// loopback) and eight (throughput). Each request comes from an address of its own (`X-Forwarded-For`, with
// `TRUST_PROXY`), so the per-client rate limit stays out of the way but is still paid for. Also: the server's
// resident memory once started and after the load, and, when the corpus had to be built, the cold build's
// time and the share of it the search index took (the build's own `search` step line).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SEARCH_PATH } from '../core/search/search-api.ts';
import { SEARCH_INDEX_FILE } from '../core/search/search-index-file.ts';
import { corpusSite, REPO } from './corpus-site.ts';
import { cpuSecondsOf } from './process-cpu.ts';
import { benchQueries } from './search-queries.ts';
import { startDocgenServe, stop, type Server } from './serve.ts';

export interface SearchServeFigures {
  bench: 'search';
  case: string;
  pages: number;
  queries: number;
  requests: number;
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non_2xx: number;
  /** Server CPU (user + system) per answered request, in microseconds. */
  server_cpu_us_per_req: number | null;
  /** The server's resident memory before and after the load, in MB. */
  rss_start_mb: number | null;
  rss_after_mb: number | null;
  /** When the corpus was built for this run: the cold build, and the search step's part of it. */
  cold_build_s?: number;
  index_s?: number;
  index_share_pct?: number;
}

const WARM_UP_S = 3;
const DURATION_S = 20;

interface CannonTracker extends PromiseLike<{
  requests: { average: number; total: number };
  non2xx: number;
}> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => CannonTracker;

/** Builds the corpus site unless it has a build with a search index; the build's figures when it ran. */
function ensureBuild(root: string): { cold_build_s: number; index_s: number } | undefined {
  if (existsSync(join(root, 'build', SEARCH_INDEX_FILE))) return undefined;
  rmSync(join(root, '.docgen'), { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, [join(REPO, 'bin', 'docgen.mjs'), 'build', '--root', root], {
    cwd: REPO,
    env: { ...process.env, CI: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  process.stderr.write(child.stderr);
  if (child.status !== 0) throw new Error(`docgen build ${root} exited with ${child.status}`);
  const step = /^ {2}search +([\d.]+) (ms|s)$/m.exec(child.stderr);
  return {
    cold_build_s: round((performance.now() - started) / 1000),
    index_s: step ? round(Number(step[1]) / (step[2] === 'ms' ? 1000 : 1)) : Number.NaN,
  };
}

/** The bench's queries, from the text of sections spread over the index. */
function queriesOf(build: string): string[] {
  const db = new Database(join(build, SEARCH_INDEX_FILE), { readonly: true });
  try {
    return benchQueries(
      db.prepare('SELECT text FROM sections WHERE id % 150 = 0 LIMIT 400').pluck().all() as string[],
    );
  } finally {
    db.close();
  }
}

function rssMbOf(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function drive(server: Server, queries: string[], connections: number, durationS: number) {
  const requests = queries.map((q, index) => ({
    method: 'GET',
    path: `${SEARCH_PATH}?${new URLSearchParams({ q })}`,
    headers: { 'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.${connections}` },
  }));
  const latencies: number[] = [];
  const run = autocannon({ url: server.origin, requests, connections, duration: durationS });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => round(latencies[Math.floor(p * (latencies.length - 1))] ?? Number.NaN);
  return {
    requests: result.requests.total,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    p99_ms: at(0.99),
    max_ms: at(1),
    non_2xx: result.non2xx,
  };
}

export async function benchSearchServe(pages = 5000): Promise<SearchServeFigures[]> {
  const root = await corpusSite(pages);
  const built = ensureBuild(root);
  const build = join(root, 'build');
  const queries = queriesOf(build);
  const dataDir = mkdtempSync(join(tmpdir(), 'docgen-bench-search-'));
  const server = await startDocgenServe(dataDir, 'off', { dir: build, env: { TRUST_PROXY: '1' } });
  try {
    const rssStart = rssMbOf(server.child.pid);
    const rows: SearchServeFigures[] = [];
    for (const connections of [1, 8]) {
      await drive(server, queries, connections, WARM_UP_S);
      const cpuBefore = cpuSecondsOf(server.child.pid);
      const figures = await drive(server, queries, connections, DURATION_S);
      const cpuAfter = cpuSecondsOf(server.child.pid);
      rows.push({
        bench: 'search',
        case: `${connections} connection${connections > 1 ? 's' : ''}`,
        pages,
        queries: queries.length,
        ...figures,
        server_cpu_us_per_req:
          cpuBefore === undefined || cpuAfter === undefined
            ? null
            : Math.round(((cpuAfter - cpuBefore) * 1e6) / Math.max(1, figures.requests)),
        rss_start_mb: rssStart,
        rss_after_mb: rssMbOf(server.child.pid),
        ...(built && {
          ...built,
          index_share_pct: round((built.index_s / built.cold_build_s) * 100),
        }),
      });
    }
    return rows;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
