/** The server's password rules: names, and which passwords break which rule. */
import { describe, expect, it } from 'vitest';
import {
  failedPasswordRules,
  PASSWORD_RULES,
} from '../../../../../server/identity/factors/password-policy.ts';
import { failedPasswordRules as browserCheck } from '../../../../../client/identity/password-rules.ts';

describe('password rules', () => {
  it('carry the rule names the identity API uses', () => {
    expect(PASSWORD_RULES.map((rule) => rule.name)).toEqual([
      'length',
      'password_variants',
      'admin_variants',
      'user_variants',
      'alphanumeric_sequences_1',
      'alphanumeric_sequences_2',
      'numeric_sequences_ascending',
      'numeric_sequences_descending',
      'numeric_subsequences_ascending',
      'numeric_subsequences_descending',
    ]);
  });

  it.each([
    ['Tr0mb0ne-Galaxy', []],
    ['first response upon', []],
    ['Xq7!kz', ['length']],
    ['x'.repeat(257), ['length']],
    ['my-PASSW0RD-here', ['password_variants']],
    ['the@dmin-is-in', ['admin_variants']],
    ['SuperUs3r-today', ['user_variants']],
    ['lemon-ABCD-tree', ['alphanumeric_sequences_1']],
    ['lemon-zyxw-tree', ['alphanumeric_sequences_1']],
    ['lemon-qwer-tree', ['alphanumeric_sequences_2']],
    ['lemon-1234-tree', ['numeric_sequences_ascending', 'numeric_subsequences_ascending']],
    ['lemon-9876-tree', ['numeric_sequences_descending', 'numeric_subsequences_descending']],
    ['lemon-789-tree', ['numeric_subsequences_ascending']],
  ])('%j breaks %j, in the server and in the browser alike', (password, names) => {
    expect(failedPasswordRules(password)).toEqual(names);
    expect(browserCheck(password, PASSWORD_RULES).map((rule) => rule.name)).toEqual(names);
  });

  it('refuses the most common passwords on the server, whatever their case, and nothing else for it', () => {
    expect(failedPasswordRules('baseball')).toEqual(['common_password_xkcd']);
    expect(failedPasswordRules('SunShine')).toEqual(['common_password_xkcd']);
    expect(failedPasswordRules('Tr0mb0ne-Galaxy')).toEqual([]);
  });
});
