/**
 * The reader's docgen groups from what the identity provider says: the configured claim or attribute may hold
 * one name or a list; with a map, only mapped groups count (each may stand for several docgen groups).
 * Anything that is not a short printable name is ignored, not an error: providers add their own entries.
 */
import { z } from 'zod';
import { DEFAULT_GROUPS_CLAIM, type GroupMapping } from './connections.ts';

const MAX_GROUP_LENGTH = 200;
/** A reader in 1,000 groups (Entra ID sends GUIDs when no `groups_map` narrows them) keeps them all. */
const MAX_GROUPS = 1000;
// eslint-disable-next-line no-control-regex -- group names hold no control characters
const PRINTABLE = /^[^\u0000-\u001f\u007f]+$/;

/** The provider's group names in a claim or attribute value (a string or a list of strings). */
export function providerGroups(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list
    .filter((item): item is string => typeof item === 'string')
    .filter((name) => name.length <= MAX_GROUP_LENGTH && PRINTABLE.test(name))
    .slice(0, MAX_GROUPS);
}

/** docgen groups for the provider's groups, sorted and without repeats. */
export function mapGroups(mapping: GroupMapping, names: readonly string[]): string[] {
  const { map } = mapping;
  const mapped = map ? names.flatMap((name) => map.get(name) ?? []) : names;
  return [...new Set(mapped)].sort();
}

const groupName = z.string().min(1).max(MAX_GROUP_LENGTH);

/** `groups_map` of a provider entry: provider group → one docgen group or several. */
export const GROUPS_MAP_SETTING = z.record(groupName, z.union([groupName, z.array(groupName)]));

/**
 * The mapping of a provider entry's `groups_claim_name`/`groups_attribute` (unset: `groups`; `null`: the
 * provider gives no groups) and `groups_map`.
 */
export function groupMapping(
  claim: string | null | undefined,
  groupsMap: z.infer<typeof GROUPS_MAP_SETTING> | undefined,
): GroupMapping {
  // A Map, not an object: provider group names such as `constructor` or `__proto__` must find nothing.
  const map = groupsMap
    ? new Map(Object.entries(groupsMap).map(([from, to]) => [from, [to].flat()]))
    : undefined;
  return { claim: claim === undefined ? DEFAULT_GROUPS_CLAIM : claim, ...(map ? { map } : {}) };
}
