/** The factors this server implements. Known methods without a module answer a clear 400. */
import type { ChallengeType, FactorMethod } from '../../../core/identity/index.ts';
import { emailLinkFactor } from './email-link.ts';
import { otpViaEmailFactor } from './otp-via-email.ts';
import { otpViaSmsFactor } from './otp-via-sms.ts';
import { passwordFactor } from './password.ts';
import { smsLinkFactor } from './sms-link.ts';
import { ssoFactor } from '../sso/factor.ts';
import { SSO_PROTOCOLS } from '../sso/protocols.ts';
import { totpFactor } from './totp.ts';
import { webauthnFactor } from './webauthn.ts';
import type { FactorModule } from './types.ts';

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
