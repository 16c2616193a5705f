/**
 * Sign-in by link (email_link, sms_link; `docs/decisions/scanner-safe-links.md`): the requesting tab
 * gets a `proxy` challenge to poll, the message carries `<PUBLIC_URL>/?challenges=<[nonce]>`. Both secrets
 * are 256-bit and stored only as HMACs; an invite-only outsider's flow stores no nonce, so its notice
 * carries nothing to spend. The threats and answers are in `email-link.ts`.
 */
import {
  encodeChallengesParam,
  type Challenge,
  type FactorMethod,
  type Handle,
  type NonceChallenge,
  type ProxyChallenge,
} from '../../../core/identity/index.ts';
import { CHALLENGES_PARAM, PACK_PARAM } from '../../../core/identity/link-params.ts';
import { randomId, randomSecret } from '../crypto/secrets.ts';
import type { IdentityService } from '../service.ts';
import { newFlowRecord } from './admission.ts';
import { storeAndDeliver, type MessageDelivery } from './delivery.ts';
import type { StartRequest } from './types.ts';

export async function startLinkFlow(
  service: IdentityService,
  request: StartRequest,
  params: {
    method: FactorMethod;
    handle: Handle;
    /** False: the person may not sign in; a notice goes out instead of the link. */
    allowed: boolean;
    /** `link` is undefined for the notice. */
    deliver: (link: string | undefined, now: number) => MessageDelivery;
  },
): Promise<Challenge[]> {
  const { config, hasher } = service;
  const { method, handle, allowed } = params;
  const now = service.clock.now();
  const expiresAt = now + config.linkTtlMs;
  const flow = newFlowRecord(request, { method, handle, now, expiresAt });
  const { proxy, nonce } = linkChallenges(method);
  const pollSecret = {
    hash: hasher.hash('poll', proxy.options.challenge_id),
    purpose: 'poll' as const,
    challengeId: proxy.id,
    expiresAt,
  };
  const nonceSecret = {
    hash: hasher.hash('nonce', nonce.options.challenge),
    purpose: 'nonce' as const,
    challengeId: nonce.id,
    expiresAt,
  };
  await storeAndDeliver(
    service,
    {
      flow,
      challenges: [
        { id: proxy.id, type: 'proxy', authenticationMethod: method },
        { id: nonce.id, type: 'nonce', authenticationMethod: method },
      ],
      secrets: allowed ? [pollSecret, nonceSecret] : [pollSecret],
    },
    params.deliver(allowed ? signInLink(service, request, nonce) : undefined, now),
  );
  return [proxy];
}

/** The requesting tab's poll (`proxy`) and the link's `nonce`, each with a 256-bit secret. */
function linkChallenges(method: FactorMethod): { proxy: ProxyChallenge; nonce: NonceChallenge } {
  return {
    proxy: {
      id: randomId(),
      type: 'proxy',
      authentication_method: method,
      options: { challenge_id: randomSecret() },
    },
    nonce: {
      id: randomId(),
      type: 'nonce',
      authentication_method: method,
      options: { challenge: randomSecret() },
    },
  };
}

/**
 * The link in the e-mail (or text message) with its challenge (a nonce, or a password reset): the site, or
 * the page the reader started from if it is on the site.
 */
export function signInLink(
  service: Pick<IdentityService, 'config'>,
  request: StartRequest,
  challenge: Challenge,
): string {
  const base = new URL(`${service.config.publicUrl}/`);
  const target = request.factor.options?.redirect_target;
  if (typeof target === 'string') {
    try {
      // Only same-origin targets: anything else would make our e-mails an open redirect.
      const url = new URL(target, base);
      if (url.origin === base.origin) {
        base.pathname = url.pathname;
        base.search = url.search;
      }
    } catch {
      // Not a URL: the site's root it is.
    }
  }
  base.searchParams.delete(CHALLENGES_PARAM);
  base.searchParams.delete(PACK_PARAM);
  base.searchParams.set(CHALLENGES_PARAM, encodeChallengesParam([challenge]));
  base.hash = '';
  return base.toString();
}
