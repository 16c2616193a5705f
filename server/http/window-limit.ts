/**
 * A per-client request limit for a route scope (`@fastify/rate-limit`, in memory per instance), as the
 * site's own routes (search, the MCP server, the OAuth endpoints) use it: refusals are 429 with
 * `Retry-After` and nothing else, so answers to different clients differ in no header.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface WindowLimit {
  max: number;
  windowMs: number;
  /** Who is counted: a client address, a grant. */
  key(request: FastifyRequest): string;
  /** Told of each refusal (the metrics). */
  onLimited?: () => void;
  /** The refusal's message, given when to try again ("3 seconds"). */
  message(after: string): string;
}

const NO_COUNTERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

export async function limitPerWindow(scope: FastifyInstance, limit: WindowLimit): Promise<void> {
  await scope.register(rateLimit, {
    hook: 'preHandler',
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: limit.key,
    ...(limit.onLimited ? { onExceeded: limit.onLimited } : {}),
    addHeadersOnExceeding: NO_COUNTERS,
    addHeaders: { ...NO_COUNTERS, 'retry-after': true },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(limit.message(context.after)), { statusCode: 429 }),
  });
}
