/**
 * Structured request logs (one JSON line per request on stdout, as pino writes the server's other lines). Threat: logs are read by more people
 * than the site, and kept longer, and some paths are bearer secrets (a poll id hands out the reader's token).
 * So a request is logged as method, path, status, client address (the one the limits count) and time, where the path is the route's
 * pattern whenever the route takes parameters (`/api/challenge/:id/v2`, never the id), and never carries the
 * query string (e-mailed links carry their one-time nonce there). No header is logged, so no cookie, no bearer
 * token and no code reaches the log.
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';
import type { ServerEnv } from '../env/server-env.ts';
import { openBatchedLines } from '../../node/log/batched-lines.ts';
import { humanLine } from '../../node/log/human-line.ts';
import { logFormatFor } from '../../node/log/log-format.ts';
import { isoTimeOncePerMillisecond } from '../../node/log/open-log.ts';
import type { ServerMetrics } from '../metrics/server-metrics.ts';
import { clientAddressOf, type TrustProxy } from '../identity/index.ts';

/** One line per answered request, and the end of them. */
export interface RequestLog {
  line(method: string, path: string, status: number, ip: string, ms: number): void;
  /** Writes the lines still gathered (the server has stopped answering). */
  close(): Promise<void>;
}

type RequestLine = (method: string, path: string, status: number, ip: string, ms: number) => string;

/**
 * The JSON line pino writes for `log.info({ method, path, status, ip, ms }, 'request')` with the server's log
 * options (level label, ISO time, pid and hostname), written out directly: pino's generic serialisation of a
 * fields object costs more than the rest of a request line, on every request.
 */
export function jsonRequestLine(): RequestLine {
  const time = isoTimeOncePerMillisecond();
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (method, path, status, ip, ms) =>
    `{"level":"info"${time()}${base},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ip":${JSON.stringify(ip)},"ms":${ms},"msg":"request"}\n`;
}

/**
 * The request log on stdout (JSON lines written in batches, or human lines on a terminal), or undefined when
 * `DOCGEN_REQUEST_LOG=off` or `LOG_LEVEL` is above `info`.
 */
export function openRequestLog(
  env: Pick<ServerEnv, 'DOCGEN_REQUEST_LOG' | 'LOG_LEVEL' | 'LOG_FORMAT'>,
): RequestLog | undefined {
  const level = pino.levels.values[env.LOG_LEVEL ?? 'info'];
  if (env.DOCGEN_REQUEST_LOG === false || level === undefined || level > pino.levels.values.info!)
    return undefined;
  const jsonLine = jsonRequestLine();
  if (logFormatFor(env, process.stdout) === 'pretty')
    return {
      line: (...fields) => void process.stdout.write(humanLine(jsonLine(...fields))),
      close: async () => undefined,
    };
  const lines = openBatchedLines(1);
  return { line: (...fields) => lines.write(jsonLine(...fields)), close: lines.close };
}

/** Who hears of each answered request: the request log, the metrics, or both. */
export interface RequestObservers {
  log?: Pick<RequestLog, 'line'> | undefined;
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
    log?.line(
      request.method,
      loggedPath(request, pattern),
      status,
      clientAddressOf(request, trustProxy),
      Math.round(ms * 10) / 10,
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
