/**
 * The sign-in routes: start a flow, poll it, attest a challenge, and the landing page's context. Which
 * factor does the work is decided by `factors/registry.ts`; these handlers only translate HTTP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { TokenClaims } from '../../../../core/identity/index.ts';
import { deviceCookieHeader } from '../../limits/device-cookie.ts';
import { Failures } from '../../errors.ts';
import { AVAILABLE_METHODS, factorForChallenge, factorForMethod } from '../../factors/registry.ts';
import { flowContext } from '../../flows/context.ts';
import { pollFlow } from '../../flows/poll.ts';
import type { IdentityService } from '../../service.ts';
import { parseAttestationBody, parseIdBody } from '../bodies.ts';
import { sendPending, sendResult } from '../reply.ts';
import { bearerToken, requestOrigin, singleHeader } from '../request-info.ts';

interface IdParams {
  id: string;
}

export function signInRoutes(app: FastifyInstance, service: IdentityService): void {
  for (const path of ['/id', '/id/v2']) {
    app.post(path, async (request, reply) => {
      const orgId = singleHeader(request, 'slashid-orgid');
      if (!orgId) throw Failures.missingOrganization();
      if (!(await service.organizations.serves(orgId))) throw Failures.unknownOrganization();
      const { handle, factor } = parseIdBody(request.body);
      const module = factorForMethod(factor.method);
      if (!module) throw Failures.unsupportedFactor(factor.method, AVAILABLE_METHODS);
      const { enabledMethods } = service.config;
      if (!enabledMethods.has(factor.method)) throw Failures.factorNotEnabled(factor.method, enabledMethods);
      // Readers belong to the site's organisation; a step-up keeps its token's organisation (`flows/extras.ts`).
      const challenges = await module.start(service, {
        ...requestOrigin(service, request),
        orgId: service.config.orgId,
        handle,
        factor,
        ...(await bearerClaims(service, request)),
      });
      return sendResult(reply, challenges);
    });
  }

  for (const path of ['/challenge/:id/v2', '/challenge/:id']) {
    // No automatic HEAD: a HEAD would start the delivery grace period of a token nobody received.
    app.get<{ Params: IdParams }>(path, { exposeHeadRoute: false }, async (request, reply) => {
      const outcome = await pollFlow(service, request.params.id);
      if (outcome.state === 'pending') return sendPending(reply);
      rememberDevice(service, reply, outcome.token);
      return sendResult(reply, outcome.token);
    });
  }

  for (const path of ['/attestation/v3', '/attestation/v2', '/attestation']) {
    app.post(path, async (request, reply) => {
      const body = parseAttestationBody(request.body);
      const module = factorForChallenge(body.challengeType);
      if (!module) throw Failures.unsupportedChallengeType(body.challengeType);
      const outcome = await module.attest(service, { ...requestOrigin(service, request), ...body });
      if (outcome.location) reply.header('Location', outcome.location);
      rememberDevice(service, reply, outcome.token);
      return sendResult(reply, { token: outcome.token });
    });
  }

  // We never issue challenge packs (links carry `?challenges=`), so every pack id is unknown.
  app.get<{ Params: IdParams }>('/challenge_pack/:id', async () => {
    throw Failures.challengePackNotFound();
  });

  app.get<{ Params: IdParams }>('/flows/:id/context', async (request, reply) => {
    return sendResult(reply, await flowContext(service, request.params.id));
  });
}

/** The claims of a valid bearer token (a step-up or an anonymous reader's upgrade); others are ignored. */
async function bearerClaims(service: IdentityService, request: FastifyRequest) {
  const token = bearerToken(request);
  const verdict = token ? await service.tokens.verifyWithPerson(token) : undefined;
  return verdict?.ok ? { bearer: verdict.claims } : {};
}

/** Gives a browser that just signed in the device cookie for its address (see `limits/device-cookie.ts`). */
function rememberDevice(service: IdentityService, reply: FastifyReply, token: string): void {
  let claims: Partial<TokenClaims>;
  try {
    claims = decodeJwt(token) as Partial<TokenClaims>;
  } catch {
    return; // not a token (a password reset's marker)
  }
  const handle = claims.authentications?.at(-1)?.handle;
  if (!handle?.value) return;
  reply.header(
    'set-cookie',
    deviceCookieHeader({
      hasher: service.hasher,
      address: handle.value,
      secure: service.config.publicUrl.startsWith('https:'),
      path: '/',
    }),
  );
}
