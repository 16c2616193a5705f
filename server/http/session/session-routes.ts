/**
 * `POST /_docgen/session {token}` opens the reader's server session, `DELETE` ends it. Threat: login CSRF
 * (another site signing a reader into someone else's account): the body must be JSON, which a plain form
 * cannot send cross-site, and a request whose Origin is not this site's is refused.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import { JsonBodyTooDeep } from '../request-limits.ts';
import type { Sessions } from './sessions.ts';

function fail(reply: FastifyReply, httpcode: number, message: string) {
  return reply
    .code(httpcode)
    .header('cache-control', 'no-store')
    .send({ errors: [{ httpcode, message }] });
}

export async function registerSessionRoutes(
  app: FastifyInstance,
  params: { sessions: Sessions; origin: string },
): Promise<void> {
  const { sessions, origin } = params;
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error instanceof JsonBodyTooDeep) return fail(reply, 400, error.message);
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return fail(reply, status, status === 415 ? 'the body must be JSON' : 'the request could not be read');
    });
    scope.addHook('onRequest', async (request, reply) => {
      // Same origin: the public URL's, or the one the request was addressed to (a reader on another name of
      // this server, such as localhost).
      const from = request.headers.origin;
      const addressed = `${request.protocol}://${request.host}`;
      if (from !== undefined && from !== origin && from !== addressed)
        return fail(reply, 403, 'cross-origin session requests are refused');
    });
    scope.post(SESSION_PATH, async (request, reply) => {
      const token = (request.body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token === '') return fail(reply, 400, 'a token is required');
      if (!(await sessions.open(reply, token)))
        return fail(reply, 401, 'the token is not valid for this site');
      return reply.header('cache-control', 'no-store').send({ result: { session: true } });
    });
    scope.delete(SESSION_PATH, async (request, reply) => {
      await sessions.close(request, reply);
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
