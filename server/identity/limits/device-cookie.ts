/**
 * The device cookie: a browser that signed in as an address gets a long-lived, signed, HttpOnly cookie naming
 * (as a keyed hash) that address. Threat: anyone can ask for sign-in e-mails to a reader's address until the
 * address's global ceiling is reached, locking the reader out. A browser holding the cookie for the address is
 * not held to that ceiling (only to its own budget), so requests from elsewhere never lock its reader out.
 * The cookie carries no address in clear and cannot be forged without the server's key; it grants nothing but
 * this exemption.
 */
import { timingSafeEqual } from 'node:crypto';
import { cookieValue } from '../api/request-info.ts';
import type { SecretHasher } from '../crypto/secrets.ts';

const DEVICE_COOKIE = 'docgen_device';
/** A year: the exemption should outlive any sign-in, as a remembered device does. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function mac(hasher: SecretHasher, payload: string): string {
  return hasher.hash('device', `cookie\u0000${payload}`);
}

/** The keyed hash of an address, as the cookie and the limits compare it. */
export function addressHash(hasher: SecretHasher, address: string): string {
  return hasher.hash('device', `address\u0000${address.toLowerCase()}`);
}

/** The `Set-Cookie` value for a browser that just signed in as `address`. */
export function deviceCookieHeader(params: {
  hasher: SecretHasher;
  address: string;
  secure: boolean;
  path: string;
}): string {
  const payload = addressHash(params.hasher, params.address);
  const value = `${payload}.${mac(params.hasher, payload)}`;
  const secure = params.secure ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=${params.path}; HttpOnly; SameSite=Lax${secure}`;
}

/** The address hash a request's device cookie vouches for; undefined when there is none or it is forged. */
export function knownAddressHash(hasher: SecretHasher, cookieHeader: string | undefined): string | undefined {
  const value = cookieValue(cookieHeader, DEVICE_COOKIE);
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return undefined;
  const expected = Buffer.from(mac(hasher, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? payload : undefined;
}
