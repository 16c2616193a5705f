/** Privacy consent of the bearer's reader: `GET|POST|PUT|DELETE /consent/gdpr` (`accounts/consent.ts`). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeConsent, checkedLevels, consentOf } from '../../accounts/consent.ts';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';
import { queryList, signedIn } from '../signed-in.ts';

const PATH = '/consent/gdpr';

export function consentRoutes(app: FastifyInstance, service: IdentityService): void {
  const personOf = async (request: FastifyRequest) => (await signedIn(service, request)).person.id;
  const levelsIn = (request: FastifyRequest) =>
    checkedLevels((request.body as { consent_levels?: unknown } | undefined)?.consent_levels);

  app.get(PATH, async (request, reply) =>
    sendResult(reply, await consentOf(service, await personOf(request))),
  );
  app.post(PATH, async (request, reply) =>
    sendResult(reply, await changeConsent(service, await personOf(request), 'add', levelsIn(request))),
  );
  app.put(PATH, async (request, reply) =>
    sendResult(reply, await changeConsent(service, await personOf(request), 'replace', levelsIn(request))),
  );
  app.delete(PATH, async (request, reply) => {
    const personId = await personOf(request);
    const all = (request.query as Record<string, unknown> | undefined)?.deleteAll === 'true';
    const levels = queryList(request, 'consent_levels');
    if (!all && !levels?.length)
      throw Failures.invalidBody('name consent_levels to remove, or deleteAll=true to remove every level');
    await service.storage.consents.remove(personId, all ? undefined : checkedLevels(levels));
    return sendResult(reply, {});
  });
}
