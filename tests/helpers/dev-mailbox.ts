/** What `docgen serve`'s dev mailbox holds (`/_dev/mailbox/messages`), and waiting for a message to arrive there. */
import { poll } from './poll.ts';

export interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
}

export async function mailboxMessages(origin: string): Promise<MailboxMessage[]> {
  return (await (await fetch(`${origin}/_dev/mailbox/messages`)).json()) as MailboxMessage[];
}

/** The first message to `to` that `matches` accepts, once it has arrived. */
export function mailTo(
  origin: string,
  to: string,
  matches: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  return poll(
    async () => (await mailboxMessages(origin)).find((m) => m.to.includes(to) && matches(m)),
    `a dev mailbox message to ${to}`,
  );
}

/** The sign-in link mailed to `address`. */
export async function mailedLink(origin: string, address: string): Promise<string> {
  const isSignIn = (link: string) => link.includes('challenges=');
  const message = await mailTo(origin, address, (m) => m.links.some(isSignIn));
  return message.links.find(isSignIn)!;
}
