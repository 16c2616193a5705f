/** Persons: anonymous readers (`POST /persons/anonymous`). */
import type { FastifyInstance } from 'fastify';
import { createAnonymousToken } from '../../accounts/anonymous.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';
import { singleHeader } from '../request-info.ts';

export function personRoutes(app: FastifyInstance, service: IdentityService): void {
  app.post('/persons/anonymous', async (request, reply) => {
    const token = await createAnonymousToken(service, singleHeader(request, 'slashid-orgid'), request.body);
    return sendResult(reply, token, 201);
  });
}
