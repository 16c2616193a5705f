/**
 * What one request may bring. Its headers: an identity token lives in `Authorization` headers, and a reader in
 * many groups has a long one (1,000 GUID-named groups make about 53 KB), so Node's 16 KB default would refuse
 * that reader's every API call (431). Its JSON body: the one JSON body parser of docgen's servers, used by the
 * identity API, `/_docgen/session` and whatever else takes JSON, so every JSON body has the same size and
 * depth limits. Threat: a body nested thousands of levels deep parses fine but overflows the stack of whatever
 * walks it later (`JSON.stringify`, a validator), a 500. The depth is counted on the text before it is parsed,
 * without recursion, so such a body costs one pass.
 */
import type { FastifyInstance } from 'fastify';

/** All of a request's headers together (Node's `maxHeaderSize`): a 1,000-group token and the rest. */
export const MAX_HEADER_BYTES = 96 * 1024;

export const JSON_BODY_LIMITS = {
  /** Room for an identity token of a reader in 1,000 GUID-named groups (about 53 KB), e.g. `{token}`. */
  bytes: 64 * 1024,
  /** Objects and arrays inside each other; nothing docgen or the SDK sends comes near. */
  depth: 32,
} as const;

/** A 400 that error handlers recognise by its code. */
export class JsonBodyTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'DOCGEN_JSON_TOO_DEEP';
  constructor() {
    super(`the request body nests objects and arrays deeper than ${JSON_BODY_LIMITS.depth} levels`);
  }
}

/** True when `text` opens more than `limit` objects or arrays inside each other (strings skipped). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces the app's (or plugin's) `application/json` parser with Fastify's own behind the depth check, with
 * the size limit as its default (a route's own `bodyLimit` still wins). Prototype-poisoning keys stay refused.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMITS.bytes },
    (request, body, done) => {
      if (nestsDeeperThan(body as string, JSON_BODY_LIMITS.depth)) return done(new JsonBodyTooDeep());
      parse(request, body as string, done);
    },
  );
}
