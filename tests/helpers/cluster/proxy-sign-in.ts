/** Signing in through the proxy over the identity API, with the link or code read from the test SMTP server. */
import { SESSION_PATH } from '../../../core/routes/session-path.ts';
import type { TestSmtpServer } from '../../integration/identity/helpers/smtp.ts';
import { nonceAttestation } from '../sign-in-api.ts';
import type { ProxyAnswer, ProxyClient } from './https-client.ts';

const CLUSTER_ORG = 'fixture-org';

/** `POST /api/id/v2` for `address` by `method`, from the client address `from` (a loopback address). */
export function startSignIn(
  client: ProxyClient,
  address: string,
  method: 'email_link' | 'otp_via_email',
  from: string,
): Promise<ProxyAnswer> {
  return client.send('/api/id/v2', {
    localAddress: from,
    headers: { 'slashid-orgid': CLUSTER_ORG },
    json: {
      handle: { type: 'email_address', value: address },
      factor: { method, options: { method } },
    },
  });
}

/** The first message to `address` that `pick` finds something in, within `timeoutMs`. */
export async function mailed<T>(
  smtp: TestSmtpServer,
  address: string,
  pick: (text: string) => T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of smtp.received) {
      if (!mail.to.includes(address)) continue;
      const found = pick(`${mail.headers.subject ?? ''}\n${mail.text}`);
      if (found !== undefined) return found;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`nothing for ${address} reached the SMTP server in ${timeoutMs} ms`);
}

export const linkIn = (text: string) => /https:\/\/\S+?challenges=[\w-]+/.exec(text)?.[0];
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/**
 * A whole e-mail link sign-in through the proxy: started, the link mailed, confirmed, the token exchanged for
 * the session cookie. Returns the `Cookie` header value of the session.
 */
export async function signInThroughProxy(
  client: ProxyClient,
  smtp: TestSmtpServer,
  address: string,
  from: string,
): Promise<string> {
  const started = await startSignIn(client, address, 'email_link', from);
  if (started.status !== 200) throw new Error(`sign-in refused: ${started.status} ${started.body}`);
  const link = await mailed(smtp, address, linkIn);
  const confirmed = await client.send('/api/attestation/v3', {
    localAddress: from,
    json: nonceAttestation(link),
  });
  if (confirmed.status !== 200) throw new Error(`link refused: ${confirmed.status} ${confirmed.body}`);
  const { token } = (JSON.parse(confirmed.body) as { result: { token: string } }).result;
  const session = await client.send(SESSION_PATH, { localAddress: from, json: { token } });
  const setCookie = session.headers['set-cookie']?.[0] ?? '';
  if (session.status >= 300 || !setCookie) throw new Error(`no session: ${session.status} ${session.body}`);
  return setCookie.split(';', 1)[0]!;
}
