/**
 * The provider's answer, as each protocol's return route hands it over:
 *
 *   return answerProviderReturn(service, request, reply, state, async (ticket) => {
 *     …check the answer with ticket.protocol and ticket.connection…
 *     return { email, emailVerified, groups };
 *   });
 *
 * The state (OIDC `state`, SAML `RelayState`) is spent (one use); the reader the provider vouched for is
 * recorded and the browser sent on (303). Nobody is signed in yet: that waits for `POST /sso/resolve` from the
 * browser holding the PKCE verifier (`resolve.ts`).
 *
 * A refusal fails the flow (so the waiting tab's poll answers the same error), is logged with its reason, and
 * brings a browser back to the site with `sso_error=<reason>` (`landing.ts`): redirect mode to its page, a
 * popup (or an unknown sign-in) to the return page, which tells the opener and closes. A request that does not
 * ask for a page (`Accept` without `text/html`) gets the error envelope instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Failures, IdentityError } from '../errors.ts';
import { ssoRefusedFailure } from '../flows/failures.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { findConnection, type SsoConnection } from './connections.ts';
import { readFlowState, sealFlowState, type SsoFlowState, type VerifiedIdentity } from './flow-state.ts';
import { mapGroups } from './groups.ts';
import { refusalUrl, returnUrl } from './landing.ts';
import { providerAddress } from './provider-address.ts';
import { logSsoRefusal } from './refusal-log.ts';

export interface SsoTicket<C extends SsoConnection = SsoConnection> {
  flow: FlowRecord;
  challengeId: string;
  connection: C;
  /** What the protocol's `begin` kept (PKCE verifier, nonce, request id…). */
  protocol: Readonly<Record<string, string>>;
  state: SsoFlowState;
}

/** What the provider said about the reader; `groups` are the provider's names (mapped here). */
export interface ProviderIdentity {
  email: unknown;
  emailVerified: boolean;
  groups: readonly string[];
}

const MAX_STATE = 400;

/** Spends the state the provider brought back; an unknown, used or expired one answers 400. */
async function takeSsoState<C extends SsoConnection>(
  service: IdentityService,
  stateParam: unknown,
): Promise<SsoTicket<C>> {
  if (typeof stateParam !== 'string' || stateParam.length > MAX_STATE) throw Failures.ssoStateInvalid();
  const [challengeId = '', secret = ''] = stateParam.split('.');
  if (!challengeId || !secret) throw Failures.ssoStateInvalid();
  const { storage, hasher, clock } = service;
  const now = clock.now();
  const flowId = await storage.flows.consumeSecret({
    hash: hasher.hash('sso_state', secret),
    purpose: 'sso_state',
    challengeId,
    now,
  });
  const flow = flowId ? await storage.flows.get(flowId) : undefined;
  const state = flow && (await readFlowState(service, storage, challengeId));
  if (!flow || !state || flow.status !== 'pending' || now >= flow.expiresAt) throw Failures.ssoStateInvalid();
  const connection = findConnection<C>(
    service.ssoConnections,
    flow.factorMethod as C['method'],
    state.connection,
  );
  // The operator removed the provider since the sign-in started.
  if (!connection) throw Failures.ssoStateInvalid();
  return { flow, challengeId, connection, protocol: state.protocol, state };
}

/** Takes the provider's answer to the state it brought back: the browser's next stop, or the refusal. */
export async function answerProviderReturn<
  C extends SsoConnection,
  I extends ProviderIdentity = ProviderIdentity,
>(
  service: IdentityService,
  request: FastifyRequest,
  reply: FastifyReply,
  stateParam: unknown,
  check: (ticket: SsoTicket<C>) => Promise<I>,
  /** Runs once the reader the provider vouched for is recorded (a protocol's own bookkeeping). */
  afterRecorded?: (ticket: SsoTicket<C>, identity: I) => Promise<void>,
): Promise<FastifyReply> {
  let ticket: SsoTicket<C> | undefined;
  try {
    ticket = await takeSsoState<C>(service, stateParam);
    const identity = await check(ticket);
    const next = await completeSsoSignIn(service, ticket, identity);
    await afterRecorded?.(ticket, identity);
    return await reply.redirect(next, 303);
  } catch (thrown) {
    const error = await refuseSsoSignIn(service, ticket, thrown);
    if (!wantsPage(request)) throw error;
    return reply.redirect(refusalUrl(service, ticket?.state, error), 303);
  }
}

/**
 * Records the reader the provider vouched for and answers the URL to send the browser to. An address that is
 * malformed or would change when normalised (`provider-address.ts`), or is not verified by the provider (unless
 * the connection trusts its addresses), is refused.
 */
async function completeSsoSignIn(
  service: IdentityService,
  ticket: SsoTicket,
  identity: ProviderIdentity,
): Promise<string> {
  const { connection, state, challengeId, flow } = ticket;
  if (typeof identity.email !== 'string' || identity.email.trim() === '') throw Failures.ssoEmailUnverified();
  const address = providerAddress(identity.email);
  if (!address.ok) throw Failures.ssoEmailUnusable(address.reason);
  if (!(identity.emailVerified || connection.trustEmail)) throw Failures.ssoEmailUnverified();
  const verified: VerifiedIdentity = {
    email: address.address,
    ...(connection.groups.claim === null ? {} : { groups: mapGroups(connection.groups, identity.groups) }),
  };
  await service.storage.flows.setChallengePayload(
    challengeId,
    sealFlowState(service, { ...state, identity: verified }),
  );
  service.logger.info(
    { flowId: flow.id, provider: connection.provider, groups: verified.groups?.length },
    'single sign-on: the provider vouched for the reader',
  );
  return returnUrl(service, { challengeId, state, method: flow.factorMethod });
}

/**
 * Fails the flow after a refused answer, so the waiting tab stops polling with the same error, and logs the
 * refusal. An unexpected error is logged whole and answered as a failed sign-in, never as a stack.
 */
async function refuseSsoSignIn(
  service: IdentityService,
  ticket: SsoTicket | undefined,
  thrown: unknown,
): Promise<IdentityError> {
  const provider = ticket?.connection.provider;
  if (!(thrown instanceof IdentityError))
    service.logger.error({ err: thrown, provider }, 'single sign-on failed unexpectedly');
  const error = thrown instanceof IdentityError ? thrown : Failures.ssoFailed();
  if (ticket) await service.storage.flows.fail(ticket.flow.id, ssoRefusedFailure(error));
  logSsoRefusal(service, { error, provider, flowId: ticket?.flow.id });
  return error;
}

/** A browser navigating (a page is wanted), rather than a program calling the API. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
