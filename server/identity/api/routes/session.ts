/** Token validation and revocation, the signed-in person (`/me`), and the public keys (JWKS). */
import type { FastifyInstance } from 'fastify';
import type { TokenValidation } from '../../../../core/identity/index.ts';
import { Failures } from '../../errors.ts';
import { meResult } from '../../orgs/me.ts';
import type { IdentityService } from '../../service.ts';
import { parseTokenBody } from '../bodies.ts';
import { sendResult } from '../reply.ts';
import { bearerToken } from '../request-info.ts';
import { signedIn } from '../signed-in.ts';

export function sessionRoutes(app: FastifyInstance, service: IdentityService): void {
  const { tokens, clock } = service;

  app.post('/token/validate', async (request, reply) => {
    const verdict = await tokens.verifyWithPerson(parseTokenBody(request.body, bearerToken(request)));
    const result: TokenValidation = verdict.ok
      ? {
          valid: true,
          expires_in_seconds: Math.max(0, verdict.claims.exp - Math.floor(clock.now() / 1000)),
          expires_at: new Date(verdict.claims.exp * 1000).toISOString(),
        }
      : { valid: false, invalidity_reason: verdict.reason };
    return sendResult(reply, result);
  });

  app.post('/token/revoke', async (request, reply) => {
    const outcome = await tokens.revoke(parseTokenBody(request.body, bearerToken(request)));
    if (outcome === 'invalid') throw Failures.tokenInvalid();
    if (outcome === 'already_revoked') throw Failures.tokenAlreadyRevoked();
    return sendResult(reply, { revoked: true });
  });

  app.get('/me', async (request, reply) => {
    const { claims, person } = await signedIn(service, request);
    return sendResult(reply, await meResult(service, claims, person));
  });

  // A standard JWKS document (not enveloped): JWT libraries read it as is.
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=300').send(await service.keyRing.jwks());
  });
}
