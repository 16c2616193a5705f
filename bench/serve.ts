// Server gate throughput, each case driven by wrk or autocannon (./load-generator.ts) on loopback
// (100 connections, bounded runs):
// - the machine's ceilings: node:http answering with one fixed Buffer (no framework, no routing), holding the
//   page's or the asset's brotli bytes (what browsers get);
// - a doc page with the gate disabled (the same Fastify stack, files from memory and compressed on demand, the
//   same security headers);
// - the same page through the gate with a valid session, request log off (so the ratio is the gate's cost)
//   and on (its production default; lines go to /dev/null, so no log reader competes for the cores);
// - nginx sending the page's brotli bytes with no check at all, on the same core (`nginx-static.ts`), when
//   /usr/sbin/nginx is installed: the static-file limit the signed-in page is held to (≥ 50%);
// - a hashed bundle asset.
// Every request carries `Accept-Encoding: br, gzip`, as browsers send it. Each server runs on a core of its own
// and the load generator on the other (./core-pinning.ts), and each case is warmed up until its CPU per request
// settles before it is measured. Besides latency, each row gives the server's CPU time per request (with its child
// processes: nginx's worker) and the load generator's CPU use: on a shared 2-core machine those tell a slow server
// from a saturated client, and the gated rows' ratio to nginx by CPU per request holds where the measured rates
// only show how busy the machine was. Needs a built site in build/ (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInThroughApi } from '../tests/helpers/sign-in-api.ts';
import { pinServer } from './core-pinning.ts';
import { hasNginx, startNginxStatic } from './nginx-static.ts';
import { runLoad, type LoadParams, type LoadResult } from './load-generator.ts';
import { treeCpuSecondsOf } from './process-cpu.ts';

