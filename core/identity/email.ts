/**
 * E-mail address checks shared by the widget and the server.
 *
 * Threats: header injection (CR/LF or other controls reaching a mail header), parser confusion (quoted
 * local parts, several `@`, comments) and look-alike duplicates (full-width `＠`, mixed case). So the
 * address is NFKC-normalised and lower-cased, then accepted only as a plain dot-atom local part and a DNS
 * host name; anything else is refused rather than repaired. The reason never echoes the input.
 */

export type EmailCheck = { ok: true; address: string } | { ok: false; reason: string };

const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;
const MAX_LABEL = 63;
const LOCAL_ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const CONTROL_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}]/u;

export function checkEmailAddress(input: unknown): EmailCheck {
  if (typeof input !== 'string') return { ok: false, reason: 'the address must be a string' };
  if (input.length > MAX_ADDRESS * 2) return { ok: false, reason: 'the address is too long' };
  const address = input.normalize('NFKC').trim().toLowerCase();
  if (address === '') return { ok: false, reason: 'the address is empty' };
  if (CONTROL_OR_SPACE.test(address))
    return { ok: false, reason: 'the address contains spaces or control characters' };
  const parts = address.split('@');
  if (parts.length !== 2) return { ok: false, reason: 'the address must contain exactly one "@"' };
  const [local = '', rawDomain = ''] = parts;
  const localProblem = checkLocalPart(local);
  if (localProblem) return { ok: false, reason: localProblem };
  const domain = toAsciiDomain(rawDomain);
  if (domain === undefined) return { ok: false, reason: 'the domain is not a valid host name' };
  const domainProblem = checkDomain(domain);
  if (domainProblem) return { ok: false, reason: domainProblem };
  const result = `${local}@${domain}`;
  if (result.length > MAX_ADDRESS) return { ok: false, reason: 'the address is too long' };
  return { ok: true, address: result };
}

/** The part after `@` of an address that passed `checkEmailAddress`. */
export function emailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

function checkLocalPart(local: string): string | undefined {
  if (local.length === 0) return 'the part before "@" is empty';
  if (local.length > MAX_LOCAL) return 'the part before "@" is too long';
  const atoms = local.split('.');
  if (atoms.some((atom) => atom === '')) return 'the part before "@" has a misplaced dot';
  if (!atoms.every((atom) => LOCAL_ATOM.test(atom)))
    return 'the part before "@" has characters that are not allowed';
  return undefined;
}

function checkDomain(domain: string): string | undefined {
  const labels = domain.split('.');
  if (labels.length < 2) return 'the domain needs at least one dot';
  if (labels.some((label) => label.length === 0 || label.length > MAX_LABEL || !LABEL.test(label))) {
    return 'the domain is not a valid host name';
  }
  if (/^[0-9]+$/.test(labels[labels.length - 1] ?? '')) return 'the domain is not a valid host name';
  return undefined;
}

/** Internationalised domains become their ASCII (punycode) form; the URL parser is the one both sides have. */
function toAsciiDomain(domain: string): string | undefined {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain;
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}
