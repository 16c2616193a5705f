/**
 * The access decision on compiled private-path rules, kept apart from compiling
 * them (`private-paths.ts`, which needs the glob matcher) so a client can decide without loading the matcher
 * when no rule can change a decision.
 */

export interface CompiledPrivatePath {
  source: string;
  kind: 'regex' | 'glob' | 'contains';
  groups: string[];
  /** The reader's token must be for one of these organisations (`oid`); empty: any. */
  organizations: string[];
  test(path: string): boolean;
}

/** Whoever is asking; `undefined` is a visitor who has not signed in. */
export interface AccessUser {
  groups: readonly string[];
  /** The organisation the reader's token is for (its `oid`). */
  organization?: string;
}

/**
 * True when `path` is private *for this user*: some rule matches it and either nobody is signed in, or the
 * rule names organisations and the user's token is for none of them, or it names groups the user does not all
 * belong to (in the token's organisation).
 */
export function isPrivateFor(
  path: string,
  rules: readonly CompiledPrivatePath[],
  user: AccessUser | undefined,
): boolean {
  return rules.some((rule) => {
    if (!rule.test(path)) return false;
    if (!user) return true;
    const inOrganization =
      rule.organizations.length === 0 ||
      (user.organization !== undefined && rule.organizations.includes(user.organization));
    return !inOrganization || !rule.groups.every((group) => user.groups.includes(group));
  });
}

export type AccessDecision = 'allowed' | 'signInRequired' | 'forbidden';

/**
 * The whole decision for one path: with `forceLogin` every path needs a signed-in user; private-path rules
 * then decide on groups. `forbidden` means signed in but missing a group.
 */
export function decideAccess(params: {
  path: string;
  forceLogin: boolean;
  rules: readonly CompiledPrivatePath[];
  user: AccessUser | undefined;
}): AccessDecision {
  const { path, forceLogin, rules, user } = params;
  if (!user) return forceLogin || isPrivateFor(path, rules, undefined) ? 'signInRequired' : 'allowed';
  return isPrivateFor(path, rules, user) ? 'forbidden' : 'allowed';
}

/**
 * The rules that can change a decision. With `forceLogin` a rule naming no groups and no organisations never
 * does: visitors must sign in anyway, and every signed-in user passes it.
 */
export function rulesThatDecide<
  Rule extends { groups?: readonly string[]; organizations?: readonly string[] },
>(forceLogin: boolean, rules: readonly Rule[]): Rule[] {
  const narrows = (rule: Rule) => (rule.groups ?? []).length > 0 || (rule.organizations ?? []).length > 0;
  return forceLogin ? rules.filter(narrows) : [...rules];
}
