/**
 * The provider's answer, as each protocol's return route handles it:
 *
 *   const ticket = await takeSsoState(service, state);          // OIDC `state`, SAML `RelayState`
 *   try { …check the answer with ticket.protocol and ticket.connection… }
 *   catch (error) { throw await failSsoSignIn(service, ticket, error); }
 *   return reply.redirect(await completeSsoSignIn(service, ticket, { email, emailVerified, groups }), 303);
 *
 * `takeSsoState` spends the state (one use); `completeSsoSignIn` records who the provider vouched for and
 * answers where the browser goes next. Nobody is signed in yet: that waits for `POST /sso/resolve` from the
 * browser holding the PKCE verifier (`resolve.ts`).
 */
import { checkEmailAddress } from '../../../core/identity/index.ts';
import { Failures, IdentityError } from '../errors.ts';
import { FlowFailure } from '../flows/failures.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { findConnection, type SsoConnection } from './connections.ts';
import { readFlowState, sealFlowState, type SsoFlowState, type VerifiedIdentity } from './flow-state.ts';
import { mapGroups } from './groups.ts';
import { returnUrl } from './landing.ts';

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
export async function takeSsoState<C extends SsoConnection>(
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

/**
 * Records the reader the provider vouched for and answers the URL to send the browser to (303). An address
 * that is malformed, or not verified by the provider (unless the connection trusts its addresses), fails
 * the flow: the waiting tab's poll then answers the same error.
 */
export async function completeSsoSignIn(
  service: IdentityService,
  ticket: SsoTicket,
  identity: ProviderIdentity,
): Promise<string> {
  const { connection, state, challengeId, flow } = ticket;
  const checked = checkEmailAddress(identity.email);
  if (!checked.ok || !(identity.emailVerified || connection.trustEmail)) {
    await service.storage.flows.fail(flow.id, FlowFailure.ssoEmailUnverified);
    throw Failures.ssoEmailUnverified();
  }
  const verified: VerifiedIdentity = {
    email: checked.address,
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
 * Fails the flow after a bad provider answer, so the waiting tab stops polling, and gives the error to answer
 * the browser with (an unexpected error is logged and answered as a failed sign-in, never as a stack).
 */
export async function failSsoSignIn(
  service: IdentityService,
  ticket: SsoTicket,
  error: unknown,
): Promise<IdentityError> {
  await service.storage.flows.fail(ticket.flow.id, FlowFailure.ssoFailed);
  if (error instanceof IdentityError) return error;
  service.logger.warn({ err: error, provider: ticket.connection.provider }, 'single sign-on failed');
  return Failures.ssoFailed();
}
