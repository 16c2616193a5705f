/**
 * Structured request logs (pino, one JSON line per request on stdout). Threat: logs are read by more people
 * than the site, and kept longer. So a request is logged as method, path (never the query string: e-mailed
 * links carry their one-time nonce there), status, client address and time; no header is logged, so no
 * cookie, no bearer token and no code reaches the log.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

export function requestLogger(env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  if (env.DOCGEN_REQUEST_LOG === 'off') return false;
  // Written asynchronously: a quiet server writes each line at once, a busy one gathers the lines that come
  // while a write is under way into the next (one system call per request would cost more than the request).
  // pino flushes what is left when the process exits.
  return { level: env.LOG_LEVEL ?? 'info', stream: pino.destination({ dest: 1, sync: false }) };
}

/**
 * One line when the answer is sent, instead of Fastify's two (request in, response out): half the logging cost
 * per request, and every line carries the whole story. Needs `disableRequestLogging` on the app.
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      // Flat fields: Fastify's own `req`/`res` serializers would log the full URL, query included.
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ip: request.ip,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
