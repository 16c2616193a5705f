/**
 * Control characters in what callers send. Threat: a NUL byte reaches PostgreSQL, which refuses it in text
 * (error 22021) and turns a bad request into a 500; other control characters in ids and handles are never
 * legitimate and only make logs and look-ups ambiguous. Checked once, for every route, before any handler.
 */
import type { FastifyInstance } from 'fastify';
import { Failures } from '../errors.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/;

/** True when any string in `value` (searched through arrays and objects) matches `pattern`. */
function anyString(value: unknown, pattern: RegExp, depth = 0): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => pattern.test(key) || anyString(inner, pattern, depth + 1),
  );
}

/**
 * Path parameters and query values may hold no control character at all; bodies no NUL anywhere (a password
 * may hold a tab, but nothing we store may hold a NUL).
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      anyString(request.params, CONTROL) ||
      anyString(request.query, CONTROL) ||
      anyString(request.body, NUL)
    )
      throw Failures.controlCharacters();
  });
}
