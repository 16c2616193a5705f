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
  /** How many different factors the reader must have signed in with (a step-up adds one); 1: any. */
  minimumFactors: number;
  test(path: string): boolean;
}

/** Whoever is asking; `undefined` is a visitor who has not signed in. */
export interface AccessUser {
  groups: readonly string[];
  /** The organisation the reader's token is for (its `oid`). */
  organization?: string;
  /** How many different factors the reader signed in with (`authenticated_methods`); absent: 1. */
  factors?: number;
}

/**
 * True when `path` is private *for this user*: some rule matches it and either nobody is signed in, or the
 * rule names organisations and the user's token is for none of them, or it names groups the user does not all
 * belong to (in the token's organisation), or it asks for more factors than the user signed in with.
 */
export function isPrivateFor(
  path: string,
  rules: readonly CompiledPrivatePath[],
  user: AccessUser | undefined,
): boolean {
  return rules.some((rule) => {
    if (!rule.test(path)) return false;
    return !meetsRequirements(rule, user);
  });
}

/** What a rule asks of a reader beyond matching the path: groups, organisations and factors. */
export interface Requirements {
  groups: readonly string[];
  organizations: readonly string[];
  minimumFactors: number;
}

/** The user is signed in and has the organisation, every group and the factors the requirements name. */
export function meetsRequirements(requirements: Requirements, user: AccessUser | undefined): boolean {
  return (
    user !== undefined && admits(requirements, user) && (user.factors ?? 1) >= requirements.minimumFactors
  );
}

/** The rule's organisations and groups let the user in (factors aside). */
function admits(rule: Requirements, user: AccessUser): boolean {
  const inOrganization =
    rule.organizations.length === 0 ||
    (user.organization !== undefined && rule.organizations.includes(user.organization));
  return inOrganization && rule.groups.every((group) => user.groups.includes(group));
}

/**
 * True when the signed-in user may not open `path` only for want of factors: signing in again with another
 * factor (a step-up) would let them in.
 */
export function needsStepUp(path: string, rules: readonly CompiledPrivatePath[], user: AccessUser): boolean {
  const blocking = rules.filter((rule) => rule.test(path) && isPrivateFor(path, [rule], user));
  return blocking.length > 0 && blocking.every((rule) => admits(rule, user));
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
 * The rules that can change a decision. With `forceLogin` a rule naming no groups, no organisations and no
 * second factor never does: visitors must sign in anyway, and every signed-in user passes it.
 */
export function rulesThatDecide<
  Rule extends { groups?: readonly string[]; organizations?: readonly string[]; minimumFactors?: number },
>(forceLogin: boolean, rules: readonly Rule[]): Rule[] {
  const narrows = (rule: Rule) =>
    (rule.groups ?? []).length > 0 || (rule.organizations ?? []).length > 0 || (rule.minimumFactors ?? 1) > 1;
  return forceLogin ? rules.filter(narrows) : [...rules];
}

/** What the rules need of a token's claims: groups, organisation and how many different factors. */
export function accessUserOf(claims: {
  groups: readonly string[];
  oid: string;
  authenticated_methods: readonly string[];
}): AccessUser {
  return {
    groups: claims.groups,
    organization: claims.oid,
    factors: Math.max(1, new Set(claims.authenticated_methods).size),
  };
}
