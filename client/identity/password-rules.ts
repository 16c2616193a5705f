/**
 * Server-provided password rules: a `must_match` rule fails when the password does not match,
 * a `must_not_match` rule fails when it does. Checked in the browser before anything is sent.
 */

export interface PasswordRule {
  name: string;
  pattern: string;
  match_type: 'must_match' | 'must_not_match';
  pattern_qualifiers?: string[];
}

export interface FailedRule {
  type: 'regex';
  name: string;
  regexp: string;
  matchType: PasswordRule['match_type'];
}

function compile(rule: PasswordRule): RegExp | undefined {
  try {
    return new RegExp(rule.pattern, rule.pattern_qualifiers?.includes('case_insensitive') ? 'iu' : 'u');
  } catch {
    try {
      return new RegExp(rule.pattern, rule.pattern_qualifiers?.includes('case_insensitive') ? 'i' : '');
    } catch {
      console.warn(`Password rule "${rule.name}" has a pattern this browser cannot compile; it is skipped.`);
      return undefined;
    }
  }
}

export function failedPasswordRules(password: string, rules: readonly PasswordRule[]): FailedRule[] {
  const failed: FailedRule[] = [];
  for (const rule of rules) {
    const regex = compile(rule);
    if (!regex) continue;
    const matches = regex.test(password);
    const fails = rule.match_type === 'must_match' ? !matches : matches;
    if (fails)
      failed.push({ type: 'regex', name: rule.name, regexp: rule.pattern, matchType: rule.match_type });
  }
  return failed;
}

/** The part of the password a `must_not_match` rule objects to (for "Illegal sequence: …"). */
export function offendingPart(
  password: string,
  rule: Pick<FailedRule, 'regexp'>,
  caseInsensitive = true,
): string {
  try {
    return new RegExp(rule.regexp, caseInsensitive ? 'i' : '').exec(password)?.[0] ?? '';
  } catch {
    return '';
  }
}

export function rulesOf(options: unknown): PasswordRule[] {
  const list = (options as { validation_rules?: { regular_expressions?: unknown } } | undefined)
    ?.validation_rules?.regular_expressions;
  return Array.isArray(list) ? (list as PasswordRule[]) : [];
}
