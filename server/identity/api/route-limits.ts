/**
 * Every identity route's per-client limit, in one table, applied before its handler runs: a new route
 * cannot ship without one, because `limitFor` refuses to register a route the table does not name (and a test
 * walks the registered routes). The limits a route needs beyond the client's own (messages to one address,
 * guesses at one account) depend on what the body names, so the factors keep those; see `factors/admission.ts`.
 *
 * - `refuse`: over the limit, the request is answered 429 with `Retry-After` and never reaches its handler.
 * - `drop`: over the limit, the request gets its usual empty success and its work is skipped (analytics: a
 *   client must never learn it is being dropped, nor retry harder).
 * - `none`: no per-client limit, and why.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Failures } from '../errors.ts';
import type { RateLimits } from '../limits/rate-limiter.ts';
import type { IdentityService } from '../service.ts';
import { sendResult } from './reply.ts';
import { clientSubjectOf } from './request-info.ts';

/** The bucket a request counts against, when it depends on what the body asks for: one of `among`. */
interface BucketFor {
  among: ReadonlyArray<keyof RateLimits>;
  choose: (request: FastifyRequest) => keyof RateLimits;
}

export type RouteLimit =
  { refuse: keyof RateLimits | BucketFor } | { drop: keyof RateLimits } | { none: string };

const SSO_METHODS: ReadonlySet<unknown> = new Set(['oidc', 'saml']);
/** Single sign-on sends no message, so its starts are not held to the budget of those that do. */
const SIGN_IN_START: RouteLimit = {
  refuse: {
    among: ['sendsPerIp', 'ssoPerIp'],
    choose: (request) =>
      SSO_METHODS.has((request.body as { factor?: { method?: unknown } } | undefined)?.factor?.method)
        ? 'ssoPerIp'
        : 'sendsPerIp',
  },
};
const RECOVERY_START: RouteLimit = { refuse: 'sendsPerIp' };
const ATTESTATION: RouteLimit = { refuse: 'attestationsPerIp' };
const SSO_RETURN: RouteLimit = { refuse: 'ssoPerIp' };
const ANALYTICS: RouteLimit = { drop: 'eventsPerIp' };
const POLL: RouteLimit = {
  none: 'polled every second by design; the id is a 128-bit secret that cannot be guessed',
};
const TOKEN_CHECK: RouteLimit = {
  none: 'verifies a signature or a session the caller already holds; no secret to guess',
};
const ACCOUNT_READ: RouteLimit = {
  none: 'reads what the holder of a valid token may read of their own account; no secret to guess',
};
const ACCOUNT_WRITE: RouteLimit = { refuse: 'accountWritesPerIp' };
const PUBLIC_FILE: RouteLimit = { none: 'the same public bytes for everyone' };
const UNKNOWN_PATH: RouteLimit = { none: 'answers 404 for unknown paths; does no work' };

