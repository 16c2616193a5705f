/**
 * Threat: cross-site request forgery of a reader's decisions (approving an assistant an attacker registered,
 * revoking one). A form post from another origin is refused; the session cookie's SameSite=Lax and a ticket
 * bound to the reader (`tickets.ts`) guard the same door twice.
 */
import type { FastifyRequest } from 'fastify';

export function fromSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const from = request.headers.origin;
  return from === undefined || from === publicOrigin || from === `${request.protocol}://${request.host}`;
}
