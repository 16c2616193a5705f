/**
 * Opening, reading and ending server sessions. Opening verifies the token fully (signature, organisation, the
 * person in the database) and keeps what the gate needs of it in the signed cookie (`session-cookie.ts`). Every
 * read checks the cookie's signature, its idle and absolute lifetimes, and its token's expiry, organisation and
 * revocation, from memory (revocations reloaded at most 1 s old), so a request costs no database round trip,
 * and a logout or an admin's revocation on any instance holds everywhere within a second.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessUserOf, type AccessUser, type PrivatePathInput } from '../../../core/access/private-paths.ts';
import type { TokenClaims } from '../../../core/identity/tokens.ts';
import { auditImpersonationUse, type Identity } from '../../identity/index.ts';
import {
  cookieOptions,
  type CookieOptions,
  decodeSession,
  encodeSession,
  sessionCookieName,
  type SessionReader,
  type SessionSettings,
  type SessionState,
} from './session-cookie.ts';
import { createSessionCookieReader } from './session-cookie-reader.ts';

export interface Sessions {
  /**
   * The signed-in reader of a request, refreshing the cookie's idle clock now and then; else undefined. The same
   * object for every request of a session cookie (the gate remembers its decisions by it), so it is read-only.
   */
  read(request: FastifyRequest, reply: FastifyReply): Promise<Readonly<AccessUser> | undefined>;
  /** `read`, with who the reader is: for what a reader does as themselves (approving an assistant). */
  readPerson(request: FastifyRequest, reply: FastifyReply): Promise<Readonly<SessionPerson> | undefined>;
  /** Opens a session for a valid token of this site's organisations; false when the token is not one. */
  open(reply: FastifyReply, token: string): Promise<boolean>;
  /** Ends the session: the cookie is cleared and its token revoked, so a copy of it is useless too. */
  close(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** A signed-in reader as the gate sees them, and the person they are. */
export type SessionPerson = AccessUser & {
  personId: string;
  organization: string;
  groups: string[];
  /** An admin reads as this reader (impersonation): they may not act for them. */
  impersonated: boolean;
};

/** The sessions of a public site, which nobody signs in to: every request is a visitor's. */
export const NO_SESSIONS: Sessions = {
  read: async () => undefined,
  readPerson: async () => undefined,
  open: async () => false,
  close: async () => undefined,
};

/** What a read found: no (valid) cookie, an expired session, a refused token, or a reader. */
export type SessionCheck = 'none' | 'expired' | 'refused' | 'valid';

/** A session's idle clock is written back at most this often, not on every request. */
const MAX_REFRESH_INTERVAL_MS = 60_000;

/**
 * How long a session's idle clock may go unwritten: a minute, but never more than a quarter of the idle timeout,
 * so a reader who keeps reading is never signed out by a short `SESSION_IDLE_TIMEOUT`.
 */
function refreshIntervalMs(idleMs: number): number {
  return Math.min(MAX_REFRESH_INTERVAL_MS, idleMs / 4);
}

/** The groups the private-path rules name: the only ones that can change a decision of the gate. */
export function groupsNamedBy(privatePaths: readonly PrivatePathInput[]): Set<string> {
  return new Set(privatePaths.flatMap((rule) => (typeof rule === 'string' ? [] : (rule.groups ?? []))));
}

/** What a session keeps of a verified token: its identity and, of its groups, those in `gateGroups`. */
function sessionReaderOf(claims: TokenClaims, gateGroups: ReadonlySet<string>): SessionReader {
  const { jti, person_id, oid, iat, exp, act } = claims;
  const factors = accessUserOf(claims).factors ?? 1;
  const groups = claims.groups.filter((g) => gateGroups.has(g));
  return { jti, person_id, oid, iat, exp, factors, groups, ...(act ? { act: { sub: act.sub } } : {}) };
}

export async function registerSessions(
  app: FastifyInstance,
  params: {
    identity: Identity;
    orgId: string;
    settings: SessionSettings;
    /**
     * The groups the current build's rules name (`groupsNamedBy`). A rule naming a new group after a build
     * swap denies sessions opened before it until they are opened again, as the client does on the shell.
     */
    gateGroups: () => ReadonlySet<string>;
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

  const servesOrganization = async (oid: string) => oid === orgId || (await identity.servesOrganization(oid));

  /** The claims of a token a session may be opened with: a regular reader of the site's organisations, active. */
  async function verifiedClaims(token: string): Promise<TokenClaims | undefined> {
    const verdict = await identity.verifyTokenAndPerson(token);
    if (!verdict.ok) return undefined;
    const { claims } = verdict;
    if (claims.person_type !== 'regular' || !(await servesOrganization(claims.oid))) return undefined;
    return claims;
  }

  /** Whether a session's reader still reads: token not expired nor revoked, organisation still served. */
  const stillReads = async (reader: SessionReader) =>
    (await identity.service.tokens.stillLive(reader)) && (await servesOrganization(reader.oid));

  function setCookie(reply: FastifyReply, state: SessionState): void {
    const ends = Math.min(state.startedAt + settings.absoluteMs, state.reader.exp * 1000);
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

  /**
   * The reader of a request's session, checked: lifetimes, then the token's expiry, revocation and organisation
   * (every request, from memory), refreshing the cookie's idle clock now and then.
   */
  async function checkedReader(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<SessionReader | undefined> {
    const state = stateOf(request);
    if (!state) return void onCheck('none');
    const now = clock.now();
    if (now - state.seenAt > settings.idleMs || now - state.startedAt > settings.absoluteMs)
      return void onCheck('expired');
    const { reader } = state;
    if (!(await stillReads(reader))) return void onCheck('refused');
    onCheck('valid');
    if (now - state.seenAt > refreshEveryMs) setCookie(reply, { ...state, seenAt: now });
    return reader;
  }

  /**
   * What the gate and the routes see of a reader, made once per reader: a reader's cookie (so its state, so its
   * reader) is the same from request to request, and the gate remembers its decisions by this very object.
   */
  const views = new WeakMap<SessionReader, { person: SessionPerson; user: AccessUser }>();
  function viewOf(reader: SessionReader): { person: SessionPerson; user: AccessUser } {
    let view = views.get(reader);
    if (!view) {
      const { person_id, groups, oid, factors } = reader;
      view = {
        person: {
          personId: person_id,
          groups,
          organization: oid,
          factors,
          impersonated: reader.act !== undefined,
        },
        user: { groups, organization: oid, factors },
      };
      views.set(reader, view);
    }
    return view;
  }

  return {
    async read(request, reply) {
      const reader = await checkedReader(request, reply);
      return reader && viewOf(reader).user;
    },
    async readPerson(request, reply) {
      const reader = await checkedReader(request, reply);
      return reader && viewOf(reader).person;
    },
    async open(reply, token) {
      const claims = await verifiedClaims(token);
      if (!claims) return false;
      const groups = claims.groups.join(',') || '-';
      await auditImpersonationUse(identity.service, claims, {
        action: 'session opened',
        detail: `groups: ${groups}`,
      });
      const reader = sessionReaderOf(claims, params.gateGroups());
      const now = clock.now();
      setCookie(reply, { reader, startedAt: now, seenAt: now });
      return true;
    },
    async close(request, reply) {
      const state = stateOf(request);
      if (state) await identity.service.tokens.revokeKept(state.reader);
      writeCookie(reply, '', { ...cookieOptions(settings, 0), expires: new Date(0) });
    },
  };
}
