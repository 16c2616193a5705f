/**
 * The audit of impersonation tokens' uses. Threat: an admin who impersonates a reader does more with the token
 * than was granted, unseen. Every use of a token with `act` (a server session opened, a token exchange tried, an
 * API call with it as bearer, a sign-in started or finished with it) is written, with whether it was refused,
 * before the answer goes out; `docgen users audit` lists it beside the impersonations granted.
 */
import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '../../../core/identity/index.ts';
import type { Clock } from '../clock.ts';
import type { IdentityStorage, PersonRecord } from '../storage/types.ts';

/** What was done with the token, as `docgen users audit` prints it. */
type ImpersonationAction = 'session opened' | 'token exchange' | 'API call' | 'sign-in started' | 'sign-in';

export interface ImpersonationUse {
  action: ImpersonationAction;
  /** What it was about: a route, an organisation, a factor method. Never a secret. */
  detail: string;
  refused?: boolean;
}

/** Records the use when `claims` are an impersonation's (`act`); does nothing for any other token. */
export async function auditImpersonationUse(
  deps: { storage: IdentityStorage; clock: Clock },
  claims: TokenClaims,
  use: ImpersonationUse,
): Promise<void> {
  if (!claims.act) return;
  const { storage, clock } = deps;
  const [actor, target] = await Promise.all([
    storage.persons.get(claims.act.sub),
    storage.persons.get(claims.person_id),
  ]);
  await storage.impersonations.recordUse({
    id: randomUUID(),
    orgId: claims.oid,
    actorPersonId: claims.act.sub,
    actorHandle: handleOf(actor, claims.act.sub),
    targetPersonId: claims.person_id,
    targetHandle: handleOf(target, claims.person_id),
    tokenId: claims.jti,
    action: use.action,
    detail: use.detail,
    refused: use.refused ?? false,
    createdAt: clock.now(),
  });
}

const handleOf = (person: PersonRecord | undefined, fallback: string) =>
  person?.handles[0]?.value ?? fallback;
