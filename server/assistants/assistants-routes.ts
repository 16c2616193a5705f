/**
 * `/account/assistants`: a signed-in reader's assistants, and revoking one (a same-origin form with the
 * reader's ticket). Revoking takes effect at once on every instance: access tokens are checked against the
 * shared database on each use.
 */
import type { FastifyInstance } from 'fastify';
import { ASSISTANTS_PAGE } from '../../core/routes/assistant-paths.ts';
import { listAssistants, revokeAssistant } from '../identity/index.ts';
import { assistantsPage } from './assistants-page.tsx';
import { refusalPage } from './consent-page.tsx';
import { acceptFormBodies, field } from './form-bodies.ts';
import { actingReader, sendPage, signInFirst, type AssistantSite } from './oauth-routes.ts';
import { fromSameOrigin } from './same-origin.ts';
import { consentTicket, ticketMatches } from './tickets.ts';

const REVOKE_FIELDS = { action: 'revoke assistants' };

export async function registerAssistantsPage(app: FastifyInstance, site: AssistantSite): Promise<void> {
  const { service } = site.identity;
  const origin = new URL(site.publicUrl).origin;
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    scope.get(ASSISTANTS_PAGE, async (request, reply) => {
      const person = await actingReader(site, request, reply);
      if (!person) return signInFirst(site, request, reply);
      return sendPage(
        reply,
        assistantsPage({
          siteTitle: site.siteTitle,
          assistants: await listAssistants(service, person.personId),
          ticket: consentTicket(service.hasher, person.personId, REVOKE_FIELDS),
        }),
      );
    });
    scope.post(`${ASSISTANTS_PAGE}/revoke`, async (request, reply) => {
      const person = await actingReader(site, request, reply);
      const ticket = field(request.body, 'ticket') ?? '';
      if (
        !fromSameOrigin(request, origin) ||
        !person ||
        !ticketMatches(service.hasher, ticket, person.personId, REVOKE_FIELDS)
      )
        return sendPage(
          reply,
          refusalPage(site.siteTitle, 'This page expired: open it again.', 'Assistants'),
          403,
        );
      await revokeAssistant(service, person.personId, field(request.body, 'grant') ?? '');
      return reply.header('cache-control', 'no-store').redirect(ASSISTANTS_PAGE, 303);
    });
  });
}
