/** `POST /recover`: a password reset; the work is in `factors/password-reset.ts`. */
import type { FastifyInstance } from 'fastify';
import { Failures } from '../../errors.ts';
import { passwordRecovery } from '../../factors/password-reset.ts';
import { startFlow } from '../../factors/registry.ts';
import type { IdentityService } from '../../service.ts';
import { parseIdBody } from '../bodies.ts';
import { sendResult } from '../reply.ts';
import { requestOrigin, singleHeader } from '../request-info.ts';

export function recoverRoutes(app: FastifyInstance, service: IdentityService): void {
  app.post('/recover', async (request, reply) => {
    const orgId = singleHeader(request, 'slashid-orgid');
    if (!orgId) throw Failures.missingOrganization();
    if (orgId !== service.config.orgId) throw Failures.unknownOrganization();
    const { handle, factor } = parseIdBody(request.body);
    // Resetting a password the site does not offer would open a password sign-in through the back door.
    if (!service.config.enabledMethods.has('password'))
      throw Failures.factorNotEnabled('password', service.config.enabledMethods);
    const challenges = await startFlow(passwordRecovery, service, {
      ...requestOrigin(service, request),
      orgId,
      handle,
      factor,
    });
    return sendResult(reply, challenges);
  });
}
