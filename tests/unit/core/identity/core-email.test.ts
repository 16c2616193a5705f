import { describe, expect, it } from 'vitest';
import { checkEmailAddress, emailDomain } from '../../../../core/identity/email.ts';

describe('checkEmailAddress', () => {
  it('accepts a plain address and lower-cases it', () => {
    expect(checkEmailAddress('  Ada.Lovelace+docs@Example.COM ')).toEqual({
      ok: true,
      address: 'ada.lovelace+docs@example.com',
    });
  });

  it('folds a full-width at sign into one address instead of a look-alike duplicate', () => {
    expect(checkEmailAddress('ada＠example.com')).toEqual({ ok: true, address: 'ada@example.com' });
  });

  it('turns an internationalised domain into its ASCII form', () => {
    expect(checkEmailAddress('ada@bücher.example')).toEqual({
      ok: true,
      address: 'ada@xn--bcher-kva.example',
    });
  });

  it.each([
    ['CRLF header injection', 'ada@example.com\r\nBcc: evil@x.test'],
    ['a bare LF', 'ada@example.com\nX: y'],
    ['a NUL byte', 'ada\u0000@example.com'],
    ['a zero-width space', 'ada\u200b@example.com'],
    ['an inner space', 'ada lovelace@example.com'],
    ['no at sign', 'ada.example.com'],
    ['two at signs', 'ada@b@example.com'],
    ['a quoted local part', '"ada"@example.com'],
    ['a comment', 'ada(comment)@example.com'],
    ['a leading dot', '.ada@example.com'],
    ['two dots in a row', 'ada..l@example.com'],
    ['a domain without a dot', 'ada@localhost'],
    ['an IP literal', 'ada@[127.0.0.1]'],
    ['a numeric top-level domain', 'ada@127.0.0.1'],
    ['a label ending in a hyphen', 'ada@example-.com'],
    ['an empty string', ''],
    ['a number', 42],
    ['an over-long local part', `${'a'.repeat(65)}@example.com`],
    ['an over-long address', `a@${Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.')}.com`],
    ['a 10 KB string', 'a'.repeat(10_000)],
  ])('refuses %s with a reason that does not echo the input', (_name, input) => {
    const result = checkEmailAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok && typeof input === 'string' && input.length > 3)
      expect(result.reason).not.toContain(input);
  });

  it('gives the domain of a checked address', () => {
    expect(emailDomain('ada@docs.example.com')).toBe('docs.example.com');
  });
});
