/**
 * Opening, reading and ending server sessions. Every read checks the cookie's signature, its idle and
 * absolute lifetimes, and its token (signature, expiry, organisation, revocation): the token check runs from
 * memory (verified-token cache; revocations reloaded at most 1 s old), so a request costs no database round
 * trip, and a logout or an admin's revocation on any instance holds everywhere within a second.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenClaims } from '../../../core/identity/tokens.ts';
import { auditImpersonationUse, type Identity } from '../../identity/index.ts';
import {
  cookieOptions,
  type CookieOptions,
  decodeSession,
  encodeSession,
  sessionCookieName,
  type SessionSettings,
  type SessionState,
} from './session-cookie.ts';
import { createSessionCookieReader } from './session-cookie-reader.ts';

export interface Sessions {
  /** The signed-in reader of a request, refreshing the cookie's idle clock now and then; else undefined. */
  read(request: FastifyRequest, reply: FastifyReply): Promise<TokenClaims | undefined>;
  /** Opens a session for a valid token of this site's organisations; false when the token is not one. */
  open(reply: FastifyReply, token: string): Promise<boolean>;
  /** Ends the session: the cookie is cleared and its token revoked, so a copy of it is useless too. */
  close(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** What a read found: no (valid) cookie, an expired session, a refused token, or a reader. */
export type SessionCheck = 'none' | 'expired' | 'refused' | 'valid';

/** A session's idle clock is written back at most this often, not on every request. */
const MAX_REFRESH_INTERVAL_MS = 60_000;

/**
 * How long a session's idle clock may go unwritten: a minute, but never more than a quarter of the idle timeout,
 * so a reader who keeps reading is never signed out by a short `SESSION_IDLE_TIMEOUT`.
 */
export function refreshIntervalMs(idleMs: number): number {
  return Math.min(MAX_REFRESH_INTERVAL_MS, idleMs / 4);
}

export async function registerSessions(
  app: FastifyInstance,
  params: {
    identity: Identity;
    orgId: string;
    settings: SessionSettings;
    /** Told what each read found (the metrics). */
    onCheck?: (result: SessionCheck) => void;
  },
): Promise<Sessions> {
  const { identity, orgId, settings, onCheck = () => undefined } = params;
  const refreshEveryMs = refreshIntervalMs(settings.idleMs);
  const { clock, hasher } = identity.service;
  const name = sessionCookieName(settings);
  // No hooks: only gated requests read the one cookie they need (see session-cookie-reader.ts), and the one
  // cookie written is put in its header here, so nothing depends on the plugin's reply hooks.
  await app.register(fastifyCookie, { secret: hasher.hash('session', 'cookie signing key'), hook: false });
  const writeCookie = (reply: FastifyReply, value: string, options: CookieOptions) =>
    reply.header('set-cookie', app.serializeCookie(name, value, options));

  /** The reader a token names; `atSignIn` also checks that the person exists and is active (a database read). */
  async function readerOf(token: string, atSignIn = false): Promise<TokenClaims | undefined> {
    const verdict = atSignIn ? await identity.verifyTokenAndPerson(token) : await identity.verifyToken(token);
    if (!verdict.ok) return undefined;
    const { claims } = verdict;
    if (claims.person_type !== 'regular') return undefined;
    return claims.oid === orgId || (await identity.servesOrganization(claims.oid)) ? claims : undefined;
  }

  function setCookie(reply: FastifyReply, state: SessionState, claims: TokenClaims): void {
    const ends = Math.min(state.startedAt + settings.absoluteMs, claims.exp * 1000);
    writeCookie(reply, app.signCookie(encodeSession(state)), cookieOptions(settings, ends - clock.now()));
  }

  const cookies = createSessionCookieReader({
    valueOf: (header) => app.parseCookie(header)[name],
    check: (value) => {
      const unsigned = app.unsignCookie(value);
      return unsigned.valid && unsigned.value !== null ? decodeSession(unsigned.value) : undefined;
    },
  });
  const stateOf = (request: FastifyRequest) => cookies.stateOf(request.raw.socket, request.headers.cookie);

  return {
    async read(request, reply) {
      const state = stateOf(request);
      if (!state) return void onCheck('none');
      const now = clock.now();
      if (now - state.seenAt > settings.idleMs || now - state.startedAt > settings.absoluteMs)
        return void onCheck('expired');
      const claims = await readerOf(state.token);
      if (!claims) return void onCheck('refused');
      onCheck('valid');
      if (now - state.seenAt > refreshEveryMs) setCookie(reply, { ...state, seenAt: now }, claims);
      return claims;
    },
    async open(reply, token) {
      const claims = await readerOf(token, true);
      if (!claims) return false;
      const groups = claims.groups.join(',') || '-';
      await auditImpersonationUse(identity.service, claims, {
        action: 'session opened',
        detail: `groups: ${groups}`,
      });
      const now = clock.now();
      setCookie(reply, { token, startedAt: now, seenAt: now }, claims);
      return true;
    },
    async close(request, reply) {
      const state = stateOf(request);
      if (state) await identity.service.tokens.revoke(state.token);
      writeCookie(reply, '', { ...cookieOptions(settings, 0), expires: new Date(0) });
    },
  };
}
