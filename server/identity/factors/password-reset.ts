/**
 * Password reset: `POST /recover` answers `[proxy]` and sends a link to the site with a
 * `password_reset` challenge; the page that opens it sets the new password by attesting that challenge.
 * The tab that asked keeps its `password_verify` challenge and types the new password there once its
 * recovery poll ends. Threats and answers:
 * - enumeration: every handle gets the same answer; one without a password gets a notice instead of a link;
 * - a stolen or replayed link: the challenge id is the secret (256 bits), stored only as an HMAC, spent by
 *   one atomic UPDATE, and lives as long as a sign-in link;
 * - someone resetting another's password to sign in as them: the asking tab's poll ends with a marker, not
 *   a token, so only the holder of the link (the owner of the handle) is signed in;
 * - weak passwords: the same rules as `password_set`, checked before the link is spent, so a refused
 *   password can be corrected on the same page.
 */
import type { Challenge, Handle, ProxyChallenge } from '../../../core/identity/index.ts';
import { randomId, randomSecret } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { composeResetMail, composeResetSms } from '../mail/compose-reset.ts';
import type { IdentityService } from '../service.ts';
import { newFlowRecord } from './admission.ts';
import { mailBrand, storeAndDeliver, textDelivery } from './delivery.ts';
import { signInLink } from './link-flow.ts';
import { hashPassword, MAX_PASSWORD } from './password-hash.ts';
import { passwordHandle } from './password-handle.ts';
import { failedPasswordRules, PASSWORD_RULES } from './password-policy.ts';
import type { AttestOutcome, AttestRequest, FactorStart, StartRequest } from './types.ts';

/** What the asking tab's poll gets once the password was reset. */
const PASSWORD_RESET = 'password-reset';

/** `POST /recover`: a message to the handle, with a reset link when it has a password. */
export const passwordRecovery: FactorStart = {
  sendLimits: ['perAddress'],
  async start(service, request) {
    if (request.factor.method !== 'password') throw Failures.invalidBody('factor.method must be password');
    const handle = passwordHandle(request.handle);
    if (handle.type === 'phone_number' && !service.sms) throw Failures.smsNotConfigured('password');
    return { sendsTo: handle, send: () => sendRecovery(service, request, handle) };
  },
};

async function sendRecovery(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): Promise<Challenge[]> {
  const { config, clock, hasher, storage } = service;
  const person = await storage.persons.findByHandle(request.orgId, handle);
  const resettable = Boolean(person && (await storage.passwords.get(person.id)));
  const now = clock.now();
  const expiresAt = now + config.linkTtlMs;
  const flow = newFlowRecord(request, { method: 'password', handle, now, expiresAt });
  const proxy: ProxyChallenge = {
    id: randomId(),
    type: 'proxy',
    authentication_method: 'password',
    options: { challenge_id: randomSecret() },
  };
  const reset: Challenge = {
    id: randomSecret(),
    type: 'password_reset',
    authentication_method: 'password',
    options: { validation_rules: { regular_expressions: PASSWORD_RULES } },
  };
  const resetKey = hasher.hash('reset', reset.id);
  const link = resettable ? signInLink(service, request, reset) : undefined;
  const expiresInMinutes = Math.round(config.linkTtlMs / 60_000);
  const brand = mailBrand(service);
  await storeAndDeliver(
    service,
    {
      flow,
      challenges: [
        { id: proxy.id, type: 'proxy', authenticationMethod: 'password' },
        { id: resetKey, type: 'password_reset', authenticationMethod: 'password' },
      ],
      secrets: [
        {
          hash: hasher.hash('poll', proxy.options.challenge_id),
          purpose: 'poll',
          challengeId: proxy.id,
          expiresAt,
        },
        ...(resettable
          ? [{ hash: resetKey, purpose: 'reset' as const, challengeId: resetKey, expiresAt }]
          : []),
      ],
    },
    handle.type === 'email_address'
      ? {
          mail: composeResetMail({
            ...brand,
            to: handle.value,
            link,
            language: request.language,
            device: request.device,
            requestedAt: new Date(now),
            expiresInMinutes,
          }),
        }
      : textDelivery(service, {
          method: 'password',
          to: handle.value,
          text: composeResetSms({ ...brand, language: request.language, link, expiresInMinutes }),
        }),
  );
  return [proxy];
}

/** `password_reset` (or, after a refused password, `password_set` with the reset's id: an SDK quirk). */
export async function attestReset(
  service: Pick<IdentityService, 'clock' | 'hasher' | 'logger' | 'storage' | 'tokens'>,
  request: AttestRequest,
): Promise<AttestOutcome> {
  const { clock, hasher, storage, tokens } = service;
  const password = request.data.password;
  if (typeof password !== 'string') throw Failures.invalidBody('data.password must be a string');
  const failed = password.length > MAX_PASSWORD ? ['length'] : failedPasswordRules(password);
  if (failed.length > 0) throw Failures.invalidPassword(failed);
  const resetKey = hasher.hash('reset', request.challengeId);
  const now = clock.now();
  const flowId = await storage.flows.consumeSecret({
    hash: resetKey,
    purpose: 'reset',
    challengeId: resetKey,
    now,
  });
  const flow = flowId && (await storage.flows.get(flowId));
  const person = flow && (await storage.persons.findByHandle(flow.orgId, flow.handle));
  if (!flow || flow.status !== 'pending' || !person) throw Failures.expired();
  if (!person.active) throw Failures.personInactive(person.id);
  await storage.passwords.replace({ personId: person.id, hash: await hashPassword(password), now });
  await storage.flows.complete({
    flowId: flow.id,
    personId: person.id,
    resultClaims: JSON.stringify({ marker: PASSWORD_RESET }),
    now,
  });
  const { first } = await storage.persons.recordLogin(person.id, now);
  service.logger.info({ flowId: flow.id, personId: person.id }, 'password reset');
  const issued = await tokens.issue({
    person_id: person.id,
    oid: flow.orgId,
    authenticated_methods: ['password'],
    authentications: [{ handle: flow.handle, method: 'password', timestamp: new Date(now).toISOString() }],
    first_token: first,
    person_type: person.personType,
    groups: person.groups,
    roles: person.roles,
  });
  return { token: issued.token };
}

/** Whether a challenge id names a password reset (stored under its HMAC, unlike other challenges). */
export async function isResetChallenge(
  service: Pick<IdentityService, 'hasher' | 'storage'>,
  challengeId: string,
): Promise<boolean> {
  const challenge = await service.storage.flows.getChallenge(service.hasher.hash('reset', challengeId));
  return challenge?.type === 'password_reset';
}
