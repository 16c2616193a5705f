/**
 * Turns every failure under `/api` into the protocol's error envelope. Threat: leaking internals. Client
 * mistakes (bad JSON, oversized or mistyped bodies, unknown routes) become 4xx with a fixed message; anything
 * unexpected becomes a 500 that names only a correlation id, while the log keeps the detail; a database that
 * cannot be written or reached (full disk, PostgreSQL away) a 503 the reader can wait out.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { JsonBodyTooDeep } from '../../http/request-limits.ts';
import { Failures, IdentityError } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { sendError } from './reply.ts';

export function installErrorHandling(app: FastifyInstance, service: IdentityService): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof IdentityError ? error : clientError(error, service);
    if (known) return sendError(reply, known);
    const correlationId = String(reply.getHeader('SlashID-Correlation-ID') ?? request.id);
    service.logger.error({ err: error, correlationId, url: request.url }, 'identity API request failed');
    if (isStorageOutage(error)) return sendError(reply, Failures.storageUnavailable());
    return sendError(reply, Failures.internal(correlationId));
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, Failures.notFound()));
  // Mounted beside a site whose catch-all route answers every GET, an unknown API path would otherwise get a
  // page: every method but the CORS preflight gets the envelope's 404 here.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async () => {
      throw Failures.notFound();
    },
  });
}

function clientError(
  error: FastifyError,
  service: Pick<IdentityService, 'config'>,
): IdentityError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return Failures.bodyTooLarge(service.config.bodyLimitBytes);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return Failures.unsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return Failures.emptyBody();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return Failures.malformedJson();
  }
  if (error instanceof SyntaxError) return Failures.malformedJson();
  if (error instanceof JsonBodyTooDeep) return new IdentityError(400, error.message);
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return status === 413
      ? Failures.bodyTooLarge(service.config.bodyLimitBytes)
      : new IdentityError(status, 'the request could not be processed');
  }
  return undefined;
}

/** SQLite's disk-full and I/O errors, PostgreSQL's out-of-space and shutdown codes, and a refused connection. */
const STORAGE_OUTAGE = /^(?:SQLITE_FULL|SQLITE_IOERR|53\d{3}|57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET)/;

function isStorageOutage(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && STORAGE_OUTAGE.test(code)) ||
    /Connection terminated|timeout exceeded when trying to connect/.test(error.message)
  );
}
