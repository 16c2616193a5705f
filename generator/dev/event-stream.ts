import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DevEvent } from './messages.ts';

const EVENTS_PATH = '/__docgen/events';
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  send(event: DevEvent): void;
  /** Sent to every tab that connects from now on (the current errors), until cleared with undefined. */
  setSticky(event: DevEvent | undefined): void;
  /** Ends every open stream, so the server can close. */
  close(): void;
}

/** Server-sent events to every open tab at `/__docgen/events`: one JSON `DevEvent` per message. */
export function registerEventStream(app: FastifyInstance): EventStream {
  const clients = new Set<ServerResponse>();
  let sticky: DevEvent | undefined;
  let closed = false;
  const write = (res: ServerResponse, event: DevEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

  app.get(EVENTS_PATH, (request, reply) => {
    if (closed) return reply.code(503).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
    });
    // Reconnect quickly after a restart of the dev server.
    res.write('retry: 500\n\n');
    if (sticky) write(res, sticky);
    clients.add(res);
    request.raw.once('close', () => clients.delete(res));
  });

  // A comment now and then keeps proxies from closing an idle stream.
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    send(event) {
      for (const res of clients) write(res, event);
    },
    setSticky(event) {
      sticky = event;
    },
    close() {
      closed = true;
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
