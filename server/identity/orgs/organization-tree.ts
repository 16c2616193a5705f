/**
 * Which organisations a site serves (its own and every sub-organisation under it), answered from memory for
 * the server gate, which must not read the database on every request. Reloaded when older than `maxAgeMs`
 * (5 s by default), so a sub-organisation added with `docgen users orgs add` is served within seconds.
 */
import type { IdentityStorage, OrganizationRecord } from '../storage/types.ts';
import { isWithin } from './membership.ts';

export interface OrganizationTree {
  /** Every organisation, at most `maxAgeMs` old. */
  all(): Promise<OrganizationRecord[]>;
  /** Whether `orgId` is the site's organisation or under it. */
  serves(orgId: string): Promise<boolean>;
}

export function createOrganizationTree(params: {
  storage: IdentityStorage;
  rootId: string;
  maxAgeMs?: number;
  monotonicNow?: () => number;
}): OrganizationTree {
  const { storage, rootId } = params;
  const maxAgeMs = params.maxAgeMs ?? 5_000;
  const monotonicNow = params.monotonicNow ?? (() => performance.now());
  let cached: { at: number; orgs: Promise<OrganizationRecord[]> } | undefined;

  function all(): Promise<OrganizationRecord[]> {
    if (!cached || monotonicNow() - cached.at >= maxAgeMs) {
      const orgs = storage.organizations.list();
      // A failed load is not kept: the next call tries again.
      orgs.catch(() => (cached = undefined));
      cached = { at: monotonicNow(), orgs };
    }
    return cached.orgs;
  }

  return {
    all,
    async serves(orgId) {
      if (orgId === rootId) return true;
      return isWithin(orgId, rootId, await all());
    },
  };
}
