// Identity API throughput: `POST /token/validate` and `POST /id/v2` (dev mailbox) on SQLite and
// PostgreSQL, measured with autocannon against a server in its own process on loopback. Bounded runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';

// autocannon ships no types; these are the parts used here.
interface CannonRequest {
  body?: string;
  [key: string]: unknown;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<CannonResult>;

export interface IdentityFigures {
  bench: 'identity';
  backend: 'sqlite' | 'postgres';
  call: 'POST /token/validate' | 'POST /id/v2';
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

const SERVER = fileURLToPath(new URL('./identity-server.ts', import.meta.url));
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function benchIdentity(
  params: { durationS?: number; connections?: number } = {},
): Promise<IdentityFigures[]> {
  const rows: IdentityFigures[] = [];
  for (const backend of ['sqlite', 'postgres'] as const) rows.push(...(await benchBackend(backend, params)));
  return rows;
}

async function benchBackend(
  backend: 'sqlite' | 'postgres',
  params: { durationS?: number; connections?: number },
): Promise<IdentityFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docgen-bench-identity-'));
  const schema = `docgen_bench_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> =
    backend === 'sqlite' ? { DOCGEN_DATA_DIR: dataDir } : { DATABASE_URL, DATABASE_SCHEMA: schema };
  const server = await startServer(env);
  try {
    const common = { duration: params.durationS ?? 10, connections: params.connections ?? 20 };
    const validate = await autocannon({
      ...common,
      url: `${server.baseUrl}/api/token/validate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: server.token }),
    });
    let n = 0;
    const start = await autocannon({
      ...common,
      url: `${server.baseUrl}/api/id/v2`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'slashid-orgid': 'org-bench' },
      requests: [
        {
          setupRequest: (request: CannonRequest) => ({
            ...request,
            body: JSON.stringify({
              handle: { type: 'email_address', value: `reader${n++}@bench.example` },
              factor: { method: 'email_link', options: { method: 'email_link' } },
            }),
          }),
        },
      ],
    });
    return [figures(backend, 'POST /token/validate', validate), figures(backend, 'POST /id/v2', start)];
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (backend === 'postgres') {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
}

function figures(
  backend: IdentityFigures['backend'],
  call: IdentityFigures['call'],
  result: CannonResult,
): IdentityFigures {
  return {
    bench: 'identity',
    backend,
    call,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  };
}

async function startServer(
  env: Record<string, string>,
): Promise<{ baseUrl: string; token: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, NODE_ENV: 'production-bench', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`identity bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/TOKEN \S+\n/.test(output)) resolve();
    });
  });
  const port = /LISTENING (\d+)/.exec(output)?.[1];
  const token = /TOKEN (\S+)/.exec(output)?.[1] ?? '';
  return { baseUrl: `http://127.0.0.1:${port}`, token, stop: () => child.kill('SIGTERM') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await benchIdentity({ durationS: Number(process.env.BENCH_SECONDS ?? 10) });
  for (const row of rows) process.stdout.write(`${JSON.stringify(row)}\n`);
  console.table(rows);
}
