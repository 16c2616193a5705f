/**
 * The address limits are counted against. Threat: a client spoofing `X-Forwarded-For` to dodge per-IP limits
 * or to get someone else limited. The header is read only when the operator says a proxy is in front
 * (`TRUST_PROXY`), and then only the entries the trusted proxies added: with N trusted hops the client is the
 * N-th address from the right, never an address the client wrote itself.
 */
import { isIPv6 } from 'node:net';

/** false: ignore X-Forwarded-For; true: one trusted proxy; a number: that many trusted proxies in a row. */
export type TrustProxy = boolean | number;

export function clientAddress(params: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustProxy: TrustProxy;
}): string {
  const socket = normalise(params.remoteAddress ?? '');
  const hops =
    params.trustProxy === true
      ? 1
      : params.trustProxy === false
        ? 0
        : Math.max(0, Math.floor(params.trustProxy));
  if (hops === 0 || params.forwardedFor === undefined) return socket;
  const header = Array.isArray(params.forwardedFor) ? params.forwardedFor.join(',') : params.forwardedFor;
  const chain = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  // chain = [client?, proxy1, ..., proxyN-1]; the socket peer is proxy N. Take the hop the last trusted proxy saw.
  const candidate = chain[chain.length - hops];
  return candidate ? normalise(candidate) : socket;
}

/**
 * The key a rate limit counts: IPv4 as is, IPv6 by its /64 (one subscriber usually holds a whole /64, so
 * counting single addresses would be trivial to dodge).
 */
export function rateLimitSubject(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function normalise(address: string): string {
  const trimmed = address.replace(/^\[|\]$/g, '').split('%', 1)[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

function expandIPv6(address: string): string[] | undefined {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  if (right.some((g) => g.includes('.')) || left.some((g) => g.includes('.'))) return undefined;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.padStart(4, '0'));
}
