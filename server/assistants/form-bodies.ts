/** HTML forms and the OAuth token endpoint post `application/x-www-form-urlencoded`: read as a flat record. */
import type { FastifyInstance } from 'fastify';

/** Token requests and consent forms are a few hundred bytes; 16 KiB leaves room and bounds the work. */
const FORM_BODY_LIMIT = 16_384;

export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** A form field's value, or undefined when absent or empty. */
export function field(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
