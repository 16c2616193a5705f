/**
 * Structured request logs (pino, one JSON line per request on stdout). Threat: logs are read by more people
 * than the site, and kept longer. So a request is logged as method, path (never the query string: e-mailed
 * links carry their one-time nonce there), status, client address and time; no header is logged, so no
 * cookie, no bearer token and no code reaches the log.
 */
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

interface LoggedReply {
  statusCode: number;
}

export function requestLogger(env: NodeJS.ProcessEnv): FastifyServerOptions['logger'] {
  if (env.DOCGEN_REQUEST_LOG === 'off') return false;
  return {
    level: env.LOG_LEVEL ?? 'info',
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        ip: request.ip,
      }),
      res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
    },
  };
}
