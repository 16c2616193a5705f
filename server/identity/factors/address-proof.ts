/**
 * Proof of the address before a new authenticator (TOTP key, passkey) is bound to it: an `otp` challenge
 * whose code is e-mailed, put first in the same flow. Its attestation answers `ADDRESS_CONFIRMED` (see
 * `one-time-code.ts`), and the registering challenge only proceeds once `secretUsed(flow, 'otp')`. Without
 * it, anyone could claim an address (or take over a person who has no such authenticator yet) with their
 * own device.
 */
import type { Challenge, FactorMethod } from '../../../core/identity/index.ts';
import { randomDigits, randomId } from '../crypto/secrets.ts';
import { composeCodeMail, composeCodeSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { composeNoAccessMail } from '../mail/compose.ts';
import type { RegistrationDecision } from '../registration/policy.ts';
import type { IdentityService } from '../service.ts';
import type { NewChallenge, NewFlow, NewSecret } from '../storage/types.ts';
import { CODE_DIGITS, CODE_TTL_MS } from './one-time-code.ts';
import type { StartRequest } from './types.ts';

export interface AddressProof {
  challenge: Challenge;
  row: NewChallenge;
  secrets: NewSecret[];
  mail: NonNullable<NewFlow['mail']>;
}

/** The same proof for a phone number: the code is texted once the flow is stored (`sendTextProof`). */
export interface TextProof {
  challenge: Challenge;
  row: NewChallenge;
  secrets: NewSecret[];
  text: string;
}

export function textProof(
  service: IdentityService,
  params: { method: FactorMethod; decision: RegistrationDecision; expiresAt: number },
): TextProof {
  const { config, hasher } = service;
  const challenge: Challenge = { id: randomId(), type: 'otp', authentication_method: params.method };
  const code = params.decision === 'allowed' ? randomDigits(CODE_DIGITS) : undefined;
  return {
    challenge,
    row: { id: challenge.id, type: 'otp', authenticationMethod: params.method },
    secrets: code
      ? [
          {
            hash: hasher.hash('otp', `${challenge.id}\u0000${code}`),
            purpose: 'otp',
            challengeId: challenge.id,
            expiresAt: params.expiresAt,
          },
        ]
      : [],
    text: code
      ? composeCodeSms({ siteTitle: config.siteTitle, code, expiresInMinutes: CODE_TTL_MS / 60_000 })
      : composeNoAccessSms({ siteTitle: config.siteTitle, publicUrl: config.publicUrl }),
  };
}

export function addressProof(
  service: IdentityService,
  params: {
    request: StartRequest;
    method: FactorMethod;
    flowId: string;
    address: string;
    decision: RegistrationDecision;
    now: number;
    expiresAt: number;
  },
): AddressProof {
  const { config, hasher } = service;
  const { request, method, flowId, address, now, expiresAt } = params;
  const challenge: Challenge = { id: randomId(), type: 'otp', authentication_method: method };
  // Invite-only, not invited: the same answer, a notice instead of a code, and nothing that confirms.
  const code = params.decision === 'allowed' ? randomDigits(CODE_DIGITS) : undefined;
  const brand = { siteTitle: config.siteTitle, productName: config.productName, publicUrl: config.publicUrl };
  const message = code
    ? composeCodeMail({
        ...brand,
        to: address,
        code,
        device: request.device,
        requestedAt: new Date(now),
        expiresInMinutes: CODE_TTL_MS / 60_000,
      })
    : composeNoAccessMail({ ...brand, to: address, device: request.device, requestedAt: new Date(now) });
  return {
    challenge,
    row: { id: challenge.id, type: 'otp', authenticationMethod: method },
    secrets: code
      ? [
          {
            hash: hasher.hash('otp', `${challenge.id}\u0000${code}`),
            purpose: 'otp',
            challengeId: challenge.id,
            expiresAt,
          },
        ]
      : [],
    mail: {
      ...message,
      id: randomId(),
      flowId,
      transport: service.mailTransport,
      createdAt: now,
      expiresAt,
    },
  };
}
