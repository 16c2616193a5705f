/**
 * The dev mailbox: without `SMTP_URL` (and never in production) messages are not sent anywhere. They stay in
 * the outbox table, their links are printed in the terminal, and `/_dev/mailbox` lists them.
 */
import type { MailTransport } from './types.ts';

export function createDevTransport(params: { print?: (line: string) => void } = {}): MailTransport {
  const print = params.print ?? ((line: string) => process.stderr.write(`${line}\n`));
  return {
    name: 'dev',
    keepsBodies: true,
    async send(mail) {
      const [first, ...rest] = mail.links;
      print(`\n  ✉  Dev mailbox: "${mail.subject}" for ${mail.to}`);
      if (first) print(`     ${first}`);
      for (const link of rest) print(`     ${link}`);
      print('');
    },
    async close() {},
  };
}
