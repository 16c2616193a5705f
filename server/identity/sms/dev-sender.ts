/**
 * The dev SMS outbox: without `SMS_WEBHOOK_URL` (and never in production) nothing is texted. Messages are
 * kept in `sms_messages`, printed in the terminal and listed at `/_dev/mailbox` beside the dev e-mails.
 */
import { randomId } from '../crypto/secrets.ts';
import type { Clock } from '../clock.ts';
import type { IdentityStorage } from '../storage/types.ts';
import type { SmsSender } from './types.ts';

export function createDevSmsSender(params: {
  storage: IdentityStorage;
  clock: Clock;
  print?: (text: string) => void;
}): SmsSender {
  const print = params.print ?? ((text: string) => process.stderr.write(`${text}\n`));
  return {
    name: 'dev',
    async send(message) {
      await params.storage.smsMessages.insert({
        id: randomId(),
        to: message.to,
        text: message.text,
        createdAt: params.clock.now(),
      });
      print(`✆  Dev SMS outbox: for ${message.to}\n   ${message.text}`);
    },
  };
}
