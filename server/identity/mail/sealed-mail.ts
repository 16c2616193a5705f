/**
 * Queued messages are stored sealed. Threat: a queued or blanked-too-late message holds a live sign-in link or
 * code, and a database copy (or an SQLite WAL or free page that still holds an old row) would hand it out.
 * Subject (codes lead it), text, HTML and links are sealed when queued and opened only to send or to list
 * them in the dev mailbox; after delivery the row is blanked as well.
 */
import type { SecretSealer } from '../crypto/sealer.ts';

interface MailContent {
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** Sealed values start with their version; a row queued before sealing existed is read as it is. */
const SEALED = /^v1\./;

export function sealMail<T extends MailContent>(sealer: SecretSealer, mail: T): T {
  return {
    ...mail,
    subject: sealer.seal('outbox', mail.subject),
    text: sealer.seal('outbox', mail.text),
    html: sealer.seal('outbox', mail.html),
    links: [sealer.seal('outbox', JSON.stringify(mail.links))],
  };
}

export function openMail<T extends MailContent>(sealer: SecretSealer, mail: T): T {
  const open = (value: string) => (SEALED.test(value) ? sealer.open('outbox', value) : value);
  const [links] = mail.links;
  const sealedLinks = mail.links.length === 1 && links !== undefined && SEALED.test(links);
  return {
    ...mail,
    subject: open(mail.subject),
    text: open(mail.text),
    html: open(mail.html),
    links: sealedLinks ? (JSON.parse(open(links)) as string[]) : mail.links,
  };
}