export interface ServeFigures {
  bench: 'serve';
  case: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
  /** Gated rows: throughput in % of the same page served with the gate disabled (target ≥ 80). */
  of_ungated_pct?: number;
  /** Gated rows: throughput in % of nginx sending the same bytes with no check (target ≥ 50). */
  of_nginx_pct?: number;
  /**
   * Gated rows: the same ratio by CPU, nginx's CPU per request in % of this row's. Each server has its core,
   * so with that core to itself its rate is the inverse of its CPU per request: unlike requests per second,
   * this holds when the load generator, on a shared machine, cannot keep either server busy.
   */
  of_nginx_cpu_pct?: number;
  /** Server CPU (user + system, its child processes included) per answered request, in microseconds. */
  server_cpu_us_per_req: number | null;
  /** The load generator: wrk when installed (it leaves the server more of the 2 cores), else autocannon. */
  client: 'wrk' | 'autocannon';
  /** CPU the load generator used, in % of one core. */
  client_cpu_pct: number | null;
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BUILD = join(ROOT, 'build');
const PAGE = '/docs/features/assistant';
const PAGE_FILE = join(BUILD, 'docs', 'features', 'assistant.html');
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const CONNECTIONS = 100;
const WARM_UP_S = 5;
const WARM_UP_ROUNDS = 12;
/**
 * Node's JIT settles after a number of requests, not of seconds: on a busy machine a 5 s round holds a few
 * thousand, and two rounds in a row may differ by noise alone while the compiler threads are still at work.
 */
const WARM_UP_REQUESTS = 60_000;
/** A round whose CPU per request is over 95% of the round before's: the JIT has settled. */
const WARM_UP_SETTLED = 0.95;

export interface Server {
  child: ChildProcess;
  origin: string;
}

/** Starts a server process and waits for the line naming its port, printed on `portOn`. */
export function start(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
  portOn: 'stdout' | 'stderr' = 'stdout',
): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // docgen serve names its address on stderr, so its request log on stdout goes to /dev/null.
    stdio: ['ignore', portOn === 'stdout' ? 'pipe' : 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = pattern.exec(output)?.[1];
      if (!port) return;
      pinServer(child.pid);
      child.stdout?.off('data', onData).resume();
      child.stderr?.off('data', onData).resume();
      resolve({ child, origin: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${output}`)));
  });
}

/** `docgen serve` of the build in `dir` (the repository's own by default), on a port of its choosing. */
export function startDocgenServe(
  dataDir: string,
  requestLog: 'on' | 'off',
  params: { dir?: string; env?: Record<string, string> } = {},
): Promise<Server> {
  return start(
    [join(ROOT, 'bin', 'docgen.mjs'), 'serve', '--dir', params.dir ?? BUILD, '--port', '0'],
    {
      DOCGEN_DATA_DIR: dataDir,
      SMTP_URL: '',
      NODE_ENV: 'production-bench',
      DOCGEN_REQUEST_LOG: requestLog,
      ...params.env,
    },
    /http:\/\/127\.0\.0\.1:(\d+)/,
    'stderr',
  );
}

/** A run of load on `server`, with the CPU the server used meanwhile (undefined where /proc is not available). */
async function loadWithCpu(
  server: Server,
  load: LoadParams,
): Promise<{ result: LoadResult; wallS: number; serverCpuS: number | undefined }> {
  const before = treeCpuSecondsOf(server.child.pid);
  const started = performance.now();
  const result = await runLoad(load);
  const wallS = (performance.now() - started) / 1000;
  const after = treeCpuSecondsOf(server.child.pid);
  return {
    result,
    wallS,
    serverCpuS: before === undefined || after === undefined ? undefined : after - before,
  };
}

const cpuUsPerRequest = ({ result, serverCpuS }: Awaited<ReturnType<typeof loadWithCpu>>) =>
  serverCpuS === undefined ? undefined : (serverCpuS * 1e6) / Math.max(1, result.total);

/**
 * Warm-up, not measured: the page gets its in-memory encodings, and Node's JIT compiles the request path, which
 * takes tens of thousands of requests (on a busy machine, more than a few seconds of load): rounds of load until
 * the server has answered `WARM_UP_REQUESTS` and its CPU per request stops falling, at most `WARM_UP_ROUNDS`.
 * Every server is warmed up alike, nginx too, so the rows compare steady states.
 */
async function warmUp(server: Server, load: LoadParams): Promise<void> {
  let previous = Number.POSITIVE_INFINITY;
  let answered = 0;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    const measured = await loadWithCpu(server, load);
    const cpu = cpuUsPerRequest(measured);
    answered += measured.result.total;
    if (cpu === undefined || (answered >= WARM_UP_REQUESTS && cpu > previous * WARM_UP_SETTLED)) return;
    previous = Math.min(previous, cpu);
  }
}

async function drive(
  name: string,
  server: Server,
  path: string,
  headers: Record<string, string>,
  durationS: number,
): Promise<ServeFigures> {
  const load = { url: `${server.origin}${path}`, headers: { ...BROWSER_HEADERS, ...headers } };
  await warmUp(server, { ...load, durationS: WARM_UP_S, connections: CONNECTIONS });
  const measured = await loadWithCpu(server, { ...load, durationS, connections: CONNECTIONS });
  const { result, wallS } = measured;
  const cpu = cpuUsPerRequest(measured);
  return {
    bench: 'serve',
    case: name,
    requests_per_s: result.requestsPerS,
    p50_ms: result.p50Ms,
    p99_ms: result.p99Ms,
    errors: result.errors,
    non_2xx: result.non2xx,
    server_cpu_us_per_req: cpu === undefined ? null : Math.round(cpu * 10) / 10,
    client: result.client,
    client_cpu_pct: result.clientCpuS === undefined ? null : Math.round((result.clientCpuS / wallS) * 100),
  };
}

export function stop(server: Server): Promise<void> {
  return new Promise((done) => {
    if (server.child.exitCode !== null) return done();
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });
}

/** The figure the request log is held to: gated serving with the log on, in % of the ungated page. */
export function requestLogRatioLine(rows: readonly ServeFigures[]): string | undefined {
  const logged = rows.find((row) => row.case === LOGGED_CASE);
  if (logged?.of_ungated_pct === undefined) return undefined;
  const verdict = logged.of_ungated_pct >= 80 ? 'meets' : 'misses';
  return `serve: gated page with the request log on at ${logged.of_ungated_pct}% of the ungated page's throughput (${verdict} the 80% target)`;
}

const LOGGED_CASE = 'gated doc page (session), request log on';
const NGINX_CASE = 'nginx, the same page (br), no check';

/**
 * The figure the signed-in page is held to beside nginx: gated, request log on, in % of nginx's rate, measured
 * and by CPU per request (CPU seconds per 10,000 requests for both).
 */
export function nginxRatioLine(rows: readonly ServeFigures[]): string | undefined {
  const logged = rows.find((row) => row.case === LOGGED_CASE);
  const nginx = rows.find((row) => row.case === NGINX_CASE);
  if (logged?.of_nginx_pct === undefined || !nginx) return undefined;
  const verdict = (pct: number | undefined) => (pct !== undefined && pct >= 50 ? 'meets' : 'misses');
  const per10k = (row: ServeFigures) =>
    row.server_cpu_us_per_req === null ? '?' : `${(row.server_cpu_us_per_req / 100).toFixed(2)} s`;
  return [
    `serve: signed-in page (request log on) at ${logged.of_nginx_pct}% of nginx's rate for the same file on the same core (${verdict(logged.of_nginx_pct)} the 50% target);`,
    `by CPU, ${logged.of_nginx_cpu_pct ?? '?'}% (${verdict(logged.of_nginx_cpu_pct)}): CPU per 10,000 requests ${per10k(logged)} against nginx's ${per10k(nginx)}`,
  ].join(' ');
}

/** `row`'s CPU per request beside nginx's, as `of_nginx_cpu_pct`; undefined without both figures. */
function cpuRatioToNginx(row: ServeFigures, nginx: ServeFigures): number | undefined {
  if (row.server_cpu_us_per_req === null || nginx.server_cpu_us_per_req === null) return undefined;
  return Math.round((nginx.server_cpu_us_per_req / Math.max(1, row.server_cpu_us_per_req)) * 100);
}

export async function benchServe(params: { durationS?: number } = {}): Promise<ServeFigures[]> {
  if (!existsSync(join(BUILD, '.docgen-server.json')))
    throw new Error('No build in build/: run `npm run build` first.');
  const durationS = params.durationS ?? 20;
  const dataDir = mkdtempSync(join(tmpdir(), 'docgen-bench-serve-'));
  // One server at a time, started for its case and stopped after it: no case shares the machine with
  // servers idling for the others.
  async function measure(
    name: string,
    launch: () => Promise<Server>,
    path: string,
    headersFor: (server: Server) => Promise<Record<string, string>> = async () => ({}),
  ): Promise<ServeFigures> {
    const server = await launch();
    try {
      return await drive(name, server, path, await headersFor(server), durationS);
    } finally {
      await stop(server);
    }
  }
  async function measureNginx(): Promise<ServeFigures> {
    const nginx = await startNginxStatic(PAGE_FILE, PAGE);
    try {
      return await drive(NGINX_CASE, nginx, PAGE, sessionCookie, durationS);
    } finally {
      await stop(nginx);
      nginx.cleanUp();
    }
  }
  const script =
    (file: string, ...args: string[]) =>
    () =>
      start(['--import', 'tsx', join(ROOT, 'bench', file), ...args], {}, /LISTENING (\d+)/);
  // A token names the instance's URL as its issuer, so each instance signs its own reader in. The ungated
  // server gets the same Cookie header: both cases answer identical requests.
  let sessionCookie: Record<string, string> = {};
  const signedIn = async (server: Server) => {
    const { cookie } = await signInThroughApi(server.origin, 'procurepilot-docs');
    return (sessionCookie = { cookie: `${cookie.name}=${cookie.value}` });
  };
  try {
    const assetFile = readdirSync(join(BUILD, 'assets')).find((f) => /^entry-.*\.js$/.test(f));
    const asset = `/assets/${assetFile}`;
    const pageCeiling = await measure(
      'ceiling: node:http, fixed Buffer of the page (br)',
      script('ceiling-server.ts', PAGE_FILE, '--brotli'),
      PAGE,
    );
    const gated = await measure(
      'gated doc page (session)',
      () => startDocgenServe(dataDir, 'off'),
      PAGE,
      signedIn,
    );
    const ungated = await measure(
      'ungated doc page',
      script('static-server.ts', BUILD),
      PAGE,
      async () => sessionCookie,
    );
    const logged = await measure(LOGGED_CASE, () => startDocgenServe(dataDir, 'on'), PAGE, signedIn);
    const nginx = hasNginx() ? await measureNginx() : undefined;
    const ofNginx = (row: ServeFigures) => {
      if (!nginx) return {};
      const cpu = cpuRatioToNginx(row, nginx);
      return {
        of_nginx_pct: Math.round((row.requests_per_s / nginx.requests_per_s) * 100),
        ...(cpu === undefined ? {} : { of_nginx_cpu_pct: cpu }),
      };
    };
    const ofUngated = (row: ServeFigures): ServeFigures => ({
      ...row,
      of_ungated_pct: Math.round((row.requests_per_s / ungated.requests_per_s) * 100),
      ...ofNginx(row),
    });
    return [
      pageCeiling,
      ...(nginx ? [nginx] : []),
      ungated,
      ofUngated(gated),
      ofUngated(logged),
      await measure(
        'ceiling: node:http, fixed Buffer of the asset (br)',
        script('ceiling-server.ts', join(BUILD, 'assets', `${assetFile}.br`)),
        asset,
      ),
      await measure('hashed asset (br)', () => startDocgenServe(dataDir, 'off'), asset),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
