/** The HTTPS webhook SMS provider against a real HTTP server on loopback: the request, and how failures read. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from '../../../../../server/identity/sms/types.ts';
import {
  checkWebhookUrl,
  createWebhookSmsSender,
} from '../../../../../server/identity/sms/webhook-sender.ts';

interface Received {
  method: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

async function provider(status: number, delayMs = 0): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, headers: request.headers, body });
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'), delayMs);
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/send`, received };
}

const message = { to: '+14155550100', text: '123456 is your sign-in code.' };

describe('webhook SMS sender', () => {
  it('POSTs {to, text} as JSON with the bearer token', async () => {
    const { url, received } = await provider(202);
    await createWebhookSmsSender({ url, token: 'sekret' }).send(message);
    expect(received).toEqual([
      {
        method: 'POST',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          authorization: 'Bearer sekret',
        }),
        body: JSON.stringify(message),
      },
    ]);
  });

  it('reads a 4xx as a permanent refusal and a 5xx or 429 as a transient failure, never quoting the message', async () => {
    for (const [status, permanent] of [
      [400, true],
      [404, true],
      [429, false],
      [500, false],
    ] as const) {
      const { url } = await provider(status);
      const error = await createWebhookSmsSender({ url })
        .send(message)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect(error).toMatchObject({ permanent, message: `the SMS webhook answered ${status}` });
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });

  it('gives up on a provider that does not answer in time', async () => {
    const { url } = await provider(200, 2_000);
    await expect(createWebhookSmsSender({ url, timeoutMs: 100 }).send(message)).rejects.toMatchObject({
      name: 'SmsDeliveryError',
      permanent: false,
      message: 'the SMS webhook timed out',
    });
  });

  it('needs https, except for a loopback relay', () => {
    expect(checkWebhookUrl('https://sms.example.com/send')).toBe('https://sms.example.com/send');
    expect(checkWebhookUrl('http://127.0.0.1:9000/send')).toBe('http://127.0.0.1:9000/send');
    expect(() => checkWebhookUrl('http://sms.example.com/send')).toThrow(
      'SMS_WEBHOOK_URL must start with https://',
    );
    expect(() => checkWebhookUrl('not a url')).toThrow('SMS_WEBHOOK_URL is not a URL');
  });
});
