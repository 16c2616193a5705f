/**
 * The single sign-on routes shared by every protocol: `POST /sso/resolve` and the popup's return page, plus
 * each protocol's own return routes, mounted where form bodies are parsed (providers post forms back).
 */
import type { FastifyInstance } from 'fastify';
import { parseSsoResolveBody } from '../api/bodies.ts';
import { sendResult } from '../api/reply.ts';
import { clientSubjectOf, singleHeader } from '../api/request-info.ts';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { bindBrowser } from './browser-binding.ts';
import { SSO_PROTOCOLS } from './protocols.ts';
import { resolveSsoSignIn } from './resolve.ts';
import { ssoReturnPageRoute } from './return-page.ts';

export function ssoRoutes(app: FastifyInstance, service: IdentityService): void {
  app.post('/sso/resolve', async (request, reply) => {
    // The SDK sends its `oid` (possibly unset); a different organisation is not ours to resolve.
    const orgId = singleHeader(request, 'slashid-orgid');
    if (orgId && orgId !== service.config.orgId) throw Failures.unknownOrganization();
    const resolver = { clientSubject: clientSubjectOf(request, service.config.trustProxy) };
    bindBrowser(service, reply, await resolveSsoSignIn(service, parseSsoResolveBody(request.body), resolver));
    return sendResult(reply, {});
  });
  ssoReturnPageRoute(app, service);
  void app.register(async (returns) => {
    returns.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    for (const protocol of SSO_PROTOCOLS) protocol.routes(returns, service);
  });
}
