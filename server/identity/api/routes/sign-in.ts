/**
 * The sign-in routes: start a flow, poll it, attest a challenge, and the landing page's context. Which
 * factor does the work is decided by `factors/registry.ts`; these handlers only translate HTTP.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { FactorMethod, TokenClaims } from '../../../../core/identity/index.ts';
import { auditImpersonationUse } from '../../accounts/impersonation-audit.ts';
import { deviceCookieHeader } from '../../limits/device-cookie.ts';
import { Failures, IdentityError } from '../../errors.ts';
import { AVAILABLE_METHODS, factorForChallenge, factorForMethod, startFlow } from '../../factors/registry.ts';
import { flowContext } from '../../flows/context.ts';
import { pollFlow } from '../../flows/poll.ts';
import type { IdentityService } from '../../service.ts';
import type { AttestOutcome } from '../../factors/types.ts';
import { parseAttestationBody, parseIdBody } from '../bodies.ts';
import { sendPending, sendResult } from '../reply.ts';
import { bearerToken, requestOrigin, singleHeader } from '../request-info.ts';
import { pollerOf } from '../../sso/browser-binding.ts';

interface IdParams {
  id: string;
}

export function signInRoutes(app: FastifyInstance, service: IdentityService): void {
  for (const path of ['/id', '/id/v2']) {
    app.post(path, async (request, reply) => {
      const orgId = singleHeader(request, 'slashid-orgid');
      if (!orgId) throw Failures.missingOrganization();
      if (!(await service.organizations.serves(orgId))) throw Failures.unknownOrganization();
      const { handle, factor, metadata } = parseIdBody(request.body);
      const module = factorForMethod(factor.method);
      if (!module) throw Failures.unsupportedFactor(factor.method, AVAILABLE_METHODS);
      const { enabledMethods } = service.config;
      if (!enabledMethods.has(factor.method)) throw Failures.factorNotEnabled(factor.method, enabledMethods);
      const { bearer } = await bearerClaims(service, request);
      if (bearer)
        await auditImpersonationUse(service, bearer, { action: 'sign-in started', detail: factor.method });
      // Readers belong to the site's organisation; a step-up keeps its token's organisation (`flows/extras.ts`).
      const challenges = await startFlow(module, service, {
        ...requestOrigin(service, request),
        orgId: service.config.orgId,
        handle,
        factor,
        metadata,
        ...(bearer ? { bearer } : {}),
      });
      service.observer.signIn('started', factor.method);
      return sendResult(reply, challenges);
    });
  }

  for (const path of ['/challenge/:id/v2', '/challenge/:id']) {
    // No automatic HEAD: a HEAD would start the delivery grace period of a token nobody received.
    app.get<{ Params: IdParams }>(path, { exposeHeadRoute: false }, async (request, reply) => {
      const outcome = await pollFlow(service, request.params.id, pollerOf(service, request));
      if (outcome.state === 'pending') return sendPending(reply);
      rememberDevice(service, reply, claimsOf(outcome.token));
      return sendResult(reply, outcome.token);
    });
  }

  for (const path of ['/attestation/v3', '/attestation/v2', '/attestation']) {
    app.post(path, async (request, reply) => {
      const body = parseAttestationBody(request.body);
      const module = factorForChallenge(body.challengeType);
      if (!module) throw Failures.unsupportedChallengeType(body.challengeType);
      let outcome: AttestOutcome;
      try {
        outcome = await module.attest(service, { ...requestOrigin(service, request), ...body });
      } catch (error) {
        if (isRefusal(error)) await countFailure(service, body.challengeId, module.method);
        throw error;
      }
      if (outcome.location) reply.header('Location', outcome.location);
      const claims = claimsOf(outcome.token);
      // A password reset's marker is no token: only a token ends a sign-in.
      const factor = claims?.authentications?.at(-1)?.method;
      if (factor) service.observer.signIn('completed', factor);
      rememberDevice(service, reply, claims);
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
async function bearerClaims(
  service: IdentityService,
  request: FastifyRequest,
): Promise<{ bearer?: TokenClaims }> {
  const token = bearerToken(request);
  const verdict = token ? await service.tokens.verifyWithPerson(token) : undefined;
  return verdict?.ok ? { bearer: verdict.claims } : {};
}

/** The claims of a token, read without checking it (it was just issued); undefined for anything else. */
function claimsOf(token: string): Partial<TokenClaims> | undefined {
  try {
    return decodeJwt(token) as Partial<TokenClaims>;
  } catch {
    return undefined; // not a token (a password reset's marker)
  }
}

/** An attestation the server turned down (bad, used or expired secret…), not one it could not handle. */
function isRefusal(error: unknown): boolean {
  return error instanceof IdentityError && error.status < 500 && error.status !== 429;
}

/** Counts a refused attestation under its flow's factor (the challenge type alone may serve several). */
async function countFailure(
  service: Pick<IdentityService, 'observer' | 'storage'>,
  challengeId: string,
  fallback: FactorMethod,
) {
  const flow = await service.storage.flows.findByChallenge(challengeId).catch(() => undefined);
  service.observer.signIn('failed', flow?.factorMethod ?? fallback);
}

/** Gives a browser that just signed in the device cookie for its address (see `limits/device-cookie.ts`). */
function rememberDevice(
  service: Pick<IdentityService, 'config' | 'hasher'>,
  reply: FastifyReply,
  claims: Partial<TokenClaims> | undefined,
): void {
  const handle = claims?.authentications?.at(-1)?.handle;
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
