/**
 * Finishing a flow whose secret was just spent: find (or, when registration allows, create) the person, then
 * issue two tokens — one for the tab that attested, and one kept (as claims, never as a signed token) for the
 * tab that is polling. Both name the same person and methods; each has its own `jti`. When no token can be
 * issued, the flow fails, so the polling tab hears it at once.
 */
import type { AuthenticationEntry } from '../../../core/identity/index.ts';
import { Failures, IdentityError } from '../errors.ts';
import { mayCreatePerson } from '../registration/policy.ts';
import { applyExtras } from './extras.ts';
import { FlowFailure } from './failures.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord, IdentityStorage, PersonRecord } from '../storage/types.ts';

export async function completeFlow(service: IdentityService, flow: FlowRecord): Promise<{ token: string }> {
  return issueFor(service, await finishFlow(service, service.storage, flow));
}

/** What finishing a flow gave: the claims of the attesting tab's token, or the failure the flow now records. */
export type FlowFinish = { ok: true; claims: TokenInput } | { ok: false; error: IdentityError };

type TokenInput = Parameters<IdentityService['tokens']['issue']>[0];

/** The attesting tab's token for a finished flow, or the flow's failure. Signing needs no storage. */
export async function issueFor(service: IdentityService, finish: FlowFinish): Promise<{ token: string }> {
  if (!finish.ok) throw finish.error;
  return { token: (await service.tokens.issue(finish.claims)).token };
}

/**
 * Finishes a pending flow through `storage` — the service's, or a transaction's, so that spending a secret and
 * completing its flow commit together (a crash between them must not lose the sign-in). Failures are recorded
 * on the flow (and committed) and returned rather than thrown.
 */
export async function finishFlow(
  service: IdentityService,
  storage: IdentityStorage,
  flow: FlowRecord,
  /** False: only the attesting tab is signed in; the requesting tab's poll ends without a token. */
  signInRequester = true,
): Promise<FlowFinish> {
  const { clock, tokens, config } = service;
  let person: PersonRecord;
  try {
    person = await personFor(service, flow, storage);
  } catch (error) {
    if (error instanceof IdentityError) return { ok: false, error };
    throw error;
  }
  if (!person.active) {
    await storage.flows.fail(flow.id, `${FlowFailure.personInactive}:${person.id}`);
    return { ok: false, error: Failures.personInactive(person.id) };
  }
  const now = clock.now();
  const { first } = await storage.persons.recordLogin(person.id, now);
  const authentication: AuthenticationEntry = {
    handle: flow.handle,
    method: flow.factorMethod,
    timestamp: new Date(now).toISOString(),
  };
  const base = await applyExtras(service, storage, flow, person, {
    person_id: person.id,
    oid: flow.orgId,
    authenticated_methods: [flow.factorMethod],
    authentications: [authentication],
    first_token: first,
    person_type: person.personType,
    groups: person.groups,
    roles: person.roles,
  });
  const pollClaims = tokens.claimsFor(base);
  const completed = await storage.flows.complete({
    flowId: flow.id,
    personId: person.id,
    resultClaims: signInRequester ? JSON.stringify(pollClaims) : null,
    now,
  });
  if (!completed) return { ok: false, error: Failures.expired() };
  service.logger.info({ flowId: flow.id, personId: person.id, orgId: config.orgId }, 'sign-in completed');
  return { ok: true, claims: base };
}

/** The flow's person, created when registration allows; refused persons fail the flow. */
export async function personFor(
  service: Pick<IdentityService, 'clock' | 'config' | 'storage'>,
  flow: FlowRecord,
  storage: IdentityStorage = service.storage,
): Promise<PersonRecord> {
  const { clock, config } = service;
  const existing = await storage.persons.findByHandle(flow.orgId, flow.handle);
  if (existing) return existing;
  // The policy is asked again: it may have changed, or the person been removed, since the link was sent.
  if (!mayCreatePerson(config.registration, flow.handle.value)) {
    await storage.flows.fail(flow.id, FlowFailure.personCannotBeRegistered);
    throw Failures.personCannotBeRegistered();
  }
  const { person } = await storage.persons.findOrCreate({
    orgId: flow.orgId,
    handle: flow.handle,
    groups: [],
    region: 'local',
    now: clock.now(),
  });
  return person;
}
