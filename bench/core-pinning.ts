// Keeps the server and the load generator of `serve.ts` off each other's core. On a 2-core machine the
// scheduler otherwise moves them around and onto one core now and then, which shows up as run-to-run swings
// of a third in a server's CPU per request; pinned, the server has one core and the load generator the other,
// as when a real client is another machine. With `taskset` (util-linux) and at least two cores; else nothing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TASKSET = '/usr/bin/taskset';

function canPin(): boolean {
  return existsSync(TASKSET) && availableParallelism() >= 2 && process.env.BENCH_PIN !== 'off';
}

/** The last core, for the server. */
function serverCore(): string {
  return String(availableParallelism() - 1);
}

/** Moves a running server (every thread it has; threads it starts later inherit it) onto the server's core. */
export function pinServer(pid: number | undefined): void {
  if (pid === undefined || !canPin()) return;
  execFileSync(TASKSET, ['--all-tasks', '--cpu-list', '--pid', serverCore(), String(pid)], {
    stdio: 'ignore',
  });
}

/** A server's command line, on the server's core with every process it forks (nginx's worker). */
export function pinnedServerCommand(command: string, args: string[]): [string, string[]] {
  if (!canPin()) return [command, args];
  return [TASKSET, ['--cpu-list', serverCore(), command, ...args]];
}

function clientCores(): string {
  return availableParallelism() === 2 ? '0' : `0-${availableParallelism() - 2}`;
}

/** A load generator's command line, confined to the cores the server does not use. */
export function pinnedClient(command: string, args: string[]): [string, string[]] {
  if (!canPin()) return [command, args];
  return [TASKSET, ['--cpu-list', clientCores(), command, ...args]];
}

/**
 * Runs a load generator that lives in this process (autocannon) on the cores the server does not use, and gives
 * this process every core back after it: the benchmarks run after it build and search on all of them.
 */
export async function onClientCores<T>(run: () => Promise<T>): Promise<T> {
  if (!canPin()) return run();
  const pin = (cores: string) =>
    execFileSync(TASKSET, ['--all-tasks', '--cpu-list', '--pid', cores, String(process.pid)], {
      stdio: 'ignore',
    });
  pin(clientCores());
  try {
    return await run();
  } finally {
    pin(`0-${availableParallelism() - 1}`);
  }
}
