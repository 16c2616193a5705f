/**
 * Structured request logs (pino, one line per request on stdout). Threat: logs are read by more people
 * than the site, and kept longer, and some paths are bearer secrets (a poll id hands out the reader's token).
 * So a request is logged as method, path, status, client address (the one the limits count) and time, where the path is the route's
 * pattern whenever the route takes parameters (`/api/challenge/:id/v2`, never the id), and never carries the
 * query string (e-mailed links carry their one-time nonce there). No header is logged, so no cookie, no bearer
 * token and no code reaches the log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerEnv } from '../env/server-env.ts';
import { clientAddressOf } from '../identity/api/request-info.ts';
import type { TrustProxy } from '../identity/context/client-ip.ts';
import { logFormatFor } from '../../node/log/log-format.ts';
import { openLog, type Logger } from '../../node/log/open-log.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';

/** The request log on stdout (JSON, or human lines on a terminal), or undefined when `DOCGEN_REQUEST_LOG=off`. */
export function openRequestLog(
  env: Pick<ServerEnv, 'DOCGEN_REQUEST_LOG' | 'LOG_LEVEL' | 'LOG_FORMAT'>,
): Logger | undefined {
  if (env.DOCGEN_REQUEST_LOG === false) return undefined;
  // Its own pino instance, written in batches (see `openLog`): Fastify's per-request child loggers and its
  // two lines per request cost a third of a gated page's throughput.
  const format = logFormatFor(env, process.stdout);
  return openLog({ fd: 1, format, level: env.LOG_LEVEL ?? 'info', batched: true });
}

/** Who hears of each answered request: the request log, the metrics, or both. */
export interface RequestObservers {
  log?: Logger | undefined;
  metrics?: Pick<ServerMetrics, 'request'> | undefined;
  /** `TRUST_PROXY`: the logged address is the one the limits count, the forwarded one behind a proxy. */
  trustProxy: TrustProxy;
}

/**
 * One hook when the answer is sent, for the log and the metrics together: one line per request instead of
 * Fastify's two (request in, response out), and every line carries the whole story. Fastify's own request lines
 * stay off (its log controller). Without a log or metrics no hook is added at all.
 */
export function observeRequests(app: FastifyInstance, { log, metrics, trustProxy }: RequestObservers): void {
  if (!log && !metrics) return;
  app.addHook('onResponse', (request, reply, done) => {
    const pattern = request.routeOptions.url;
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    metrics?.request(request.method, pattern ?? UNROUTED, status, ms / 1000);
    // Flat fields: Fastify's own `req`/`res` serializers would log the full URL, query included.
    log?.info(
      {
        method: request.method,
        path: loggedPath(request, pattern),
        status,
        ip: clientAddressOf(request, trustProxy),
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
    done();
  });
}

/** The metrics' route label of a request no route took (Fastify's own 404, a refused body). */
const UNROUTED = 'unrouted';

/** Where the identity API is mounted: an unknown path there may still hold a secret (a mistyped poll URL). */
const API_PREFIX = '/api/';

/** The route's pattern when the path holds parameters, the path when it is only a page's public name. */
function loggedPath(request: FastifyRequest, pattern = request.routeOptions.url): string {
  if (pattern?.includes(':')) return pattern;
  const path = request.url.split('?', 1)[0] ?? '';
  const matchedExactly = pattern !== undefined && !pattern.includes('*');
  if (path.startsWith(API_PREFIX) && !matchedExactly) return `${API_PREFIX}*`;
  return path;
}
