/**
 * A TCP relay between the instances and PostgreSQL that a test can cut and restore: the machine's PostgreSQL
 * serves other tests and cannot be restarted, so its restart is played here. Cutting drops every connection
 * through the relay and refuses new ones, as a stopped server does; restoring listens again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '../../integration/identity/helpers/smtp.ts';

export interface TcpRelay {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.once('error', () => upstream.destroy());
        upstream.once('error', () => client.destroy());
        client.once('close', () => upstream.destroy());
        upstream.once('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((done) => closing.close(() => done()));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
