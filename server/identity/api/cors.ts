/**
 * CORS and the origin check. The SDK may run on other origins (listed in config) and calls the API with
 * `fetch`, so those origins get the protocol's CORS answers (`docs/identity-api.md`, "Transport"). Threat: another site driving the API from
 * a visitor's browser (e-mail bombing through `POST /id`, planting analytics). So a state-changing request
 * whose `Origin` is neither the site, a listed origin, nor the request's own host is refused before routing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { sendError } from './reply.ts';

const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Content-Type, Authorization, SlashID-OrgID, SlashID-SdkVersion, SlashID-SdkRetryCount';
const EXPOSE_HEADERS = 'Location, SlashID-Correlation-ID';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    } else if (!SAFE_METHODS.has(request.method)) {
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

function originAllowed(service: IdentityService, request: FastifyRequest, origin: string): boolean {
  if (service.config.allowedOrigins.has(origin)) return true;
  // Same origin as the request itself (the site reached under another name, e.g. localhost vs 127.0.0.1).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
