/**
 * The factors this server implements, and the one place their starts run: a start that sends a message is held
 * to the send limits its factor declares before it sends. Known methods without a module answer a clear 400.
 */
import type { Challenge, ChallengeType, FactorMethod } from '../../../core/identity/index.ts';
import type { IdentityService } from '../service.ts';
import { emailLinkFactor } from './email-link.ts';
import { otpViaEmailFactor } from './otp-via-email.ts';
import { otpViaSmsFactor } from './otp-via-sms.ts';
import { passwordFactor } from './password.ts';
import { smsLinkFactor } from './sms-link.ts';
import { ssoFactor } from '../sso/factor.ts';
import { SSO_PROTOCOLS } from '../sso/protocols.ts';
import { totpFactor } from './totp.ts';
import { webauthnFactor } from './webauthn.ts';
import { SEND_LIMITS } from './send-limits.ts';
import type { FactorModule, FactorStart, StartRequest } from './types.ts';

// Factors sharing a challenge type attest it the same way (by challenge id), so the first one listed does.
const FACTORS: readonly FactorModule[] = [
  emailLinkFactor,
  otpViaEmailFactor,
  otpViaSmsFactor,
  smsLinkFactor,
  passwordFactor,
  totpFactor,
  webauthnFactor,
  ...SSO_PROTOCOLS.map(ssoFactor),
];

export const AVAILABLE_METHODS: readonly FactorMethod[] = FACTORS.map((factor) => factor.method);

export function factorForMethod(method: FactorMethod): FactorModule | undefined {
  return FACTORS.find((factor) => factor.method === method);
}

export function factorForChallenge(type: ChallengeType): FactorModule | undefined {
  return FACTORS.find((factor) => factor.challengeTypes.includes(type));
}

/** Runs a start, applying its declared send limits before it sends anything. */
export async function startFlow(
  starter: FactorStart,
  service: IdentityService,
  request: StartRequest,
): Promise<Challenge[]> {
  const step = await starter.start(service, request);
  if ('challenges' in step) return step.challenges;
  for (const limit of starter.sendLimits) await SEND_LIMITS[limit](service, request, step.sendsTo);
  return step.send();
}
