/**
 * sms_link: the scanner-safe e-mail link (`email-link.ts`), texted. The requesting tab polls its `proxy`;
 * the text message carries `<PUBLIC_URL>/?challenges=<[nonce]>`, whose page asks "Continue signing in?"
 * before the nonce is attested (the same landing page and attestation as the e-mail link). The number is
 * normalised to E.164 first; a provider that refuses it answers 400 `unreachable phone number`, one that is
 * down 503, and the flow is failed either way, so the poll ends too.
 */
import { checkPhoneNumber } from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { composeLinkSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { decideRegistration } from '../registration/policy.ts';
import { sendFlowText } from '../sms/send-text.ts';
import { linkChallenges, signInLink } from './email-link.ts';
import type { FactorModule } from './types.ts';

export const smsLinkFactor: FactorModule = {
  method: 'sms_link',
  challengeTypes: ['nonce'],

  async start(service, request) {
    const { config, clock, hasher, limiter, storage } = service;
    if (!service.sms) throw Failures.smsNotConfigured('sms_link');
    if (request.handle?.type !== 'phone_number') throw Failures.unsupportedHandle('sms_link', 'phone_number');
    const checked = checkPhoneNumber(request.handle.value);
    if (!checked.ok) throw Failures.malformedPhone(checked.reason);
    const number = checked.number;

    const byIp = await limiter.check('sendsPerIp', 'ip', request.clientSubject);
    if (!byIp.ok) throw Failures.rateLimited(byIp.retryAfterSeconds);
    const byNumber = await limiter.check('sendsPerAddress', 'address', number);
    if (!byNumber.ok) throw Failures.rateLimited(byNumber.retryAfterSeconds);

    const handle = { type: 'phone_number' as const, value: number };
    const registered =
      config.registration.mode === 'open'
        ? false
        : Boolean(await storage.persons.findByHandle(request.orgId, handle));
    const decision = decideRegistration(config.registration, number, registered);
    if (decision === 'refused') throw Failures.selfRegistrationNotAllowed();

    const now = clock.now();
    const expiresAt = now + config.linkTtlMs;
    const flowId = randomId();
    const { proxy, nonce } = linkChallenges('sms_link');
    await storage.flows.create({
      flow: {
        id: flowId,
        orgId: request.orgId,
        factorMethod: 'sms_link',
        handle,
        requesterDevice: request.device,
        createdAt: now,
        expiresAt,
      },
      challenges: [
        { id: proxy.id, type: 'proxy', authenticationMethod: 'sms_link' },
        { id: nonce.id, type: 'nonce', authenticationMethod: 'sms_link' },
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
    });
    const text =
      decision === 'allowed'
        ? composeLinkSms({
            siteTitle: config.siteTitle,
            link: signInLink(service, request, nonce),
            expiresInMinutes: Math.round(config.linkTtlMs / 60_000),
          })
        : composeNoAccessSms({ siteTitle: config.siteTitle, publicUrl: config.publicUrl });
    await sendFlowText(service, { method: 'sms_link', flowId, to: number, text });
    return [proxy];
  },

  // Nonces are attested by `email-link.ts` (the first module listed for the type), whatever sent them.
  attest: () => Promise.reject(Failures.unsupportedChallengeType('nonce')),
};
