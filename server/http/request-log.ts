/**
 * Structured request logs (pino, one line per request on stdout). Threat: logs are read by more people
 * than the site, and kept longer, and some paths are bearer secrets (a poll id hands out the reader's token).
 * So a request is logged as method, path, status, client address and time, where the path is the route's
 * pattern whenever the route takes parameters (`/api/challenge/:id/v2`, never the id), and never carries the
 * query string (e-mailed links carry their one-time nonce there). No header is logged, so no cookie, no bearer
 * token and no code reaches the log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerEnv } from '../env/server-env.ts';
import { logFormatFor } from '../log/log-format.ts';
import { openLog, type Logger } from '../log/open-log.ts';

/** The request log on stdout (JSON, or human lines on a terminal), or undefined when `DOCGEN_REQUEST_LOG=off`. */
export function openRequestLog(
  env: Pick<ServerEnv, 'DOCGEN_REQUEST_LOG' | 'LOG_LEVEL' | 'LOG_FORMAT'>,
): Logger | undefined {
  if (env.DOCGEN_REQUEST_LOG === false) return undefined;
  // Written asynchronously: a quiet server writes each line at once, a busy one gathers the lines that come
  // while a write is under way into the next (one system call per request would cost more than the request).
  // pino flushes what is left when the process exits.
  const format = logFormatFor(env, process.stdout);
  return openLog({ fd: 1, format, level: env.LOG_LEVEL ?? 'info', sync: false });
}

/**
 * One line when the answer is sent, instead of Fastify's two (request in, response out): half the logging cost
 * per request, and every line carries the whole story. Fastify's own request lines stay off (its log controller).
 */
export function logEachRequest(app: FastifyInstance, log: Logger): void {
  app.addHook('onResponse', (request, reply, done) => {
    log.info(
      // Flat fields: Fastify's own `req`/`res` serializers would log the full URL, query included.
      {
        method: request.method,
        path: loggedPath(request),
        status: reply.statusCode,
        ip: request.ip,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

/** Where the identity API is mounted: an unknown path there may still hold a secret (a mistyped poll URL). */
const API_PREFIX = '/api/';

/** The route's pattern when the path holds parameters, the path when it is only a page's public name. */
export function loggedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.includes(':')) return pattern;
  const path = request.url.split('?', 1)[0] ?? '';
  const matchedExactly = pattern !== undefined && !pattern.includes('*');
  if (path.startsWith(API_PREFIX) && !matchedExactly) return `${API_PREFIX}*`;
  return path;
}
