/**
 * `docgen dev` benchmark: start-up and save → updated page on the real site. Copies the site to a temporary
 * directory, times `docgen dev` from its start to the first page it serves (twice: the first start builds
 * everything, the second finds the site's cache), starts the dev server, saves one doc N times and measures until its SSE `page` event (chokidar, rebuild and write
 * included) and the rebuild time the server prints; then the same for a title change, which also checks the
 * version's other docs. `npm run bench -- --only dev`, or alone (one JSON line):
 * `node --import tsx bench/dev-rebuild.ts`.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startDevServer } from '../generator/dev/dev-server.ts';
import { devServices } from '../server/dev/dev-services.ts';
import type { DevEvent } from '../generator/dev/messages.ts';
import { openEventStream, type EventStreamClient } from '../tests/helpers/event-stream.ts';
import { textLogger } from '../tests/helpers/text-logger.ts';

const DOCGEN_ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = join(DOCGEN_ROOT, 'bin', 'docgen.mjs');
const DOC = 'content/versioned_docs/version-1.0.2/faq.md';
const ROUTE = '/docs/faq';
const SAVES = Number(process.env.BENCH_SAVES ?? 20);

export type DevBenchRow = Record<string, unknown> & { bench: 'dev'; ms: number };

export async function benchDev(): Promise<DevBenchRow> {
  const root = await copySite();
  // The first start on a copy builds everything; a writer's next start finds the site's cache.
  const startupFirst = await startupMs(root);
  const startup = await startupMs(root);
  const rebuildLines: number[] = [];
  const server = await startDevServer({
    services: devServices(),
    root,
    port: 0,
    host: '127.0.0.1',
    watchCode: false,
    logger: textLogger((text) => {
      const ms = new RegExp(`^rebuilt ${ROUTE} in (\\d+) ms`).exec(text)?.[1];
      if (ms) rebuildLines.push(Number(ms));
    }),
  });
  const events = await openEventStream<DevEvent>(`http://127.0.0.1:${server.port}/__docgen/events`);
  try {
    const original = await readFile(join(root, DOC), 'utf8');
    const save = (text: string) => writeFile(join(root, DOC), text);
    const body = await measure(events, SAVES, (i) => save(`${original}\n\nBenchmark paragraph ${i}.\n`));
    const bodyRebuild = rebuildLines.splice(0);
    const title = await measure(events, Math.ceil(SAVES / 4), (i) =>
      save(original.replace(/^title: .*$/m, `title: FAQ ${i}`)),
    );
    return {
      bench: 'dev',
      startup_ms: startup,
      startup_first_ms: startupFirst,
      ms: median(body),
      ...(process.env.BENCH_VERBOSE ? { samples: body.map(Math.round) } : {}),
      p95_ms: percentile(body, 0.95),
      rebuild_ms: median(bodyRebuild),
      title_change_ms: median(title),
      title_change_rebuild_ms: median(rebuildLines),
      saves: SAVES,
    };
  } finally {
    events.close();
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchDev()));
}

/**
 * `docgen dev` on the site as a writer starts it: from spawning the process to the first answer of a page (the
 * server answers once the first build is in place), then stopped.
 */
async function startupMs(root: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'dev', '--root', root, '--port', '0'], {
    env: { ...process.env, CI: '1', LOG_FORMAT: 'pretty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      const look = (chunk: Buffer) => {
        output += String(chunk);
        const url = /docgen dev: (http:\/\/\S+)/.exec(output)?.[1];
        if (url) resolve(url);
      };
      child.stdout.on('data', look);
      child.stderr.on('data', look);
      child.once('exit', (code) => reject(new Error(`docgen dev exited with ${code}:\n${output}`)));
    });
    const response = await fetch(`${origin}${ROUTE}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`docgen dev answered ${ROUTE} with ${response.status}`);
    return Math.round(performance.now() - started);
  } finally {
    child.kill('SIGINT');
    await once(child, 'exit');
  }
}

/** Saves the doc `count` times; the time from each write to its page event. */
async function measure(
  events: EventStreamClient<DevEvent>,
  count: number,
  save: (i: number) => Promise<void>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const updated = events.next((e) => e.type === 'page' && e.route === ROUTE);
    const started = performance.now();
    await save(i);
    await updated;
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  return times;
}

/** The real site in a temporary directory, its config importing docgen's `defineConfig` by absolute path. */
async function copySite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bench-dev-'));
  await cp(join(DOCGEN_ROOT, 'content'), join(dir, 'content'), { recursive: true });
  await cp(join(DOCGEN_ROOT, 'versions.json'), join(dir, 'versions.json'));
  const config = await readFile(join(DOCGEN_ROOT, 'site.config.ts'), 'utf8');
  const defineConfig = join(DOCGEN_ROOT, 'core', 'config', 'define-config.ts');
  await writeFile(
    join(dir, 'site.config.ts'),
    config.replace(/(['"])\.\/core\/config\/define-config\.ts\1/, `'${defineConfig}'`),
  );
  return dir;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
}
