/**
 * `GET /challenge/{poll id}/v2`: the requesting tab waits here for its token. The poll id is a bearer
 * capability (256 random bits, stored hashed); an unknown one answers exactly like an expired one. A finished
 * flow hands out its token, and again for a short grace period in case an answer was lost, then never again.
 */
import { Failures } from '../errors.ts';
import { failureAnswer } from './failures.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import type { TokenClaims } from '../../../core/identity/index.ts';
import { pollerResolved, SSO_BINDING_SETTLE_MS, type Poller } from '../sso/browser-binding.ts';
import { logSsoRefusal } from '../sso/refusal-log.ts';

export type PollOutcome = { state: 'pending' } | { state: 'done'; token: string };

export async function pollFlow(
  service: IdentityService,
  pollId: string,
  poller: Poller,
): Promise<PollOutcome> {
  const { storage, clock, hasher, tokens, config } = service;
  const flow = await storage.flows.findBySecret(hasher.hash('poll', pollId), 'poll');
  const now = clock.now();
  if (!flow) throw Failures.expired();
  if (flow.status === 'failed') throw failureAnswer(flow.failure);
  if (flow.status === 'pending') {
    if (now >= flow.expiresAt) throw Failures.expired();
    return { state: 'pending' };
  }
  // Completed: an undelivered result waits until the flow would have expired (plus grace), no longer.
  if (
    flow.deliveredAt === null &&
    now >= Math.max(flow.expiresAt, flow.completedAt ?? 0) + config.pollGraceMs
  )
    throw Failures.expired();
  if (!(await mayCollect(service, flow, poller))) {
    if (now < (flow.completedAt ?? 0) + SSO_BINDING_SETTLE_MS) return { state: 'pending' };
    const refusal = Failures.ssoOtherBrowser();
    logSsoRefusal(service, { error: refusal, flowId: flow.id });
    throw refusal;
  }
  const firstDelivery = await storage.flows.markDelivered(flow.id, now);
  if (firstDelivery === undefined || now > firstDelivery + config.pollGraceMs || !flow.resultClaims)
    throw Failures.expired();
  const result = JSON.parse(flow.resultClaims) as TokenClaims | { marker: string };
  // Some flows end without signing the polling tab in (a password reset): it gets a marker, not a token.
  if ('marker' in result) return { state: 'done', token: result.marker };
  return { state: 'done', token: await tokens.sign(result) };
}

/** A single sign-on's token goes only to the browser that finished it (`sso/browser-binding.ts`). */
function mayCollect(service: IdentityService, flow: FlowRecord, poller: Poller): Promise<boolean> | boolean {
  if (flow.factorMethod !== 'oidc' && flow.factorMethod !== 'saml') return true;
  return pollerResolved(service, flow, poller);
}
