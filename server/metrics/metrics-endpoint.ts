/**
 * Where Prometheus reads the metrics: `GET /metrics` on a listen address of its own (`METRICS_ADDRESS`, kept
 * off the public network), or on the site's port behind a bearer token (`METRICS_TOKEN`); with both, the own
 * address asks for the token too. Neither set: no metrics at all. Threat: the figures tell outsiders how busy
 * the site is and which sign-ins fail, so they are never open on the public port.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../env/server-env.ts';
import type { ServerMetrics } from './server-metrics.ts';

const METRICS_PATH = '/metrics';

export type MetricsEnv = Pick<ServerEnv, 'METRICS_ADDRESS' | 'METRICS_TOKEN'>;

/** Whether the environment asks for metrics at all. */
export const metricsWanted = (env: MetricsEnv) => Boolean(env.METRICS_ADDRESS ?? env.METRICS_TOKEN);

type Answer = { status: number; headers: Record<string, string>; body: string };

async function answer(metrics: ServerMetrics, token: string | undefined, headers: IncomingHttpHeaders) {
  if (token !== undefined && !bearerMatches(headers.authorization, token)) {
    return { status: 401, headers: { 'www-authenticate': 'Bearer' }, body: 'Unauthorized.\n' } as Answer;
  }
  const body = await metrics.scrape();
  return { status: 200, headers: { 'content-type': metrics.registry.contentType }, body } as Answer;
}

/** Compared as digests, so neither the time taken nor a length mismatch tells how much of a guess was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** `GET /metrics` on the site's own server, behind the token (only when no address of its own is set). */
export function registerMetricsRoute(app: FastifyInstance, metrics: ServerMetrics, env: MetricsEnv): void {
  if (env.METRICS_ADDRESS || !env.METRICS_TOKEN) return;
  const token = env.METRICS_TOKEN;
  app.get(METRICS_PATH, async (request, reply) => {
    const { status, headers, body } = await answer(metrics, token, request.headers);
    return reply
      .code(status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .send(body);
  });
}

/** The metrics' own listener on `METRICS_ADDRESS`; undefined when none is set. */
export async function listenForMetrics(
  metrics: ServerMetrics,
  env: MetricsEnv,
): Promise<{ address: string; close(): Promise<void> } | undefined> {
  const where = env.METRICS_ADDRESS;
  if (!where) return undefined;
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?', 1)[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    answer(metrics, env.METRICS_TOKEN, request.headers).then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(where.port, where.host, () => listening());
  });
  const bound = server.address();
  const port = typeof bound === 'object' && bound ? bound.port : where.port;
  const host = where.host.includes(':') ? `[${where.host}]` : where.host;
  return {
    address: `http://${host}:${port}${METRICS_PATH}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
