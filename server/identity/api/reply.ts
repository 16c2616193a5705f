/** Answers in the protocol's envelope: `{result}` on success, `{errors}` otherwise. */
import type { FastifyReply } from 'fastify';
import {
  errorEnvelope,
  IdentityMessage,
  PENDING_HTTPCODE,
  successEnvelope,
} from '../../../core/identity/index.ts';
import type { IdentityError } from '../errors.ts';

export function sendResult<T>(reply: FastifyReply, result: T, status = 200): FastifyReply {
  return reply.code(status).send(successEnvelope(result));
}

export function sendError(reply: FastifyReply, error: IdentityError): FastifyReply {
  return reply.code(error.status).headers(error.headers).send(errorEnvelope(error.status, error.message));
}

/** A proxy poll with no token yet: 202 and exactly one error with httpcode 202, which the SDK reads as "wait". */
export function sendPending(reply: FastifyReply): FastifyReply {
  return reply.code(PENDING_HTTPCODE).send(errorEnvelope(PENDING_HTTPCODE, IdentityMessage.pending));
}
