/**
 * Passwords. A person with a password gets `[password_verify]`; anyone else first
 * proves the handle (a code by e-mail or SMS, `address-proof.ts`), then sets one: `[otp, password_set]`
 * with the rules of `password-policy.ts`. Threats and answers:
 * - taking over an address (or a person who signed in by link and has no password yet): the code must be
 *   confirmed in the same flow before a password is accepted;
 * - a stolen database: argon2id (`password-hash.ts`);
 * - guessing: `MAX_CODE_ATTEMPTS` submissions per challenge, counted before the check (then 403: start again),
 *   on top of the per-IP attestation limit and the answers per account from anywhere (`verifiesPerAccount`);
 * - timing: a wrong password and a person whose password vanished take the same argon2 work (a dummy
 *   hash), so the answer's timing tells nothing;
 * - weak passwords: the rules are checked here too, not only in the browser.
 */
import type { Challenge } from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { completeFlow, personFor } from '../flows/complete.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { startProvenRegistration } from './address-proof.ts';
import { admitPerson, newFlowRecord } from './admission.ts';
import { CODE_TTL_MS, countSubmission, MAX_CODE_ATTEMPTS } from './one-time-code.ts';
import { hashPassword, MAX_PASSWORD, verifyPassword } from './password-hash.ts';
import { passwordHandle } from './password-handle.ts';
import { attestReset, isResetChallenge } from './password-reset.ts';
import { failedPasswordRules, PASSWORD_RULES } from './password-policy.ts';
import type { AttestOutcome, AttestRequest, FactorModule } from './types.ts';

export const passwordFactor: FactorModule = {
  method: 'password',
  challengeTypes: ['password_set', 'password_verify', 'password_reset'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const { clock, storage } = service;
    const handle = passwordHandle(request.handle);
    if (handle.type === 'phone_number' && !service.sms) throw Failures.smsNotConfigured('password');

    const { person, decision } = await admitPerson(service, request, handle);

    const now = clock.now();
    const expiresAt = now + CODE_TTL_MS;
    const flow = newFlowRecord(request, { method: 'password', handle, now, expiresAt });

    if (person && (await storage.passwords.get(person.id))) {
      const verifyChallenge: Challenge = {
        id: randomId(),
        type: 'password_verify',
        authentication_method: 'password',
      };
      await storage.flows.create({
        flow,
        challenges: [{ id: verifyChallenge.id, type: 'password_verify', authenticationMethod: 'password' }],
        secrets: [],
      });
      return { challenges: [verifyChallenge] };
    }

    return {
      sendsTo: handle,
      send: async () => {
        const set: Challenge = {
          id: randomId(),
          type: 'password_set',
          authentication_method: 'password',
          options: { validation_rules: { regular_expressions: PASSWORD_RULES } },
        };
        return startProvenRegistration(service, {
          request,
          flow,
          decision,
          registering: {
            challenge: set,
            row: { id: set.id, type: 'password_set', authenticationMethod: 'password' },
          },
        });
      },
    };
  },

  async attest(service, request) {
    if (request.challengeType === 'password_reset') return attestReset(service, request);
    if (request.challengeType === 'password_verify') return attestVerify(service, request);
    // The SDK re-sends a refused reset password as `password_set` with the reset's id.
    if (await isResetChallenge(service, request.challengeId)) return attestReset(service, request);
    return attestSet(service, request);
  },
};

async function pendingFlow(
  service: Pick<IdentityService, 'clock' | 'storage'>,
  request: AttestRequest,
  type: string,
): Promise<FlowRecord> {
  const challenge = await service.storage.flows.getChallenge(request.challengeId);
  const flow = challenge && (await service.storage.flows.get(challenge.flowId));
  if (challenge?.type !== type || !flow || flow.status !== 'pending' || service.clock.now() >= flow.expiresAt)
    throw Failures.expired();
  return flow;
}

async function attestSet(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, storage } = service;
  const password = request.data.password;
  if (typeof password !== 'string') throw Failures.invalidBody('data.password must be a string');
  const flow = await pendingFlow(service, request, 'password_set');
  // The handle must have been proven in this very flow first.
  if (!(await storage.flows.secretUsed(flow.id, 'otp'))) throw Failures.expired();
  const failed = password.length > MAX_PASSWORD ? ['length'] : failedPasswordRules(password);
  if (failed.length > 0) throw Failures.invalidPassword(failed);
  const person = await personFor(service, flow);
  const stored = await storage.passwords.insert({
    personId: person.id,
    hash: await hashPassword(password),
    now: clock.now(),
  });
  if (!stored) throw Failures.expired();
  return completeFlow(service, flow);
}

async function attestVerify(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { storage } = service;
  const { code: password, attempts } = await countSubmission(service, request, 'password');
  const flow = await pendingFlow(service, request, 'password_verify');
  const byAccount = await service.limiter.check('verifiesPerAccount', 'address', flow.handle.value);
  if (!byAccount.ok) throw Failures.rateLimited(byAccount.retryAfterSeconds);
  const person = await storage.persons.findByHandle(flow.orgId, flow.handle);
  const stored = person && (await storage.passwords.get(person.id));
  // The same argon2 work whether or not there is a password to compare with.
  const matches = await verifyPassword(stored, password);
  if (!matches || !person) throw wrongPassword(attempts);
  await storage.passwords.recordUse(person.id, service.clock.now());
  return completeFlow(service, flow);
}

/** 401 while tries remain (the SDK asks again), 403 on the last (start again). */
function wrongPassword(attempts: number): Error {
  return attempts >= MAX_CODE_ATTEMPTS ? Failures.expired() : Failures.incorrectPassword();
}
