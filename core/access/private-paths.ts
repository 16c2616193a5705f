/**
 * Private-path rules, shared by the client gate and the server gate so both
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
import picomatch from 'picomatch/posix.js';
import type { CompiledPrivatePath } from './decide-access.ts';

// The decision on compiled rules, for callers that compile them here too.
export {
  accessUserOf,
  decideAccess,
  isPrivateFor,
  type AccessDecision,
  type AccessUser,
  type CompiledPrivatePath,
} from './decide-access.ts';

interface PrivatePathConfig {
  path: string;
  /** The user must belong to every one of these groups; empty or absent: any signed-in user. */
  groups?: string[];
  /** The user's token must be for one of these organisations; empty or absent: any. */
  organizations?: string[];
  /** The user must have signed in with at least this many different factors; absent: 1. */
  minimumFactors?: number;
  /** Route prefixes (`/de`) under which the rule covers the locale's copy of its paths (see `locale-rules.ts`). */
  localePrefixes?: string[];
  /** The rule covers only the copies under `localePrefixes`, not the paths as written. */
  localesOnly?: boolean;
}

export type PrivatePathInput = string | PrivatePathConfig;

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
  const compiled = compilePattern(rule, log);
  const prefixes = rule.localePrefixes ?? [];
  if (prefixes.length === 0) return compiled;
  const test = compiled.test;
  const inLocale = (path: string) =>
    prefixes.some((prefix) => {
      if (path === prefix) return test('/');
      return path.startsWith(`${prefix}/`) && test(path.slice(prefix.length));
    });
  return {
    ...compiled,
    test: rule.localesOnly ? inLocale : (path) => test(path) || inLocale(path),
  };
}

function compilePattern(rule: PrivatePathConfig, log: InvalidPatternLogger): CompiledPrivatePath {
  const groups = [...(rule.groups ?? [])];
  const organizations = [...(rule.organizations ?? [])];
  const minimumFactors = rule.minimumFactors ?? 1;
  const source = rule.path;
  const literal = REGEX_LITERAL.exec(source);
  try {
    if (literal) {
      const regex = new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, ''));
      return {
        source,
        kind: 'regex',
        groups,
        organizations,
        minimumFactors,
        test: (path) => regex.test(path),
      };
    }
    if (GLOB_CHARS.test(source)) {
      const matcher = picomatch(source, { strictBrackets: true, dot: true });
      return { source, kind: 'glob', groups, organizations, minimumFactors, test: (path) => matcher(path) };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `Invalid glob pattern: "${source}" (${reason}). It is treated as a plain path that pages must contain.`,
    );
  }
  return {
    source,
    kind: 'contains',
    groups,
    organizations,
    minimumFactors,
    test: (path) => path.includes(source),
  };
}
