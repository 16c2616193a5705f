/**
 * How a flow's message leaves: an e-mail is queued with the flow in one transaction (so neither exists
 * without the other) and the outbox is woken after the commit; a text message is sent once the flow is
 * stored (its failure fails the flow and the request, see `sms/send-text.ts`).
 */
import type { FactorMethod } from '../../../core/identity/index.ts';
import { randomId } from '../crypto/secrets.ts';
import type { MailBrand } from '../mail/compose.ts';
import { sealMail } from '../mail/sealed-mail.ts';
import type { IdentityService } from '../service.ts';
import { sendFlowText } from '../sms/send-text.ts';
import type { NewFlow, NewMail } from '../storage/types.ts';

export interface MessageDelivery {
  /** Queued with the flow (e-mail). */
  mail?: Omit<NewMail, 'id' | 'flowId' | 'transport' | 'createdAt' | 'expiresAt'>;
  /** Sent once the flow is stored (SMS). */
  afterStore?: (flowId: string) => Promise<void>;
}

/** The outbox row for a flow's e-mail; it lives as long as the flow. */
function queuedMail(
  service: Pick<IdentityService, 'mailTransport' | 'sealer'>,
  mail: NonNullable<MessageDelivery['mail']>,
  flow: Pick<NewFlow['flow'], 'id' | 'createdAt' | 'expiresAt'>,
): NewMail {
  return {
    ...sealMail(service.sealer, mail),
    id: randomId(),
    flowId: flow.id,
    transport: service.mailTransport,
    createdAt: flow.createdAt,
    expiresAt: flow.expiresAt,
  };
}

/** A text message to `to`, sent once the flow is stored. */
export function textDelivery(
  service: IdentityService,
  params: { method: FactorMethod; to: string; text: string },
): MessageDelivery {
  return { afterStore: (flowId) => sendFlowText(service, { ...params, flowId }) };
}

/** Stores the flow with its e-mail, if any, then lets the message leave. */
export async function storeAndDeliver(
  service: IdentityService,
  stored: Omit<NewFlow, 'mail'>,
  delivery: MessageDelivery,
): Promise<void> {
  const { flow } = stored;
  await service.storage.flows.create({
    ...stored,
    ...(delivery.mail ? { mail: queuedMail(service, delivery.mail, flow) } : {}),
  });
  if (delivery.mail) service.outbox.kick();
  if (delivery.afterStore) await delivery.afterStore(flow.id);
}

/** What every message shows of the site it comes from. */
export function mailBrand(service: Pick<IdentityService, 'config'>): MailBrand {
  const { siteTitle, productName, publicUrl, mailTexts } = service.config;
  return { siteTitle, productName, publicUrl, siteTexts: mailTexts };
}
