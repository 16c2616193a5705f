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

/** `PUBLIC_URL` without a trailing slash, or the address the server listens on. */
export function publicUrlFor(env: { PUBLIC_URL?: string }, host: string, port: number): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new Error(`PUBLIC_URL "${configured}" is not a URL (e.g. https://docs.example.com)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`PUBLIC_URL must be an http(s) URL, not "${configured}"`);
    return url.origin + url.pathname.replace(/(?<!\/)\/+$/, '');
  }
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}
