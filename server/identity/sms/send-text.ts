/**
 * Sends a flow's text message once the flow is stored. A provider that refuses the number for good answers
 * 400 `unreachable phone number`, one that is down 503; either way the flow is failed, so nothing waits on
 * a message that never left. Errors are logged without the message (it holds a code or a link).
 */
import { Failures } from '../errors.ts';
import type { IdentityService } from '../service.ts';
import { SmsDeliveryError } from './types.ts';

export async function sendFlowText(
  service: Pick<IdentityService, 'logger' | 'sms' | 'storage'>,
  params: { method: string; flowId: string; to: string; text: string },
): Promise<void> {
  if (!service.sms) throw Failures.smsNotConfigured(params.method);
  try {
    await service.sms.send({ to: params.to, text: params.text });
  } catch (error) {
    service.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'text message not sent',
    );
    await service.storage.flows.fail(params.flowId, 'delivery_failed');
    if (error instanceof SmsDeliveryError && error.permanent) throw Failures.unreachablePhone();
    throw Failures.smsUnavailable();
  }
}
