/**
 * CORS and the origin check. The SDK may run on other origins (listed in config) and calls the API with
 * `fetch`, so those origins get the protocol's CORS answers (`docs/identity-api.md`, "Transport"). Threat: another site driving the API from
 * a visitor's browser (e-mail bombing through `POST /id`, planting analytics). So a state-changing request
 * whose `Origin` is neither the site, a listed origin, nor the request's own host is refused before its handler.
 * The exception are routes where an identity provider's page posts the browser back (a SAML ACS, an OIDC
 * form_post callback): that post comes from the provider's origin by design, and what it carries (a single-use
 * state, a signed answer) is its own proof.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { sendError } from './reply.ts';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Content-Type, Authorization, SlashID-OrgID, SlashID-SdkVersion, SlashID-SdkRetryCount';
const EXPOSE_HEADERS = 'Location, SlashID-Correlation-ID, Retry-After';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes form posts from an identity provider's page, whatever its origin. */
    providerFormPost?: boolean;
  }
}

/** Route options for a route an identity provider's page posts back to. */
export const PROVIDER_FORM_POST = { config: { providerFormPost: true } } as const;

export function installCors(app: FastifyInstance, service: IdentityService): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('SlashID-Correlation-ID', randomUUID());
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (originAllowed(service, request, origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    } else if (!SAFE_METHODS.has(request.method) && !request.routeOptions.config.providerFormPost) {
      return sendError(reply, Failures.originNotAllowed());
    }
  });

  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && originAllowed(service, request, origin)) {
      reply.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      reply.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
    }
    return reply.code(204).send();
  });
}

function originAllowed(
  service: Pick<IdentityService, 'config'>,
  request: FastifyRequest,
  origin: string,
): boolean {
  if (service.config.allowedOrigins.has(origin)) return true;
  // Same origin as the request itself (the site reached under another name, e.g. localhost vs 127.0.0.1).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
