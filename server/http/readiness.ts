/**
 * `GET /readyz`: whether this instance should get traffic: its database answers and holds every migration this
 * docgen needs, and the build it serves is loaded and still on disk. A load balancer takes a not-ready instance
 * out of rotation (503) and back when it recovers; `/healthz` only says the process is alive, so a supervisor
 * does not restart an instance that waits for its database. The answer names the failing checks in plain words,
 * nothing more; the log has a line each time readiness changes, not one per poll.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from '../../node/log/open-log.ts';

export const READINESS_PATH = '/readyz';

/** A database that takes longer than this to answer a `select 1` counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

export interface ReadinessChecks {
  /** What keeps the database from serving, or undefined (see `IdentityStorage.probe`). */
  database(): Promise<string | undefined>;
  /** What is wrong with the build being served, or undefined. */
  build(): string | undefined;
}

export function registerReadiness(app: FastifyInstance, checks: ReadinessChecks, log: Logger): void {
  let wasReady = true;
  app.get(READINESS_PATH, async (_request, reply) => {
    const problems = [await withTimeout(checks.database()), checks.build()].filter(
      (problem): problem is string => problem !== undefined,
    );
    const ready = problems.length === 0;
    if (ready !== wasReady) {
      if (ready) log.info({}, 'ready again');
      else log.warn({ problems }, `not ready: ${problems.join('; ')}`);
      wasReady = ready;
    }
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return ready ? { status: 'ready' } : { status: 'not ready', problems };
  });
}

async function withTimeout(probe: Promise<string | undefined>): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((done) => {
    timer = setTimeout(() => done('the database does not answer in time'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.catch(() => 'the database does not answer'), late]);
  } finally {
    clearTimeout(timer);
  }
}
