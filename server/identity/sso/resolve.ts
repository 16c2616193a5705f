/**
 * `POST /sso/resolve {challenge_id, code, pkce_code_verifier}`: the browser that started the sign-in proves
 * it by the PKCE verifier, and only then is the reader signed in: matched by the verified address (or created
 * when `signIn.registration` allows), given the groups the provider mapped to, and the flow completed, so the
 * `proxy` poll delivers the token. Spending the code and completing the flow commit together.
 *
 * Answers: `200 {result:{}}`; an unknown, spent or expired code `403 authentication has expired`; a verifier
 * that does not match `400` (the flow fails: the code cannot be tried again); registration refusing the address
 * `403 self-registration not allowed for this organization`. Every failure also ends the poll with the error,
 * and is logged with its reason. The resolving browser's client address is kept with the flow, for the poll's
 * check that the token goes to this browser (`browser-binding.ts`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SsoResolveBody } from '../api/bodies.ts';
import { Failures, type IdentityError } from '../errors.ts';
import { finishFlow, type FlowFinish } from '../flows/complete.ts';
import { FlowFailure, ssoRefusedFailure } from '../flows/failures.ts';
import { decideRegistration } from '../registration/policy.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord, IdentityStorage } from '../storage/types.ts';
import { readFlowState, sealFlowState, type VerifiedIdentity } from './flow-state.ts';
import { logSsoRefusal } from './refusal-log.ts';

/** Signs the reader in; answers the flow's id, or throws the refusal. */
export async function resolveSsoSignIn(
  service: IdentityService,
  body: SsoResolveBody,
  resolver: { clientSubject: string },
): Promise<string> {
  const { storage, hasher, clock } = service;
  let flowId: string | undefined;
  const finish = await storage.transaction(async (tx): Promise<FlowFinish> => {
    const now = clock.now();
    flowId = await tx.flows.consumeSecret({
      hash: hasher.hash('sso_code', body.code),
      purpose: 'sso_code',
      challengeId: body.challenge_id,
      now,
    });
    const flow = flowId ? await tx.flows.get(flowId) : undefined;
    if (!flow || flow.status !== 'pending' || now >= flow.expiresAt) return refuse(Failures.expired());
    const state = await readFlowState(service, tx, body.challenge_id);
    // The code came back before the provider's answer was recorded: nothing to sign in with.
    if (!state?.identity) return failWith(tx, flow, FlowFailure.ssoFailed, Failures.expired());
    if (!pkceMatches(state.pkceChallenge, body.pkce_code_verifier)) {
      const mismatch = Failures.ssoVerifierMismatch();
      return failWith(tx, flow, ssoRefusedFailure(mismatch), mismatch);
    }
    await tx.flows.setChallengePayload(
      body.challenge_id,
      sealFlowState(service, { ...state, resolvedFrom: resolver.clientSubject }),
    );
    return signIn(service, tx, flow, state.identity);
  });
  if (!finish.ok || !flowId) {
    const error = finish.ok ? Failures.expired() : finish.error;
    logSsoRefusal(service, { error, flowId });
    throw error;
  }
  return flowId;
}

async function signIn(
  service: IdentityService,
  tx: IdentityStorage,
  flow: FlowRecord,
  identity: VerifiedIdentity,
): Promise<FlowFinish> {
  const handle = { type: 'email_address' as const, value: identity.email };
  const existing = await tx.persons.findByHandle(flow.orgId, handle);
  // Invite-only answers like the domain rule here: the provider already proved the address is the reader's,
  // so refusing says nothing the reader does not know.
  if (decideRegistration(service.config.registration, identity.email, Boolean(existing)) !== 'allowed')
    return failWith(tx, flow, FlowFailure.selfRegistrationNotAllowed, Failures.selfRegistrationNotAllowed());
  const person =
    existing ??
    (
      await tx.persons.findOrCreate({
        orgId: flow.orgId,
        handle,
        groups: identity.groups ?? [],
        region: 'local',
        now: service.clock.now(),
      })
    ).person;
  // A provider that gives groups decides them, at every sign-in.
  if (identity.groups && !sameGroups(person.groups, identity.groups))
    await tx.persons.setGroups(person.id, identity.groups);
  return finishFlow(service, tx, { ...flow, handle });
}

/** The browser's verifier hashes to the challenge it sent with `POST /id` (S256). */
function pkceMatches(challenge: string, verifier: string): boolean {
  const expected = Buffer.from(createHash('sha256').update(verifier, 'utf8').digest('base64url'));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sameGroups(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().every((group, i) => group === [...b].sort()[i]);
}

function refuse(error: IdentityError): FlowFinish {
  return { ok: false, error };
}

async function failWith(
  tx: IdentityStorage,
  flow: FlowRecord,
  failure: string,
  error: IdentityError,
): Promise<FlowFinish> {
  await tx.flows.fail(flow.id, failure);
  return refuse(error);
}
