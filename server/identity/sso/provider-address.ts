/**
 * The address an identity provider vouches for, as docgen keeps it. Threat: the address check normalises
 * what a reader types (NFKC, lower case, the domain to its ASCII form), which is right for an address docgen
 * itself sends a link to, but an identity provider vouches for the exact string it returns. A provider that
 * verified `victim@ｅxample.com` (a full-width e) has verified a different address from `victim@example.com`,
 * and must not sign in as the reader who owns that one. So a provider's address is taken only when
 * normalising it changes nothing but ASCII letter case: it must read, letter case aside, as the address kept
 * (`a@b.example`), or as that address with its domain in Unicode (`a@bücher.example` for
 * `a@xn--bcher-kva.example`). Compatibility forms, invisible characters, other scripts' look-alikes of
 * ASCII letters and upper-case non-ASCII letters are refused rather than repaired.
 */
import { domainToUnicode } from 'node:url';
import { checkEmailAddress, emailDomain, type EmailCheck } from '../../../core/identity/index.ts';

const CHANGED_BY_NORMALISATION = 'normalising it would change it (full-width or look-alike characters)';

export function providerAddress(given: unknown): EmailCheck {
  const checked = checkEmailAddress(given);
  if (!checked.ok || typeof given !== 'string') return checked;
  const { address } = checked;
  const local = address.slice(0, address.lastIndexOf('@'));
  const asGiven = asciiLowerCase(given.trim());
  const unicode = `${local}@${domainToUnicode(emailDomain(address))}`;
  return asGiven === address || asGiven === unicode
    ? checked
    : { ok: false, reason: CHANGED_BY_NORMALISATION };
}

function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
