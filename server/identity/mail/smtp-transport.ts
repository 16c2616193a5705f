/**
 * Delivery over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.com:465`). Threat: header injection;
 * recipients reach here only after `checkEmailAddress`, subjects have line breaks removed, and nodemailer
 * encodes every header. Timeouts are bounded so a hung server cannot hold an outbox lease for long.
 */
import nodemailer from 'nodemailer';
import { PermanentMailError, type MailTransport } from './types.ts';

export function createSmtpTransport(params: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(params.url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as nodemailer.TransportOptions);
  return {
    name: 'smtp',
    keepsBodies: false,
    async send(mail) {
      try {
        await transporter.sendMail({
          from: params.from,
          to: mail.to,
          subject: mail.subject.replace(/[\r\n]+/g, ' '),
          text: mail.text,
          html: mail.html,
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) {
          throw new PermanentMailError(`SMTP server refused the message (${code})`, { cause: error });
        }
        throw error;
      }
    },
    async close() {
      transporter.close();
    },
  };
}
