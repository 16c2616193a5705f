/**
 * Which tokens are revoked, answered from memory. Threat: a logged-out or removed person keeps using a
 * token. The cache is never used older than `maxAgeMs` (1 s by default), so a revocation made on any instance
 * holds everywhere within that time; revocations made here hold at once.
 * Freshness uses the monotonic clock: it is about real propagation time, not the service's (injectable) clock.
 */
import type { Clock } from '../clock.ts';
import type { IdentityStorage, RevocationRecord } from '../storage/types.ts';

type RevocationVerdict = 'active' | 'token_revoked' | 'person_revoked';

export interface RevocationCache {
  check(claims: { jti: string; person_id: string; iat: number }): Promise<RevocationVerdict>;
  /** Records a revocation made by this instance (already stored) so it holds without waiting. */
  remember(record: RevocationRecord): void;
  /** How old the list was that the last check used, in ms; undefined before the first check. */
  lastCheckAgeMs(): number | undefined;
}

export const tokenSubject = (jti: string) => `token:${jti}`;
const personSubject = (personId: string) => `person:${personId}`;

/** Ends every token of a person issued before `now`; kept as long as such a token could live. */
export function personRevocation(personId: string, now: number, tokenTtlMs: number): RevocationRecord {
  return { subject: personSubject(personId), kind: 'person', revokedAt: now, expiresAt: now + tokenTtlMs };
}

export function createRevocationCache(params: {
  storage: IdentityStorage;
  clock: Clock;
  maxAgeMs?: number;
  monotonicNow?: () => number;
}): RevocationCache {
  const { storage, clock } = params;
  const maxAgeMs = params.maxAgeMs ?? 1_000;
  const monotonicNow = params.monotonicNow ?? (() => performance.now());
  let revokedAt = new Map<string, number>();
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;
  let lastCheckAge: number | undefined;
  // Revocations remembered while a reload's query ran may be missing from its result; they are re-applied.
  let recent: Array<{ record: RevocationRecord; at: number }> = [];

  function apply(map: Map<string, number>, record: RevocationRecord): void {
    const known = map.get(record.subject);
    if (known === undefined || known < record.revokedAt) map.set(record.subject, record.revokedAt);
  }

  async function load(): Promise<void> {
    const startedAt = monotonicNow();
    const rows = await storage.revocations.listActive(clock.now());
    const next = new Map(rows.map((row) => [row.subject, row.revokedAt] as const));
    recent = recent.filter((entry) => entry.at >= startedAt);
    for (const entry of recent) apply(next, entry.record);
    revokedAt = next;
    loadedAt = startedAt;
  }

  /** One reload at a time. Nobody may wait for an early one: its failure is then only retried, not thrown. */
  function reload(): Promise<void> {
    const done = load().finally(() => (loading = undefined));
    done.catch(() => undefined);
    return done;
  }

  return {
    async check({ jti, person_id, iat }) {
      // Reloaded ahead, from half the allowed age, so requests wait only when the data is really too old (a
      // busy server never does).
      const age = monotonicNow() - loadedAt;
      if (age >= maxAgeMs / 2) {
        loading ??= reload();
        if (age >= maxAgeMs) await loading;
      }
      lastCheckAge = monotonicNow() - loadedAt;
      if (revokedAt.has(tokenSubject(jti))) return 'token_revoked';
      const personRevokedAt = revokedAt.get(personSubject(person_id));
      // iat has whole seconds: a token from the second of the revocation counts as older (the safe side).
      if (personRevokedAt !== undefined && iat * 1000 < personRevokedAt) return 'person_revoked';
      return 'active';
    },
    remember(record) {
      apply(revokedAt, record);
      recent.push({ record, at: monotonicNow() });
    },
    lastCheckAgeMs: () => lastCheckAge,
  };
}
