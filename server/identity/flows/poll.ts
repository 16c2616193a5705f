/**
 * `GET /challenge/{poll id}/v2`: the requesting tab waits here for its token. The poll id is a bearer
 * capability (256 random bits, stored hashed); an unknown one answers exactly like an expired one. A finished
 * flow hands out its token, and again for a short grace period in case an answer was lost, then never again.
 */
import { Failures } from '../errors.ts';
import { failureAnswer } from './failures.ts';
import type { IdentityService } from '../service.ts';
import type { TokenClaims } from '../../../core/identity/index.ts';

export type PollOutcome = { state: 'pending' } | { state: 'done'; token: string };

export async function pollFlow(service: IdentityService, pollId: string): Promise<PollOutcome> {
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
  const firstDelivery = await storage.flows.markDelivered(flow.id, now);
  if (firstDelivery === undefined || now > firstDelivery + config.pollGraceMs || !flow.resultClaims)
    throw Failures.expired();
  const result = JSON.parse(flow.resultClaims) as TokenClaims | { marker: string };
  // Some flows end without signing the polling tab in (a password reset): it gets a marker, not a token.
  if ('marker' in result) return { state: 'done', token: result.marker };
  return { state: 'done', token: await tokens.sign(result) };
}
