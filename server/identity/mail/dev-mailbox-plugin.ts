/**
 * `/_dev/mailbox` (HTML), `/_dev/mailbox/messages` (e-mails) and `/_dev/mailbox/sms` (text messages; JSON,
 * newest first): the messages the dev mailbox and the dev SMS outbox "sent". Registered at the site root, only
 * when there is no `SMTP_URL` and never in production. Threat: the list holds live sign-in links, so it answers
 * loopback clients only unless the operator opts out. A reverse proxy on the same host makes every visitor a
 * loopback client, so the list is never served behind one: not when `TRUST_PROXY` is set, and not to a request
 * that carries forwarding headers (whatever the operator opted into).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { IdentityStorage, MailRecord, SmsRecord } from '../storage/types.ts';
import type { SecretSealer } from '../crypto/sealer.ts';
import { esc } from './texts/fill.ts';
import { openMail } from './sealed-mail.ts';

const LIST_LIMIT = 100;

interface DevMailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

interface DevSmsMessage {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

/** Headers a proxy adds: their presence means the socket's address is the proxy's, not the reader's. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

export function createDevMailboxPlugin(params: {
  storage: IdentityStorage;
  /** Opens the sealed messages of the outbox. */
  sealer: SecretSealer;
  allowRemote?: boolean;
  /** `TRUST_PROXY` is set: a proxy is in front, so no request can be known to be local. */
  behindProxy?: boolean;
}): FastifyPluginAsync {
  const { storage } = params;
  const list = async (): Promise<DevMailboxMessage[]> =>
    (await storage.outbox.list({ limit: LIST_LIMIT, transport: 'dev' })).map((mail) =>
      toMessage(openMail(params.sealer, mail)),
    );
  const listSms = async (): Promise<DevSmsMessage[]> =>
    (await storage.smsMessages.list(LIST_LIMIT)).map(toSms);

  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
      if (params.behindProxy || forwarded) {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('The dev mailbox is never served through a proxy. Set SMTP_URL to send real e-mail.\n');
      }
      if (!params.allowRemote && !isLoopback(request.socket.remoteAddress)) {
        return reply
          .code(403)
          .type('text/plain; charset=utf-8')
          .send('The dev mailbox answers local requests only. Set SMTP_URL to send real e-mail.\n');
      }
    });
    app.get('/_dev/mailbox/messages', async () => list());
    app.get('/_dev/mailbox/sms', async () => listSms());
    app.get('/_dev/mailbox', async (_request, reply) => {
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
        )
        .send(page(await list(), await listSms()));
    });
  };
}

function toMessage(mail: MailRecord): DevMailboxMessage {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    createdAt: new Date(mail.createdAt).toISOString(),
  };
}

function toSms(sms: SmsRecord): DevSmsMessage {
  return { id: sms.id, to: sms.to, text: sms.text, createdAt: new Date(sms.createdAt).toISOString() };
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1' ||
    (address?.startsWith('127.') ?? false)
  );
}

function page(messages: DevMailboxMessage[], texts: DevSmsMessage[]): string {
  const smsItems = texts
    .map(
      (m) => `<article>
<h2>Text message</h2>
<p class="meta">To <strong>${esc(m.to)}</strong> · ${esc(m.createdAt)}</p>
<pre>${esc(m.text)}</pre>
</article>`,
    )
    .join('\n');
  const items = messages
    .map(
      (m) => `<article>
<h2>${esc(m.subject)}</h2>
<p class="meta">To <strong>${esc(m.to)}</strong> · ${esc(m.createdAt)}</p>
${m.links.map((link) => `<p><a href="${esc(link)}">${esc(link)}</a></p>`).join('\n')}
<details><summary>Message</summary><iframe sandbox srcdoc="${esc(m.html)}" title="${esc(m.subject)}"></iframe><pre>${esc(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1c1e21}
article{border:1px solid #ddd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#666;margin:.25rem 0 .75rem}a{word-break:break-all}iframe{width:100%;height:28rem;border:1px solid #eee}
pre{white-space:pre-wrap;background:#f6f7f9;padding:.75rem}</style></head>
<body><h1>Dev mailbox</h1>
<p>Messages the identity service would have e-mailed, newest first. Set <code>SMTP_URL</code> to send real e-mail.</p>
${items || '<p>No messages yet.</p>'}
<h1>Text messages</h1>
<p>Text messages the identity service would have sent. Set <code>SMS_WEBHOOK_URL</code> to send real ones.</p>
${smsItems || '<p>No text messages yet.</p>'}
</body></html>`;
}
