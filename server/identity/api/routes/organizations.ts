/** Organisation switching: `GET /token` (SDK 3.25), `POST /token/v2` (3.29.6) and `GET /token/v2` (3.29.0). */
import type { FastifyInstance } from 'fastify';
import { tokenForOrganization } from '../../orgs/switch.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';
import { bearerToken, singleHeader } from '../request-info.ts';

export function organizationRoutes(app: FastifyInstance, service: IdentityService): void {
  const switched = (request: Parameters<typeof bearerToken>[0]) =>
    tokenForOrganization(service, bearerToken(request), singleHeader(request, 'slashid-orgid'));

  app.get('/token', async (request, reply) => sendResult(reply, await switched(request)));

  // The v2 answer is a union: a token, or challenges to pass first (never asked for here).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/token/v2',
      handler: async (request, reply) => sendResult(reply, { type: 'token', token: await switched(request) }),
    });
  }
}
