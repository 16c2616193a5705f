/**
 * Requests through the proxy over TLS, trusting only the test CA (global fetch cannot be given a CA). A
 * client may speak from an address of its own on loopback (`localAddress`), as a distinct reader would: the
 * instances see it as the client's address through X-Forwarded-For.
 */
import { Agent, request } from 'node:https';
import { UPSTREAM_HEADER } from './nginx.ts';

export interface ProxyAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The instance that answered (`127.0.0.1:port`): the last one nginx tried. */
  upstream: string;
}

export interface ProxyRequest {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  localAddress?: string;
}

export interface ProxyClient {
  origin: string;
  send(path: string, init?: ProxyRequest): Promise<ProxyAnswer>;
  close(): void;
}

export function proxyClient(
  origin: string,
  caPem: string,
  options: { maxSockets?: number } = {},
): ProxyClient {
  const agent = new Agent({ ca: caPem, keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  return {
    origin,
    send: (path, init = {}) =>
      new Promise((resolve, reject) => {
        const body = init.json === undefined ? undefined : JSON.stringify(init.json);
        const req = request(
          new URL(path, origin),
          {
            method: init.method ?? (body ? 'POST' : 'GET'),
            // A client of its own address needs a connection of its own.
            agent: init.localAddress ? false : agent,
            ca: caPem,
            ...(init.localAddress ? { localAddress: init.localAddress } : {}),
            headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...init.headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                upstream: lastUpstream(res.headers[UPSTREAM_HEADER]),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}

/** nginx lists every instance it tried (`a, b`); the last one answered. */
function lastUpstream(header: string | string[] | undefined): string {
  const text = Array.isArray(header) ? header.join(', ') : (header ?? '');
  return text.split(',').at(-1)?.trim() ?? '';
}
