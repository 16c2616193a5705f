/**
 * E-mail link, scanner-safe (protocol.md "Our decisions", design B of §4.1).
 *
 * `start` answers the requesting tab with a `proxy` challenge (poll id) and e-mails a link to the site,
 * `<PUBLIC_URL>/?challenges=<[nonce challenge]>`. Opening the link signs nobody in: the site asks "Continue
 * signing in?" and only that click attests the nonce. Threats and answers:
 * - mail scanners and prefetchers: GET never spends anything; only the POST attestation does;
 * - a stolen database: nonce and poll id are 256-bit and stored only as HMACs;
 * - replay and races: the nonce is spent by one atomic UPDATE, so one of any number of attempts wins;
 * - old links: 10 minutes by default (at most 60), judged by the service clock;
 * - enumeration: every address gets the same answer; rate limits apply before anything else is looked up
 *   in the same way for known and unknown addresses;
 * - e-mail bombing: per-address and per-IP send limits.
 */
import {
  checkEmailAddress,
  encodeChallengesParam,
  type Challenge,
  type FactorMethod,
  type NonceChallenge,
  type ProxyChallenge,
} from '../../../core/identity/index.ts';
import { randomId, randomSecret } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { completeFlow } from '../flows/complete.ts';
import { composeNoAccessMail, composeSignInMail } from '../mail/compose.ts';
import { decideRegistration } from '../registration/policy.ts';
import type { IdentityService } from '../service.ts';
import type { FactorModule, StartRequest } from './types.ts';

const MAX_NONCE_LENGTH = 256;

export const emailLinkFactor: FactorModule = {
  method: 'email_link',
  challengeTypes: ['nonce'],

  async start(service, request) {
    const { config, clock, hasher, limiter, storage } = service;
    if (request.handle?.type !== 'email_address')
      throw Failures.unsupportedHandle('email_link', 'email_address');
    const checked = checkEmailAddress(request.handle.value);
    if (!checked.ok) throw Failures.malformedEmail(checked.reason);
    const address = checked.address;

    const byIp = await limiter.check('sendsPerIp', 'ip', request.clientSubject);
    if (!byIp.ok) throw Failures.rateLimited(byIp.retryAfterSeconds);
    const byAddress = await limiter.check('sendsPerAddress', 'address', address);
    if (!byAddress.ok) throw Failures.rateLimited(byAddress.retryAfterSeconds);

    const registered =
      config.registration.mode === 'open'
        ? false
        : Boolean(
            await storage.persons.findByHandle(request.orgId, { type: 'email_address', value: address }),
          );
    const decision = decideRegistration(config.registration, address, registered);
    if (decision === 'refused') throw Failures.selfRegistrationNotAllowed();

    const now = clock.now();
    const expiresAt = now + config.linkTtlMs;
    const flowId = randomId();
    const { proxy, nonce } = linkChallenges('email_link');
    const brand = {
      siteTitle: config.siteTitle,
      productName: config.productName,
      publicUrl: config.publicUrl,
    };
    const message =
      decision === 'allowed'
        ? composeSignInMail({
            ...brand,
            to: address,
            link: signInLink(service, request, nonce),
            device: request.device,
            requestedAt: new Date(now),
            expiresInMinutes: Math.round(config.linkTtlMs / 60_000),
          })
        : composeNoAccessMail({ ...brand, to: address, device: request.device, requestedAt: new Date(now) });

    await storage.flows.create({
      flow: {
        id: flowId,
        orgId: request.orgId,
        factorMethod: 'email_link',
        handle: { type: 'email_address', value: address },
        requesterDevice: request.device,
        createdAt: now,
        expiresAt,
      },
      challenges: [
        { id: proxy.id, type: 'proxy', authenticationMethod: 'email_link' },
        { id: nonce.id, type: 'nonce', authenticationMethod: 'email_link' },
      ],
      secrets: [
        {
          hash: hasher.hash('poll', proxy.options.challenge_id),
          purpose: 'poll',
          challengeId: proxy.id,
          expiresAt,
        },
        // Invite-only notice: no nonce is stored, so there is nothing to spend.
        ...(decision === 'allowed'
          ? [
              {
                hash: hasher.hash('nonce', nonce.options.challenge),
                purpose: 'nonce' as const,
                challengeId: nonce.id,
                expiresAt,
              },
            ]
          : []),
      ],
      mail: {
        ...message,
        id: randomId(),
        flowId,
        transport: service.mailTransport,
        createdAt: now,
        expiresAt,
      },
    });
    service.outbox.kick();
    return [proxy];
  },

  async attest(service, request) {
    const { clock, hasher, limiter, storage } = service;
    const nonce = request.data.challenge;
    if (typeof nonce !== 'string') throw Failures.invalidBody('data.challenge must be a string');
    const byIp = await limiter.check('attestationsPerIp', 'ip', request.clientSubject);
    if (!byIp.ok) throw Failures.rateLimited(byIp.retryAfterSeconds);
    if (nonce.length === 0 || nonce.length > MAX_NONCE_LENGTH) throw Failures.expired();
    const flowId = await storage.flows.consumeSecret({
      hash: hasher.hash('nonce', nonce),
      purpose: 'nonce',
      challengeId: request.challengeId,
      now: clock.now(),
    });
    if (!flowId) throw Failures.expired();
    const flow = await storage.flows.get(flowId);
    if (!flow || flow.status !== 'pending') throw Failures.expired();
    return completeFlow(service, flow);
  },
};

/** The requesting tab's poll (`proxy`) and the link's `nonce`, each with a 256-bit secret. */
export function linkChallenges(method: FactorMethod): { proxy: ProxyChallenge; nonce: NonceChallenge } {
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

/** The link in the e-mail (or text message) with its challenge (a nonce, or a password reset): the site (or the page the reader started from, if on the site) with the nonce. */
export function signInLink(service: IdentityService, request: StartRequest, nonce: Challenge): string {
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
  base.searchParams.delete('challenges');
  base.searchParams.delete('sidcp');
  base.searchParams.set('challenges', encodeChallengesParam([nonce]));
  base.hash = '';
  return base.toString();
}
