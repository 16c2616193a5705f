/** How messages leave the service. The outbox (`outbox.ts`) decides when; a transport only delivers. */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface MailTransport {
  /** Stored with each queued message; the dev mailbox lists the `dev` ones. */
  readonly name: 'smtp' | 'dev';
  /** Whether bodies (which hold live links) stay in the database after delivery. Only the dev mailbox keeps them. */
  readonly keepsBodies: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** A delivery failure that retrying cannot fix (an SMTP 5xx reply, e.g. an unknown recipient). */
export class PermanentMailError extends Error {
  override readonly name = 'PermanentMailError';
}

export type MailOptions =
  | { kind: 'smtp'; url: string; from: string }
  | {
      kind: 'dev';
      /** Where each message is printed, as one text; default stderr (never the request log on stdout). */
      print?: (text: string) => void;
    };
