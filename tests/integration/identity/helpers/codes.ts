/** Starting and answering code flows (otp_via_email, otp_via_sms, totp) through the API, as the SDK does. */
import type { LightMyRequestResponse } from 'fastify';
import type { Handle } from '../../../../core/identity/index.ts';
import type { OutgoingSms, SmsSender } from '../../../../server/identity/sms/types.ts';
import { FIREFOX_LINUX, ORG_ID, type Harness } from './harness.ts';

export interface CapturingSmsSender extends SmsSender {
  sent: OutgoingSms[];
  /** Makes the next sends throw this error (until set back to undefined). */
  failWith: Error | undefined;
}

export function capturingSmsSender(): CapturingSmsSender {
  const sender: CapturingSmsSender = {
    name: 'webhook',
    sent: [],
    failWith: undefined,
    async send(message) {
      if (sender.failWith) throw sender.failWith;
      sender.sent.push(message);
    },
  };
  return sender;
}

export function startCode(
  h: Harness,
  handle: Handle,
  method: 'otp_via_email' | 'otp_via_sms' | 'sms_link' | 'totp' | 'password',
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: {
      'content-type': 'application/json',
      'slashid-orgid': ORG_ID,
      'slashid-sdkversion': '3.29.6',
      'user-agent': FIREFOX_LINUX,
    },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { handle, factor: { method, options: { method } }, metadata: { csrf_token: 'c' } },
  });
}

export function submitCode(
  h: Harness,
  challengeId: string,
  otp: unknown,
  remoteAddress?: string,
  challengeType = 'otp',
): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'POST',
    url: '/api/attestation/v3',
    headers: { 'content-type': 'application/json', 'slashid-sdkversion': '3.29.6' },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { challenge_id: challengeId, challenge_type: challengeType, data: { otp } },
  });
}

/** The 6-digit code in a message text. */
export function codeIn(text: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
