/**
 * The session cookie's contents and attributes. Threat: a cookie that is forged,
 * replayed after logout, kept alive forever, or readable by scripts. The value is what the gate needs of the
 * reader's identity token, never the token itself: the token grows with the reader's groups (1,000 GUID-named
 * groups make about 53 KB) and browsers drop cookies over about 4 KB. It keeps the token's id, person,
 * organisation, issue and expiry times (to check revocations and expiry), how many factors it names, and only
 * those of its groups that the site's private-path rules name (no other group changes a decision); plus when
 * the session started and was last used. It is signed by @fastify/cookie with a key every instance shares
 * (derived from the identity service's secret key), so no instance needs a database read to trust it; it is
 * HttpOnly, SameSite=Lax, and on https Secure with the `__Host-` prefix (no Domain, Path=/), so no other host or
 * path can plant or read it.
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

/** The reader of a session: what the gate decides on, and what ends it (expiry, revocation). */
export interface SessionReader {
  jti: string;
  person_id: string;
  oid: string;
  iat: number;
  exp: number;
  /** How many different factors the token names (`authenticated_methods`). */
  factors: number;
  /** The token's groups that the site's rules name. */
  groups: string[];
  /** An impersonation's actor: the session ends with the actor's tokens too. */
  act?: { sub: string };
}

export interface SessionState {
  reader: SessionReader;
  /** When the reader signed in (ms). */
  startedAt: number;
  /** When the session was last refreshed by a request (ms). */
  seenAt: number;
}

const DEFAULT_SESSION_IDLE_SECONDS = 8 * 3600;
const DEFAULT_SESSION_MAX_SECONDS = 24 * 3600;

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

/** The cookie format's version, first in the value: a cookie of another format reads as no session. */
const FORMAT = 3;

export function encodeSession({ reader, startedAt, seenAt }: SessionState): string {
  const { jti, person_id, oid, iat, exp, factors, groups, act } = reader;
  const fields = [
    FORMAT,
    jti,
    person_id,
    oid,
    iat,
    exp,
    factors,
    groups,
    startedAt,
    seenAt,
    act?.sub ?? null,
  ];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The state of a value whose signature was already checked; undefined when it is not one of ours. */
export function decodeSession(value: string): SessionState | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 11 || parsed[0] !== FORMAT) return undefined;
    const [, jti, person_id, oid, iat, exp, factors, groups, startedAt, seenAt, actor] = parsed as unknown[];
    if (![jti, person_id, oid].every(isString) || ![iat, exp, factors, startedAt, seenAt].every(isNumber))
      return undefined;
    if (!Array.isArray(groups) || !groups.every(isString)) return undefined;
    if (actor !== null && !isString(actor)) return undefined;
    const reader = { jti, person_id, oid, iat, exp, factors, groups } as SessionReader;
    if (actor !== null) reader.act = { sub: actor };
    return { reader, startedAt: startedAt as number, seenAt: seenAt as number };
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
