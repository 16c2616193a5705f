import { createServer } from 'node:net';

/**
 * The port to listen on. Port 0 means "any free port", but the identity service must know the site's public
 * URL before the server listens (links and the token issuer name it), so a free port is picked up front.
 */
export async function concretePort(port: number, host: string): Promise<number> {
  if (port !== 0) return port;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `PUBLIC_URL` (checked and without a trailing slash), or the address the server listens on. */
export function publicUrlFor(env: { PUBLIC_URL?: string | undefined }, host: string, port: number): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}
