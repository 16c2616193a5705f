/** The message a sign-in link travels in: an e-mail or a text, or the notice for whoever may not sign in. */
import type { Handle } from '../../../core/identity/index.ts';
import { composeLinkSms, composeNoAccessSms } from '../mail/compose-code.ts';
import { composeNoAccessMail, composeSignInMail } from '../mail/compose.ts';
import type { IdentityService } from '../service.ts';
import { mailBrand, textDelivery, type MessageDelivery } from './delivery.ts';
import type { StartRequest } from './types.ts';

/** The sign-in e-mail carrying a link, or the notice for a person who may not sign in (`link` undefined). */
export function emailLinkDelivery(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): (link: string | undefined, now: number) => MessageDelivery {
  const asked = {
    ...mailBrand(service),
    to: handle.value,
    language: request.language,
    device: request.device,
  };
  return (link, now) => ({
    mail: link
      ? composeSignInMail({
          ...asked,
          link,
          requestedAt: new Date(now),
          expiresInMinutes: Math.round(service.config.linkTtlMs / 60_000),
        })
      : composeNoAccessMail({ ...asked, requestedAt: new Date(now) }),
  });
}

/** The text message carrying a link, or the notice for a person who may not sign in (`link` undefined). */
export function smsLinkDelivery(
  service: IdentityService,
  request: StartRequest,
  handle: Handle,
): (link: string | undefined) => MessageDelivery {
  const { config } = service;
  const { language } = request;
  return (link) =>
    textDelivery(service, {
      method: 'sms_link',
      to: handle.value,
      text: link
        ? composeLinkSms({
            ...mailBrand(service),
            language,
            link,
            expiresInMinutes: Math.round(config.linkTtlMs / 60_000),
          })
        : composeNoAccessSms({ ...mailBrand(service), language }),
    });
}
