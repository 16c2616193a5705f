/**
 * One-time codes (otp_via_email, otp_via_sms): `POST /id` sends a 6-digit code and answers
 * one `otp` challenge; the tab attests `{otp}`. Threats and answers:
 * - guessing: 5 submissions per code, counted in the database *before* the code is checked, in one atomic
 *   statement, so no burst of parallel guesses gets a sixth; after the last try the answer is 403
 *   `authentication has expired` (a new code is needed), never 401, so the SDK stops asking;
 * - replay and races: the code is spent by one atomic UPDATE, so exactly one of any number of submissions of
 *   the right code gets a token; a spent or expired code answers 403 like an unknown flow;
 * - a stolen database: codes are stored only as HMACs bound to their challenge (see `crypto/secrets.ts`);
 * - old codes: 10 minutes, judged by the service clock; "Resend" is a new `POST /id`, a new code;
 * - enumeration and bombing: as the e-mail link (same registration answers, per-address and per-IP limits).
 */
import { randomDigits, randomId } from '../crypto/secrets.ts';
import { Failures } from '../errors.ts';
import { completeFlow } from '../flows/complete.ts';
import type { IdentityService } from '../service.ts';
import type { NewChallenge, NewSecret } from '../storage/types.ts';
import { newFlowRecord } from './admission.ts';
import { storeAndDeliver, type MessageDelivery } from './delivery.ts';
import type { AttestOutcome, AttestRequest, StartRequest } from './types.ts';
import type { Challenge, FactorMethod, Handle } from '../../../core/identity/index.ts';

const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
/** Submissions per code, right or wrong (NIST and Kratos use the same order of magnitude). */
export const MAX_CODE_ATTEMPTS = 5;
const CODE_FORMAT = /^[0-9]{6}$/;

export interface CodeChallenge {
  challenge: Challenge;
  row: NewChallenge;
  secrets: NewSecret[];
  /** The code to send; undefined when the person may not sign in. */
  code: string | undefined;
}

/** An `otp` challenge and, when the person may sign in, its code (stored only as a keyed hash). */
export function newCodeChallenge(
  service: IdentityService,
  params: { method: FactorMethod; allowed: boolean; expiresAt: number },
): CodeChallenge {
  const challenge: Challenge = { id: randomId(), type: 'otp', authentication_method: params.method };
  // Refused persons get the same answer and a challenge no code fits (none is stored), so the API never
  // tells who may sign in; the message they receive says so instead.
  const code = params.allowed ? randomDigits(CODE_DIGITS) : undefined;
  return {
    challenge,
    row: { id: challenge.id, type: 'otp', authenticationMethod: params.method },
    secrets: code
      ? [
          {
            hash: codeHash(service, challenge.id, code),
            purpose: 'otp',
            challengeId: challenge.id,
            expiresAt: params.expiresAt,
          },
        ]
      : [],
    code,
  };
}

export async function startCodeFlow(
  service: IdentityService,
  request: StartRequest,
  params: {
    method: FactorMethod;
    handle: Handle;
    /** `code` is the code to send, or undefined when the person may not sign in (a notice is sent instead). */
    deliver: (code: string | undefined, now: number) => MessageDelivery;
    allowed: boolean;
  },
): Promise<Challenge[]> {
  const now = service.clock.now();
  const expiresAt = now + CODE_TTL_MS;
  const flow = newFlowRecord(request, { method: params.method, handle: params.handle, now, expiresAt });
  const { challenge, row, secrets, code } = newCodeChallenge(service, {
    method: params.method,
    allowed: params.allowed,
    expiresAt,
  });
  await storeAndDeliver(service, { flow, challenges: [row], secrets }, params.deliver(code, now));
  return [challenge];
}

/**
 * What a code's attestation answers when the flow goes on (the e-mailed code before a TOTP registration):
 * the SDK needs a non-empty `token`, but nobody is signed in until the last challenge, so no session token
 * is issued for a partly finished flow.
 */
const ADDRESS_CONFIRMED = 'address-confirmed';

/**
 * The shared start of every code attestation (one-time codes, TOTP, passwords): the body, the per-IP limit, and the
 * submission counted against the challenge *before* the code is looked at. A finished flow or an exhausted
 * challenge answers 403 here.
 */
export async function countSubmission(
  service: IdentityService,
  request: AttestRequest,
  field: 'otp' | 'password' = 'otp',
): Promise<{ code: string; attempts: number }> {
  const code = request.data[field];
  if (typeof code !== 'string') throw Failures.invalidBody(`data.${field} must be a string`);
  const attempts = await service.storage.flows.countAttempt({
    challengeId: request.challengeId,
    max: MAX_CODE_ATTEMPTS,
    now: service.clock.now(),
  });
  if (attempts === undefined) throw Failures.expired();
  return { code, attempts };
}

/** A wrong code: 401 while tries remain (the SDK asks again), 403 on the last (a new code is needed). */
export function wrongCode(attempts: number): Error {
  return attempts >= MAX_CODE_ATTEMPTS ? Failures.expired() : Failures.incorrectCode();
}

export async function attestCode(service: IdentityService, request: AttestRequest): Promise<AttestOutcome> {
  const { clock, storage } = service;
  const { code, attempts } = await countSubmission(service, request);
  const hash = codeHash(service, request.challengeId, code);
  const flowId = CODE_FORMAT.test(code)
    ? await storage.flows.consumeSecret({
        hash,
        purpose: 'otp',
        challengeId: request.challengeId,
        now: clock.now(),
      })
    : undefined;
  if (!flowId) {
    // The right code, already spent by a parallel submission: over, not wrong.
    if (CODE_FORMAT.test(code) && (await storage.flows.findBySecret(hash, 'otp'))) throw Failures.expired();
    throw wrongCode(attempts);
  }
  const flow = await storage.flows.get(flowId);
  if (!flow || flow.status !== 'pending') throw Failures.expired();
  // The code proved the address for a registration (`address-proof.ts`): the flow goes on.
  if (flow.factorMethod !== 'otp_via_email' && flow.factorMethod !== 'otp_via_sms')
    return { token: ADDRESS_CONFIRMED };
  return completeFlow(service, flow);
}

function codeHash(service: IdentityService, challengeId: string, code: string): string {
  return service.hasher.hash('otp', `${challengeId}\u0000${code}`);
}
