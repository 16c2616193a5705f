/**
 * The identity API as a Fastify plugin; the caller mounts it under `/api` (`app.register(plugin, {prefix:
 * '/api'})`). It is encapsulated on purpose: its error envelope, CORS, body limit and 404 apply to its own
 * routes only, never to the site around it.
 */
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { acceptJsonBodies } from '../../http/request-limits.ts';
import type { IdentityService } from '../service.ts';
import { installCors } from './cors.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { installErrorHandling } from './error-handler.ts';
import { limitHook, routeLimit } from './route-limits.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { attributeRoutes } from './routes/attributes.ts';
import { consentRoutes } from './routes/consent.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { personRoutes } from './routes/persons.ts';
import { recoverRoutes } from './routes/recover.ts';
import { sdkPageRoute } from './routes/sdk-page.ts';
import { sessionRoutes } from './routes/session.ts';
import { signInRoutes } from './routes/sign-in.ts';
import { ssoRoutes } from '../sso/routes.ts';

export function createApiPlugin(service: IdentityService): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= service.config.bodyLimitBytes;
      enforceRouteLimit(service, route);
    });
    // JSON only: Fastify's default text/plain parser would let a text body reach the handlers.
    app.removeContentTypeParser('text/plain');
    acceptJsonBodies(app);
    installErrorHandling(app, service);
    installCors(app, service);
    refuseControlCharacters(app);
    signInRoutes(app, service);
    ssoRoutes(app, service);
    recoverRoutes(app, service);
    sessionRoutes(app, service);
    organizationRoutes(app, service);
    attributeRoutes(app, service);
    consentRoutes(app, service);
    personRoutes(app, service);
    analyticsRoutes(app, service);
    sdkPageRoute(app, service);
  };
}

/** Runs the route's per-client limit (`route-limits.ts`) before any other pre-handler work. */
function enforceRouteLimit(service: IdentityService, route: RouteOptions & { prefix: string }): void {
  const hook = limitHook(service, routeLimit(route, route.prefix));
  if (!hook) return;
  const existing = route.preHandler ? [route.preHandler].flat() : [];
  route.preHandler = [hook, ...existing];
}
