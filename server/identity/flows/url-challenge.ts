/**
 * A one-time sign-in carried in a URL (`?challenges=<[nonce]>`), for a reader the server already knows: a
 * Direct-ID (the reader's own, for another device) or an impersonation. The nonce is 256-bit, stored only as
 * an HMAC, spent once by the usual nonce attestation, and expires with the link lifetime.
 */
import {
  encodeChallengesParam,
  type FactorMethod,
  type Handle,
  type NonceChallenge,
} from '../../../core/identity/index.ts';
import { randomId, randomSecret } from '../crypto/secrets.ts';
import type { IdentityService } from '../service.ts';
import { encodeExtras, type FlowExtras } from './extras.ts';

export async function urlChallenge(
  service: IdentityService,
  params: { method: FactorMethod; handle: Handle; device: string; extras?: FlowExtras },
): Promise<{ challenges: string; expiresAt: number }> {
  const { clock, config, hasher, storage } = service;
  const now = clock.now();
  const expiresAt = now + config.linkTtlMs;
  const nonce: NonceChallenge = {
    id: randomId(),
    type: 'nonce',
    authentication_method: params.method,
    options: { challenge: randomSecret() },
  };
  await storage.flows.create({
    flow: {
      id: randomId(),
      orgId: config.orgId,
      factorMethod: params.method,
      handle: params.handle,
      requesterDevice: params.device,
      createdAt: now,
      expiresAt,
      ...(params.extras ? { extras: encodeExtras(params.extras) } : {}),
    },
    challenges: [{ id: nonce.id, type: 'nonce', authenticationMethod: params.method }],
    secrets: [
      {
        hash: hasher.hash('nonce', nonce.options.challenge),
        purpose: 'nonce',
        challengeId: nonce.id,
        expiresAt,
      },
    ],
  });
  return { challenges: encodeChallengesParam([nonce]), expiresAt };
}
