/**
 * Structured request logs (pino, one JSON line per request on stdout). Threat: logs are read by more people
 * than the site, and kept longer. So a request is logged as method, path (never the query string: e-mailed
 * links carry their one-time nonce there), status, client address and time; no header is logged, so no
 * cookie, no bearer token and no code reaches the log.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export function requestLogger(env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  if (env.DOCGEN_REQUEST_LOG === 'off') return false;
  return { level: env.LOG_LEVEL ?? 'info' };
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
