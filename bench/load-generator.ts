// The load generator of the server benchmarks. wrk (Debian's `wrk` package, written in C) when it is installed:
// on a 2-core machine the client shares the cores with the server, and wrk needs a fraction of autocannon's CPU
// per request (autocannon also decodes every body as text). autocannon (an npm dev dependency) otherwise, or
// with BENCH_LOAD=autocannon. Bounded runs on loopback only.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { onClientCores, pinnedClient } from './core-pinning.ts';
import { cpuSecondsOf } from './process-cpu.ts';

export interface LoadParams {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  client: 'wrk' | 'autocannon';
  requestsPerS: number;
  total: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU seconds the load generator used. */
  clientCpuS: number | undefined;
}

const WRK = '/usr/bin/wrk';

export function loadGenerator(): 'wrk' | 'autocannon' {
  if (process.env.BENCH_LOAD === 'autocannon') return 'autocannon';
  return existsSync(WRK) ? 'wrk' : 'autocannon';
}

export function runLoad(params: LoadParams): Promise<LoadResult> {
  return loadGenerator() === 'wrk' ? runWrk(params) : runAutocannon(params);
}

async function runWrk(params: LoadParams): Promise<LoadResult> {
  const headers = Object.entries(params.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [
    '-t1',
    `-c${params.connections}`,
    `-d${params.durationS}s`,
    '--latency',
    ...headers,
    params.url,
  ];
  const [command, commandArgs] = pinnedClient(WRK, args);
  const run = promisify(execFile)(command, commandArgs, { timeout: (params.durationS + 30) * 1000 });
  // Sampled while it runs: a finished process's CPU time is gone from /proc.
  let clientCpuS: number | undefined;
  const sampler = setInterval(() => (clientCpuS = cpuSecondsOf(run.child.pid) ?? clientCpuS), 250);
  const { stdout } = await run.finally(() => clearInterval(sampler));
  const total = Number(/(?<!\d)(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    client: 'wrk',
    requestsPerS: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0)),
    total,
    p50Ms: wrkMs(stdout, '50%'),
    p99Ms: wrkMs(stdout, '99%'),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    clientCpuS,
  };
}

/** A percentile of wrk's latency distribution (`99%    2.88ms`), in milliseconds. */
function wrkMs(output: string, percentile: string): number {
  const match = new RegExp(`${percentile}\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  const toMs = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Math.round(value * toMs * 100) / 100;
}

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

async function runAutocannon(params: LoadParams): Promise<LoadResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as (
    options: Record<string, unknown>,
  ) => Promise<CannonResult>;
  const cpuBefore = process.cpuUsage();
  const result = await onClientCores(() =>
    autocannon({
      url: params.url,
      headers: params.headers,
      duration: params.durationS,
      connections: params.connections,
    }),
  );
  return {
    client: 'autocannon',
    requestsPerS: Math.round(result.requests.average),
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    clientCpuS: cpuSeconds(process.cpuUsage(cpuBefore)),
  };
}

function cpuSeconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1e6;
}
