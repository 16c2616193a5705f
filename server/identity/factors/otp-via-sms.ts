/**
 * otp_via_sms: a 6-digit code texted through the configured `SmsSender` (the shared rules are in
 * `one-time-code.ts`). The number is normalised to E.164 first; a provider that refuses the number for good
 * answers 400 `unreachable phone number`, one that is down 503, and the flow is failed either way.
 */
import { composeCodeSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { admitRecipient, phoneHandle } from './admission.ts';
import { mailBrand, textDelivery } from './delivery.ts';
import { attestCode, CODE_TTL_MS, startCodeFlow } from './one-time-code.ts';
import type { FactorModule } from './types.ts';

export const otpViaSmsFactor: FactorModule = {
  method: 'otp_via_sms',
  challengeTypes: ['otp'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const handle = phoneHandle(service, 'otp_via_sms', request.handle);
    return {
      sendsTo: handle,
      send: async () => {
        return startCodeFlow(service, request, {
          method: 'otp_via_sms',
          handle,
          allowed: await admitRecipient(service, request, handle),
          deliver: (code) =>
            textDelivery(service, {
              method: 'otp_via_sms',
              to: handle.value,
              text: code
                ? composeCodeSms({
                    ...mailBrand(service),
                    language: request.language,
                    code,
                    expiresInMinutes: CODE_TTL_MS / 60_000,
                  })
                : composeNoAccessSms({ ...mailBrand(service), language: request.language }),
            }),
        });
      },
    };
  },

  attest: attestCode,
};
