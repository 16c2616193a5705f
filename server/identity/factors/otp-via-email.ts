/** otp_via_email: a 6-digit code e-mailed through the outbox (the shared rules are in `one-time-code.ts`). */
import { composeCodeMail } from '../mail/compose-code.ts';
import { composeNoAccessMail } from '../mail/compose.ts';
import { admitRecipient, emailHandle } from './admission.ts';
import { mailBrand } from './delivery.ts';
import { attestCode, CODE_TTL_MS, startCodeFlow } from './one-time-code.ts';
import type { FactorModule } from './types.ts';

export const otpViaEmailFactor: FactorModule = {
  method: 'otp_via_email',
  challengeTypes: ['otp'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const handle = emailHandle('otp_via_email', request.handle);
    return {
      sendsTo: handle,
      send: async () => {
        const asked = {
          ...mailBrand(service),
          to: handle.value,
          language: request.language,
          device: request.device,
        };
        return startCodeFlow(service, request, {
          method: 'otp_via_email',
          handle,
          allowed: await admitRecipient(service, request, handle),
          deliver: (code, now) => ({
            mail: code
              ? composeCodeMail({
                  ...asked,
                  code,
                  requestedAt: new Date(now),
                  expiresInMinutes: CODE_TTL_MS / 60_000,
                })
              : composeNoAccessMail({ ...asked, requestedAt: new Date(now) }),
          }),
        });
      },
    };
  },

  attest: attestCode,
};
