/**
 * What the server answers when Fastify itself refuses a request before any route runs (a path whose
 * percent-encoding does not decode): the identity API's error envelope under its prefix, a short plain 400
 * elsewhere. Never Fastify's own body, which would be a third answer shape for API callers to handle.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../../core/identity/envelope.ts';
import { IDENTITY_API_PREFIX } from './mount-identity.ts';

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).header('cache-control', 'no-store');
  if (request.url.startsWith(`${IDENTITY_API_PREFIX}/`)) {
    void reply.send(errorEnvelope(status, 'the request path is not valid; check its percent-encoding'));
    return;
  }
  void reply.type('text/plain; charset=utf-8').send('Bad request: the address is not valid.\n');
}
