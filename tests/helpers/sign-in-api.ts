import { randomBytes } from 'node:crypto';
import { SESSION_PATH } from '../../core/routes/session-path.ts';
import { mailedLink } from './dev-mailbox.ts';

/** A reader signed in for real: their identity token and the server session cookie `docgen serve` set. */
export interface ReaderSession {
  token: string;
  cookie: { name: string; value: string };
}

interface Envelope<T> {
  result?: T;
  errors?: { httpcode: number; message: string }[];
}

async function call<T>(url: string, init: RequestInit = {}): Promise<{ result: T; response: Response }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok || body.result === undefined)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body.errors)}`);
  return { result: body.result, response };
}

/**
 * Signs a fresh reader in through the real identity API of a running `docgen serve` (dev mailbox): asks for
 * an e-mail link, reads it from `/_dev/mailbox/messages`, attests its nonce, and exchanges the token for the
 * session cookie, as the browser would. A reader added with `docgen users add` signs in with their `address`.
 */
export async function signInThroughApi(
  origin: string,
  orgId: string,
  address = `reader-${randomBytes(6).toString('hex')}@procurepilot.example`,
): Promise<ReaderSession> {
  await call(`${origin}/api/id`, {
    method: 'POST',
    headers: { 'slashid-orgid': orgId },
    body: JSON.stringify({
      handle: { type: 'email_address', value: address },
      factor: { method: 'email_link', options: { method: 'email_link' } },
    }),
  });
  const link = await mailedLink(origin, address);
  const { result } = await call<{ token: string }>(`${origin}/api/attestation/v3`, {
    method: 'POST',
    body: JSON.stringify(nonceAttestation(link)),
  });
  const { response } = await call(`${origin}${SESSION_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ token: result.token }),
  });
  const [pair = ''] = (response.headers.get('set-cookie') ?? '').split(';');
  const separator = pair.indexOf('=');
  return {
    token: result.token,
    cookie: { name: pair.slice(0, separator), value: pair.slice(separator + 1) },
  };
}

/** The body of `POST /api/attestation/v3` that confirms an e-mailed sign-in link, as its page does. */
export function nonceAttestation(link: string): object {
  const encoded = new URL(link).searchParams.get('challenges') ?? '';
  const [nonce] = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
    id: string;
    options: { challenge: string };
  }[];
  return { challenge_id: nonce!.id, challenge_type: 'nonce', data: { challenge: nonce!.options.challenge } };
}
