/**
 * The session cookie's contents and attributes. Threat: a cookie that is forged,
 * replayed after logout, kept alive forever, or readable by scripts. The value is the reader's identity token
 * plus when the session started and was last used, signed by @fastify/cookie with a key every instance shares
 * (derived from the identity service's secret key); it is HttpOnly, SameSite=Lax, and on https Secure with
 * the `__Host-` prefix (no Domain, Path=/), so no other host or path can plant or read it.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerEnv } from '../../env/server-env.ts';

/** The options of the cookie header @fastify/cookie serializes. */
export type CookieOptions = NonNullable<Parameters<FastifyInstance['serializeCookie']>[2]>;

export interface SessionSettings {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however much it is used (and never after its token). */
  absoluteMs: number;
  /** Served over https (PUBLIC_URL): Secure and the `__Host-` prefix. */
  secure: boolean;
}

export interface SessionState {
  token: string;
  /** When the reader signed in (ms). */
  startedAt: number;
  /** When the session was last refreshed by a request (ms). */
  seenAt: number;
}

export const DEFAULT_SESSION_IDLE_SECONDS = 8 * 3600;
export const DEFAULT_SESSION_MAX_SECONDS = 24 * 3600;

export function sessionCookieName(settings: Pick<SessionSettings, 'secure'>): string {
  return settings.secure ? '__Host-docgen_session' : 'docgen_session';
}

export function cookieOptions(settings: SessionSettings, maxAgeMs: number): CookieOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: Math.max(0, Math.floor(maxAgeMs / 1000)),
  };
}

export function encodeSession(state: SessionState): string {
  return Buffer.from(JSON.stringify([state.token, state.startedAt, state.seenAt])).toString('base64url');
}

/** The state of a value whose signature was already checked; undefined when it is not one of ours. */
export function decodeSession(value: string): SessionState | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
    const [token, startedAt, seenAt] = parsed as unknown[];
    if (typeof token !== 'string' || typeof startedAt !== 'number' || typeof seenAt !== 'number')
      return undefined;
    return { token, startedAt, seenAt };
  } catch {
    return undefined;
  }
}

/** Lifetimes from the environment (seconds), validated: a typo must not silently mean "forever". */
export function sessionSettingsFromEnv(
  env: Pick<ServerEnv, 'SESSION_IDLE_TIMEOUT' | 'SESSION_MAX_AGE'>,
  publicUrl: string,
): SessionSettings {
  return {
    idleMs: (env.SESSION_IDLE_TIMEOUT ?? DEFAULT_SESSION_IDLE_SECONDS) * 1000,
    absoluteMs: (env.SESSION_MAX_AGE ?? DEFAULT_SESSION_MAX_SECONDS) * 1000,
    secure: new URL(publicUrl).protocol === 'https:',
  };
}
