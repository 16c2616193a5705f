/**
 * Proof of the address (or number) before a new authenticator (TOTP key, passkey, first password) is bound
 * to it: an `otp` challenge whose code is e-mailed or texted, put first in the same flow. Its attestation
 * answers `ADDRESS_CONFIRMED` (see `one-time-code.ts`), and the registering challenge only proceeds once
 * `secretUsed(flow, 'otp')`. Without it, anyone could claim an address (or take over a person who has no
 * such authenticator yet) with their own device.
 */
import type { Challenge } from '../../../core/identity/index.ts';
import { composeCodeMail, composeCodeSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { composeNoAccessMail } from '../mail/compose.ts';
import type { RegistrationDecision } from '../registration/policy.ts';
import type { IdentityService } from '../service.ts';
import type { NewChallenge, NewFlow, NewSecret } from '../storage/types.ts';
import { mailBrand, storeAndDeliver, textDelivery, type MessageDelivery } from './delivery.ts';
import { CODE_TTL_MS, newCodeChallenge } from './one-time-code.ts';
import type { StartRequest } from './types.ts';

interface AddressProof {
  challenge: Challenge;
  row: NewChallenge;
  secrets: NewSecret[];
  delivery: MessageDelivery;
}

/** The challenge that binds the new authenticator, as the client sees it and as it is stored. */
export interface Registering {
  challenge: Challenge;
  row: NewChallenge;
  secrets?: NewSecret[];
}

/** Stores `[otp, registering]` in the flow, sends the proof's code, and answers both challenges. */
export async function startProvenRegistration(
  service: IdentityService,
  params: {
    request: StartRequest;
    flow: NewFlow['flow'];
    decision: RegistrationDecision;
    registering: Registering;
  },
): Promise<Challenge[]> {
  const { flow, registering } = params;
  const proof = addressProof(service, params);
  await storeAndDeliver(
    service,
    {
      flow,
      challenges: [proof.row, registering.row],
      secrets: [...proof.secrets, ...(registering.secrets ?? [])],
    },
    proof.delivery,
  );
  return [proof.challenge, registering.challenge];
}

function addressProof(
  service: IdentityService,
  params: { request: StartRequest; flow: NewFlow['flow']; decision: RegistrationDecision },
): AddressProof {
  const { request, flow } = params;
  const { factorMethod: method, handle, createdAt: now, expiresAt } = flow;
  // Invite-only, not invited: the same answer, a notice instead of a code, and nothing that confirms.
  const { code, ...proof } = newCodeChallenge(service, {
    method,
    allowed: params.decision === 'allowed',
    expiresAt,
  });
  const brand = mailBrand(service);
  const expiresInMinutes = CODE_TTL_MS / 60_000;
  if (handle.type === 'phone_number') {
    const text = code
      ? composeCodeSms({ ...brand, language: request.language, code, expiresInMinutes })
      : composeNoAccessSms({ ...brand, language: request.language });
    return { ...proof, delivery: textDelivery(service, { method, to: handle.value, text }) };
  }
  const asked = {
    ...brand,
    to: handle.value,
    language: request.language,
    device: request.device,
    requestedAt: new Date(now),
  };
  const mail = code ? composeCodeMail({ ...asked, code, expiresInMinutes }) : composeNoAccessMail(asked);
  return { ...proof, delivery: { mail } };
}
