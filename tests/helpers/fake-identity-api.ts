/**
 * A tiny in-test identity API: a `fetch` answering protocol-shaped responses from a route table, recording
 * every request (method, path, headers, body) so tests can check what went over the wire.
 */
import { IdentitySession } from '../../client/identity/session.ts';
import { createTokenStorage } from '../../client/identity/token-storage.ts';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  keepalive: boolean | undefined;
}

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
export type Route = (request: Recorded) => Reply | Promise<Reply>;

export const BASE = 'https://id.test/api';

/** A session for organisation `org-1` whose client talks to `fetch` (a fake API), its token in memory. */
export function fakeSession(fetch: typeof globalThis.fetch): IdentitySession {
  return new IdentitySession({
    oid: 'org-1',
    baseURL: BASE,
    analyticsEnabled: false,
    fetch,
    storage: createTokenStorage(),
  });
}

export function fakeApi(routes: Record<string, Route | Reply | Reply[]>) {
  const requests: Recorded[] = [];
  const queues = new Map<string, Reply[]>();
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const request = { method, path, query: url.searchParams, headers, body, keepalive: init.keepalive };
    requests.push(request);
    const key = `${method} ${path}`;
    const route = routes[key] ?? routes[`${method} ${path.replace(/\/[^/]+(\/v2)?$/, '/:id$1')}`];
    if (route === undefined) return json(404, { errors: [{ httpcode: 404, message: `no route ${key}` }] });
    let reply: Reply;
    if (typeof route === 'function') reply = await route(request);
    else if (Array.isArray(route)) {
      const queue = queues.get(key) ?? [...route];
      queues.set(key, queue);
      reply = (queue.length > 1 ? queue.shift() : queue[0]) as Reply;
    } else reply = route;
    if (reply instanceof Error) throw reply;
    return json(reply.status ?? 200, reply.body, reply.headers);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An unsigned JWT with the given claims (the client never verifies signatures). */
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', kid: 'k' })}.${part({
    person_id: 'pid:1',
    oid: 'org-1',
    authenticated_methods: ['email_link'],
    authentications: [],
    first_token: false,
    person_type: 'regular',
    groups: [],
    ...claims,
  })}.sig`;
}

export const ok = (result: unknown): Reply => ({ status: 200, body: { result } });
export const fail = (status: number, message: string): Reply => ({
  status,
  body: { errors: [{ httpcode: status, message }] },
});
export const pending: Reply = {
  status: 202,
  body: { errors: [{ httpcode: 202, message: 'authentication is pending' }] },
};
