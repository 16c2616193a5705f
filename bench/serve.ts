// Server gate throughput (issue 7): a gated doc page with a valid session, the same page with no gate in front
// (same static stack), and a hashed bundle asset, each driven by autocannon on loopback (bounded runs). Needs a
// built site in build/ (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInThroughApi } from '../tests/helpers/sign-in-api.ts';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<CannonResult>;

export interface ServeFigures {
  bench: 'serve';
  case: 'gated doc page (session)' | 'ungated doc page' | 'hashed asset';
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const BUILD = join(ROOT, 'build');
const PAGE = '/docs/features/assistant';

function start(
  args: string[],
  env: Record<string, string>,
  pattern: RegExp,
): Promise<{ child: ChildProcess; port: string }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = pattern.exec(output)?.[1];
      if (port) resolve({ child, port });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${output}`)));
  });
}

async function drive(
  name: ServeFigures['case'],
  url: string,
  headers: Record<string, string>,
  durationS: number,
): Promise<ServeFigures> {
  const result = await autocannon({ url, headers, duration: durationS, connections: 100 });
  return {
    bench: 'serve',
    case: name,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  };
}

export async function benchServe(params: { durationS?: number } = {}): Promise<ServeFigures[]> {
  if (!existsSync(join(BUILD, '.docgen-server.json')))
    throw new Error('No build in build/: run `npm run build` first.');
  const durationS = params.durationS ?? 20;
  const dataDir = mkdtempSync(join(tmpdir(), 'docgen-bench-serve-'));
  const gated = await start(
    [join(ROOT, 'bin', 'docgen.mjs'), 'serve', '--dir', BUILD, '--port', '0'],
    { DOCGEN_DATA_DIR: dataDir, SMTP_URL: '', NODE_ENV: 'production-bench', DOCGEN_REQUEST_LOG: 'off' },
    /http:\/\/127\.0\.0\.1:(\d+)/,
  );
  const plain = await start(
    ['--import', 'tsx', join(ROOT, 'bench', 'static-server.ts'), BUILD],
    {},
    /LISTENING (\d+)/,
  );
  try {
    const origin = `http://127.0.0.1:${gated.port}`;
    const session = await signInThroughApi(origin, 'procurepilot-docs');
    const cookie = `${session.cookie.name}=${session.cookie.value}`;
    const asset = readdirSync(join(BUILD, 'assets')).find((f) => /^entry-.*\.js$/.test(f));
    return [
      await drive('gated doc page (session)', `${origin}${PAGE}`, { cookie }, durationS),
      await drive('ungated doc page', `http://127.0.0.1:${plain.port}${PAGE}`, {}, durationS),
      await drive('hashed asset', `${origin}/assets/${asset}`, {}, durationS),
    ];
  } finally {
    gated.child.kill('SIGTERM');
    plain.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
