/**
 * `GET /flows/{challenge id}/context`: what the landing page shows before "Continue signing in?" — the
 * requesting browser, when it asked, and whether the link still works. It spends nothing (GET and prefetch
 * must never sign anyone in) and reveals no address and no secret, since links get forwarded.
 */
import type { FlowContext, FlowState } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';

export async function flowContext(
  service: Pick<IdentityService, 'clock' | 'hasher' | 'storage'>,
  challengeId: string,
): Promise<FlowContext> {
  // A password reset's challenge id is itself the secret, so it is stored under its HMAC.
  const flow =
    (await service.storage.flows.findByChallenge(challengeId)) ??
    (await service.storage.flows.findByChallenge(service.hasher.hash('reset', challengeId)));
  if (!flow) throw Failures.expired();
  const now = service.clock.now();
  const state: FlowState =
    flow.status === 'completed'
      ? 'completed'
      : flow.status === 'failed'
        ? 'failed'
        : now >= flow.expiresAt
          ? 'expired'
          : 'pending';
  return {
    state,
    device: flow.requesterDevice,
    requested_at: new Date(flow.createdAt).toISOString(),
    expires_at: new Date(flow.expiresAt).toISOString(),
  };
}