/** Keyed `METHOD path`, the path as registered under the API's prefix. */
export const ROUTE_LIMITS: Readonly<Record<string, RouteLimit>> = {
  'POST /id': SIGN_IN_START,
  'POST /id/v2': SIGN_IN_START,
  'POST /recover': RECOVERY_START,
  'POST /attestation': ATTESTATION,
  'POST /attestation/v2': ATTESTATION,
  'POST /attestation/v3': ATTESTATION,
  'POST /sso/resolve': SSO_RETURN,
  'GET /sso/oidc/callback': SSO_RETURN,
  'POST /sso/oidc/callback': SSO_RETURN,
  'GET /sso/oidc/initiate': {
    none: 'answers a redirect to the site from configuration; no secret, no storage',
  },
  'POST /sso/oidc/logout': TOKEN_CHECK,
  'GET /sso/return': PUBLIC_FILE,
  'POST /sso/saml/:id/acs': SSO_RETURN,
  'GET /sso/saml/:id/metadata': PUBLIC_FILE,
  'POST /actions/sdk': ANALYTICS,
  'POST /events': ANALYTICS,
  'GET /challenge/:id': POLL,
  'GET /challenge/:id/v2': POLL,
  'GET /flows/:id/context': POLL,
  'GET /challenge_pack/:id': { none: 'always answers 404; packs are never issued' },
  'POST /token/validate': TOKEN_CHECK,
  'POST /token/revoke': TOKEN_CHECK,
  'GET /me': TOKEN_CHECK,
  'GET /token': TOKEN_CHECK,
  'GET /token/v2': TOKEN_CHECK,
  'POST /token/v2': TOKEN_CHECK,
  'GET /attributes': ACCOUNT_READ,
  'PUT /attributes': ACCOUNT_WRITE,
  'PATCH /attributes': ACCOUNT_WRITE,
  'GET /attributes/:bucket': ACCOUNT_READ,
  'PUT /attributes/:bucket': ACCOUNT_WRITE,
  'PATCH /attributes/:bucket': ACCOUNT_WRITE,
  'DELETE /attributes/:bucket': ACCOUNT_WRITE,
  'GET /consent/gdpr': ACCOUNT_READ,
  'POST /consent/gdpr': ACCOUNT_WRITE,
  'PUT /consent/gdpr': ACCOUNT_WRITE,
  'DELETE /consent/gdpr': ACCOUNT_WRITE,
  'POST /persons/anonymous': { refuse: 'anonymousPerIp' },
  'POST /persons/:personId/impersonate': ACCOUNT_WRITE,
  'POST /persons/:personId/impersonate/v2': ACCOUNT_WRITE,
  'POST /direct-id': ACCOUNT_WRITE,
  'GET /.well-known/jwks.json': PUBLIC_FILE,
  'GET /sdk.html': PUBLIC_FILE,
  'OPTIONS /*': { none: 'the CORS preflight answers headers only' },
  'GET /*': UNKNOWN_PATH,
  'POST /*': UNKNOWN_PATH,
  'PUT /*': UNKNOWN_PATH,
  'PATCH /*': UNKNOWN_PATH,
  'DELETE /*': UNKNOWN_PATH,
};

/** The table's keys for a route as Fastify registers it (a HEAD route shares its GET's limit). */
export function routeKeys(route: Pick<RouteOptions, 'method' | 'url'>, prefix: string): string[] {
  const path = route.url.slice(prefix.length) || '/';
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => `${method === 'HEAD' ? 'GET' : method} ${path}`);
}

/** The buckets a route's requests may count against (none for a route without a per-client limit). */
export function bucketsOf(limit: RouteLimit): ReadonlyArray<keyof RateLimits> {
  if ('none' in limit) return [];
  const chosen = 'refuse' in limit ? limit.refuse : limit.drop;
  return typeof chosen === 'string' ? [chosen] : chosen.among;
}

/** The route's limit; a route the table does not name, or names with different limits per method, is refused. */
export function routeLimit(route: Pick<RouteOptions, 'method' | 'url'>, prefix: string): RouteLimit {
  const keys = routeKeys(route, prefix);
  const limits = keys.map((key) => ROUTE_LIMITS[key]);
  const missing = keys.filter((_key, i) => !limits[i]);
  if (missing.length > 0)
    throw new Error(`identity route "${missing.join('", "')}" declares no rate limit in api/route-limits.ts`);
  const [first, ...rest] = limits as RouteLimit[];
  if (rest.some((limit) => limit !== first))
    throw new Error(
      `identity route "${keys.join('", "')}" has a different limit per method; register them apart`,
    );
  return first!;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The hook that enforces a route's limit, or none. */
export function limitHook(
  service: Pick<IdentityService, 'config' | 'limiter' | 'logger'>,
  limit: RouteLimit,
): PreHandler | undefined {
  if ('none' in limit) return undefined;
  const chosen = 'refuse' in limit ? limit.refuse : limit.drop;
  const bucketOf = (request: FastifyRequest) =>
    typeof chosen === 'string' ? chosen : chosen.choose(request);
  // Only the client's address: the rest of `requestOrigin` (device, cookie hash) is the handler's business.
  const count = (request: FastifyRequest) =>
    service.limiter.check(bucketOf(request), 'ip', clientSubjectOf(request, service.config.trustProxy));
  if ('refuse' in limit) {
    return async (request) => {
      const verdict = await count(request);
      if (!verdict.ok) throw Failures.rateLimited(verdict.retryAfterSeconds);
    };
  }
  return async (request, reply) => {
    try {
      if ((await count(request)).ok) return undefined;
    } catch (error) {
      // Dropping is the safe side: an event is worth less than an answer.
      service.logger.warn({ err: error }, 'rate limit not counted; request dropped');
    }
    return sendResult(reply, {});
  };
}
