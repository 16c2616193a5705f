/**
 * The challenge processor: challenges strictly in order, each one's value replacing the
 * running token; at the end the token must be non-empty.
 */
import type { Challenge, ChallengeType } from '../../../core/identity/challenges.ts';
import { IdentityError } from '../errors.ts';
import { NO_TOKEN_MESSAGE, type ChallengeHandler, type ProcessContext } from './context.ts';
import { nonce, proxy } from './nonce-proxy.ts';
import { otp, totpRegister, totpVerify } from './otp-totp.ts';
import { passwordReset, passwordSet, passwordVerify } from './password.ts';
import { authnContextUpdate, oidc, saml, uiCustomization } from './sso.ts';
import { webauthnCreate, webauthnGet } from './webauthn.ts';

const HANDLERS: Record<ChallengeType, ChallengeHandler> = {
  nonce,
  proxy,
  otp,
  password_set: passwordSet,
  password_verify: passwordVerify,
  password_reset: passwordReset,
  totp_register: totpRegister,
  totp_verify: totpVerify,
  webauthn_create: webauthnCreate,
  webauthn_get: webauthnGet,
  oidc,
  saml,
  ui_customization: uiCustomization,
  authn_context_update: authnContextUpdate,
};

export async function processChallenges(
  challenges: readonly Challenge[],
  context: ProcessContext,
): Promise<string> {
  let token = '';
  for (const challenge of challenges) {
    const handler = HANDLERS[challenge?.type as ChallengeType] as ChallengeHandler | undefined;
    if (!handler) {
      console.warn(`Skipping a challenge of unknown type "${String(challenge?.type)}".`);
      continue;
    }
    token = await handler(challenge, context);
  }
  if (!token) throw new IdentityError('UnexpectedError', NO_TOKEN_MESSAGE);
  return token;
}
