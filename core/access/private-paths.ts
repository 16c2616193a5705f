/**
 * Private-path rules (spec.md §5 "Access checks"), shared by the client gate and the server gate so both
 * decide the same way.
 *
 * A rule's `path` is one of:
 * - a regular expression written as a literal, `/^\/docs\/internal\//i`: the path is private when it matches;
 * - a glob (it has one of `* ? [ ] { } ( ) !`), `/docs/**`: matched against the whole path with picomatch;
 * - anything else, `/docs/internal`: the path is private when it *contains* the string (as the original).
 *
 * A pattern that does not compile is logged and falls back to "contains", so a typo never opens or breaks
 * the site.
 */
import picomatch from 'picomatch/posix';

export interface PrivatePathConfig {
  path: string;
  /** The user must belong to every one of these groups; empty or absent: any signed-in user. */
  groups?: string[];
}

export type PrivatePathInput = string | PrivatePathConfig;

export interface CompiledPrivatePath {
  source: string;
  kind: 'regex' | 'glob' | 'contains';
  groups: string[];
  test(path: string): boolean;
}

/** Whoever is asking; `undefined` is a visitor who has not signed in. */
export interface AccessUser {
  groups: readonly string[];
}

const REGEX_LITERAL = /^\/(.+)\/([dgimsuvy]*)$/;
const GLOB_CHARS = /[*?[\]{}()!]/;

export type InvalidPatternLogger = (message: string) => void;

const logToConsole: InvalidPatternLogger = (message) => console.error(message);

export function compilePrivatePaths(
  rules: readonly PrivatePathInput[],
  log: InvalidPatternLogger = logToConsole,
): CompiledPrivatePath[] {
  return rules.map((rule) => compileRule(typeof rule === 'string' ? { path: rule } : rule, log));
}

function compileRule(rule: PrivatePathConfig, log: InvalidPatternLogger): CompiledPrivatePath {
  const groups = [...(rule.groups ?? [])];
  const source = rule.path;
  const literal = REGEX_LITERAL.exec(source);
  try {
    if (literal) {
      const regex = new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, ''));
      return { source, kind: 'regex', groups, test: (path) => regex.test(path) };
    }
    if (GLOB_CHARS.test(source)) {
      const matcher = picomatch(source, { strictBrackets: true, dot: true });
      return { source, kind: 'glob', groups, test: (path) => matcher(path) };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `Invalid glob pattern: "${source}" (${reason}). It is treated as a plain path that pages must contain.`,
    );
  }
  return { source, kind: 'contains', groups, test: (path) => path.includes(source) };
}

/**
 * True when `path` is private *for this user*: some rule matches it and either nobody is signed in or the
 * rule names groups the user does not all belong to.
 */
export function isPrivateFor(
  path: string,
  rules: readonly CompiledPrivatePath[],
  user: AccessUser | undefined,
): boolean {
  return rules.some((rule) => {
    if (!rule.test(path)) return false;
    if (!user) return true;
    return !rule.groups.every((group) => user.groups.includes(group));
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
