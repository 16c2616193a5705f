/**
 * A generic HTTPS webhook SMS provider (`SMS_WEBHOOK_URL`): each message is one `POST` of
 * `{"to": "+…", "text": "…"}` as JSON, with `Authorization: Bearer <SMS_WEBHOOK_TOKEN>` when set. Any
 * 2xx means accepted. Most SMS gateways (or a small relay in front of one) take this shape.
 *
 * Threats: a hanging provider holding sign-in requests open (a timeout), leaking the code through errors
 * or logs (errors name the status only, never the body sent), and plain-text transport (https is required
 * unless the host is loopback, for local relays and tests).
 */
import type { OutgoingSms, SmsSender } from './types.ts';
import { SmsDeliveryError } from './types.ts';

const DEFAULT_TIMEOUT_MS = 10_000;

export function createWebhookSmsSender(params: {
  url: string;
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SmsSender {
  const url = checkWebhookUrl(params.url);
  const fetchImpl = params.fetch ?? fetch;
  const timeoutMs = params.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'webhook',
    async send(message: OutgoingSms) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(params.token ? { authorization: `Bearer ${params.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsDeliveryError(
          timedOut ? 'the SMS webhook timed out' : 'the SMS webhook is unreachable',
          false,
        );
      }
      // Drain the body so the connection can be reused; its content is the provider's business.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new SmsDeliveryError(`the SMS webhook answered ${response.status}`, permanent);
    },
  };
}

/** Text messages carry sign-in codes: only over TLS, or to a relay on this machine. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  } catch {
    return false;
  }
}

export function checkWebhookUrl(value: string): string {
  if (!URL.canParse(value))
    throw new Error('SMS_WEBHOOK_URL is not a URL; use https://sms-relay.example.com/send');
  if (!isWebhookUrl(value))
    throw new Error('SMS_WEBHOOK_URL must start with https:// (http:// only for a loopback relay)');
  return new URL(value).toString();
}
