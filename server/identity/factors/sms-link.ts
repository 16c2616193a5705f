/**
 * sms_link: the scanner-safe e-mail link (`email-link.ts`), texted. The requesting tab polls its `proxy`;
 * the text message carries `<PUBLIC_URL>/?challenges=<[nonce]>`, whose page asks "Continue signing in?"
 * before the nonce is attested (the same landing page and attestation as the e-mail link). The number is
 * normalised to E.164 first; a provider that refuses it answers 400 `unreachable phone number`, one that is
 * down 503, and the flow is failed either way, so the poll ends too.
 */
import { Failures } from '../errors.ts';
import { admitRecipient, phoneHandle } from './admission.ts';
import { startLinkFlow } from './link-flow.ts';
import { smsLinkDelivery } from './link-messages.ts';
import type { FactorModule } from './types.ts';

export const smsLinkFactor: FactorModule = {
  method: 'sms_link',
  challengeTypes: ['nonce'],
  sendLimits: ['perAddress'],

  async start(service, request) {
    const handle = phoneHandle(service, 'sms_link', request.handle);
    return {
      sendsTo: handle,
      send: async () => {
        return startLinkFlow(service, request, {
          method: 'sms_link',
          handle,
          allowed: await admitRecipient(service, request, handle),
          deliver: smsLinkDelivery(service, request, handle),
        });
      },
    };
  },

  // Nonces are attested by `email-link.ts` (the first module listed for the type), whatever sent them.
  attest: () => Promise.reject(Failures.unsupportedChallengeType('nonce')),
};
