/**
 * Persons: anonymous readers (`POST /persons/anonymous`), impersonation (`POST /persons/{id}/impersonate`, and
 * `/v2` with `{target_url}` answering a link) and Direct-ID (`POST /direct-id`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHALLENGES_PARAM } from '../../../../core/identity/link-params.ts';
import { createAnonymousToken } from '../../accounts/anonymous.ts';
import { createDirectId } from '../../accounts/direct-id.ts';
import { impersonate } from '../../accounts/impersonation.ts';
import { Failures } from '../../errors.ts';
import type { IdentityService } from '../../service.ts';
import { sendResult } from '../reply.ts';
import { requestOrigin, singleHeader } from '../request-info.ts';
import { signedIn } from '../signed-in.ts';

interface PersonParams {
  personId: string;
}

export function personRoutes(app: FastifyInstance, service: IdentityService): void {
  app.post('/persons/anonymous', async (request, reply) => {
    const token = await createAnonymousToken(service, singleHeader(request, 'slashid-orgid'), request.body);
    return sendResult(reply, token, 201);
  });

  const impersonation = async (request: FastifyRequest<{ Params: PersonParams }>) => {
    const { person, claims } = await signedIn(service, request);
    return impersonate(service, {
      actor: person,
      claims,
      orgId: singleHeader(request, 'slashid-orgid'),
      targetId: request.params.personId,
      device: requestOrigin(service, request).device,
    });
  };
  app.post<{ Params: PersonParams }>('/persons/:personId/impersonate', async (request, reply) =>
    sendResult(reply, await impersonation(request), 201),
  );
  app.post<{ Params: PersonParams }>('/persons/:personId/impersonate/v2', async (request, reply) => {
    const target = siteUrl(service, (request.body as { target_url?: unknown } | undefined)?.target_url);
    target.searchParams.set(CHALLENGES_PARAM, await impersonation(request));
    return sendResult(reply, target.toString(), 201);
  });

  app.post('/direct-id', async (request, reply) => {
    const { person, claims } = await signedIn(service, request);
    const device = requestOrigin(service, request).device;
    return sendResult(reply, await createDirectId(service, { person, claims, device }), 201);
  });
}

/** A page of the site to land on: `target_url` when it is one (never another origin: no open redirect). */
function siteUrl(service: Pick<IdentityService, 'config'>, target: unknown): URL {
  const site = new URL(`${service.config.publicUrl}/`);
  if (target === undefined) return site;
  let url: URL;
  try {
    url = new URL(String(target), site);
  } catch {
    throw Failures.invalidBody('target_url must be a URL of this site');
  }
  if (url.origin !== site.origin) throw Failures.invalidBody('target_url must be a URL of this site');
  url.hash = '';
  return url;
}
