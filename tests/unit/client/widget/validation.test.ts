import { describe, expect, it } from 'vitest';
import {
  failedPasswordRules,
  offendingPart,
  type PasswordRule,
} from '../../../../client/identity/password-rules.ts';
import { EMPTY_FORM, setValue, validate } from '../../../../client/widget/form-state.ts';
import { createText, type TextKey } from '../../../../client/widget/text/index.ts';
import {
  validateEmail,
  validateOtp,
  validatePasswordConfirmation,
  validatePasswordRequired,
  validatePhone,
} from '../../../../client/widget/validation.ts';

const text = createText();
const message = (key: TextKey | undefined) => (key ? text(key) : undefined);

describe('widget field rules and their exact messages', () => {
  it('email: non-empty and a standard e-mail shape', () => {
    for (const bad of ['', '   ', 'reader', 'reader@', '@example.com', 'a b@example.com', 'reader@example']) {
      expect(message(validateEmail(bad))).toBe('Please enter your email address.');
    }
    expect(validateEmail('reader@example.com')).toBeUndefined();
    expect(validateEmail('first.last+docs@sub.example.co.uk')).toBeUndefined();
  });

  it('phone: non-empty', () => {
    expect(message(validatePhone(''))).toBe('Please enter your phone number.');
    expect(validatePhone('+14155550100')).toBeUndefined();
  });

  it('OTP/TOTP code: exactly 6 numeric characters', () => {
    for (const bad of ['', '12345', '1234567', '12a456', '      '])
      expect(message(validateOtp(bad))).toBe('Please enter the OTP code.');
    expect(validateOtp('123456')).toBeUndefined();
    expect(text('authenticating.otpInput.submit.error')).toBe('Please enter a valid code');
  });

  it('password: required; on create it must equal the confirmation; a wrong one is "Incorrect handle or password"', () => {
    expect(message(validatePasswordRequired(''))).toBe('Password is required');
    const confirm = validatePasswordConfirmation(() => 'secret-123');
    expect(message(confirm('secret-124'))).toBe('Passwords should match');
    expect(message(confirm(''))).toBe('Password is required');
    expect(confirm('secret-123')).toBeUndefined();
    expect(text('authenticating.setPassword.validation.incorrect')).toBe('Incorrect handle or password');
  });

  it.each([
    ['length', '8-256 characters required'],
    ['password_variants', "Contains word 'password'"],
    ['admin_variants', "Contains word 'admin'"],
    ['user_variants', "Contains word 'user'"],
    ['common_password_xkcd', 'Common password'],
  ])('server password rule %s: "%s"', (name, expected) => {
    expect(text(`authenticating.setPassword.validation.${name}` as TextKey)).toBe(expected);
  });

  it.each([
    'alphanumeric_sequences_1',
    'alphanumeric_sequences_2',
    'numeric_sequences_ascending',
    'numeric_sequences_descending',
    'numeric_subsequences_ascending',
    'numeric_subsequences_descending',
  ])('sequence rule %s names the offending part', (name) => {
    const sequence = offendingPart('xx12345yy', { regexp: '(012|123|234|345)+' });
    expect(
      text(`authenticating.setPassword.validation.${name}` as TextKey, { ILLEGAL_SEQUENCE: sequence }),
    ).toBe('Illegal sequence: 123');
  });

  it('must_match fails on no match, must_not_match fails on a match', () => {
    const rules: PasswordRule[] = [
      { name: 'length', pattern: '^.{8,256}$', match_type: 'must_match' },
      {
        name: 'admin_variants',
        pattern: 'admin',
        match_type: 'must_not_match',
        pattern_qualifiers: ['case_insensitive'],
      },
    ];
    expect(failedPasswordRules('short', rules).map((r) => r.name)).toEqual(['length']);
    expect(failedPasswordRules('my-ADMIN-pass', rules).map((r) => r.name)).toEqual(['admin_variants']);
    expect(failedPasswordRules('fine-secret', rules)).toEqual([]);
  });
});

describe('form state', () => {
  it('submit runs every validator; an error makes the form invalid; editing clears all errors', () => {
    const filled = setValue(setValue(EMPTY_FORM, 'email', 'nope'), 'phone', '');
    const checked = validate(filled, { email: validateEmail, phone: validatePhone });
    expect(checked.status).toBe('invalid');
    expect(checked.errors).toEqual({ email: 'validationError.email', phone: 'validationError.phoneNumber' });
    const edited = setValue(checked, 'email', 'a@b.co');
    expect(edited).toEqual({ values: { email: 'a@b.co', phone: '' }, errors: {}, status: 'valid' });
    expect(
      validate(setValue(edited, 'phone', '+1'), { email: validateEmail, phone: validatePhone }).status,
    ).toBe('valid');
  });
});
