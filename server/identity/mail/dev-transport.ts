/**
 * The dev mailbox: without `SMTP_URL` (and never in production) messages are not sent anywhere. They stay in
 * the outbox table, their links are printed in the terminal, and `/_dev/mailbox` lists them.
 */
import type { MailTransport } from './types.ts';

export function createDevTransport(params: { print?: (text: string) => void } = {}): MailTransport {
  const print = params.print ?? ((text: string) => process.stderr.write(`${text}\n`));
  return {
    name: 'dev',
    keepsBodies: true,
    async send(mail) {
      // One text per message: a JSON log keeps the message and its links together on one line.
      print(
        [`✉  Dev mailbox: "${mail.subject}" for ${mail.to}`, ...mail.links.map((l) => `   ${l}`)].join('\n'),
      );
    },
    async close() {},
  };
}
