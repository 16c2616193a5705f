/**
 * The country list of the telephone input: entries with name, dial code, code and flag; the five preferred
 * countries first; search by code, name or dial code; a full number split back into country and number.
 */
import { COUNTRY_DATA, PREFERRED_CODES } from './data.ts';

export interface Country {
  name: string;
  dial_code: string;
  code: string;
  flag: string;
  preferred?: boolean;
}

/** The emoji flag of a two-letter code: two regional-indicator symbols. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

const preferredSet = new Set<string>(PREFERRED_CODES);

function toCountry([name, dialCode, code]: readonly [string, string, string]): Country {
  const country: Country = { name, dial_code: dialCode, code, flag: flagOf(code) };
  if (preferredSet.has(code)) country.preferred = true;
  return country;
}

const ALL = COUNTRY_DATA.map(toCountry);
const PREFERRED = PREFERRED_CODES.map((code) => ALL.find((c) => c.code === code) as Country);

/** Preferred countries first (in their order), then every other one alphabetically. */
export const COUNTRIES: readonly Country[] = [...PREFERRED, ...ALL.filter((c) => !c.preferred)];

export function findCountry(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** Dial codes match exactly (preferring a preferred country); names and codes match case-insensitively. */
export function searchCountries(query: string): Country[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...COUNTRIES];
  const dial = q.startsWith('+') ? q : /^\d+$/.test(q) ? `+${q}` : undefined;
  if (dial) {
    const exact = COUNTRIES.filter((country) => country.dial_code === dial);
    return exact.sort((a, b) => Number(Boolean(b.preferred)) - Number(Boolean(a.preferred)));
  }
  return COUNTRIES.filter((c) => c.code.toLowerCase() === q || c.name.toLowerCase().includes(q)).sort(
    (a, b) => Number(b.code.toLowerCase() === q) - Number(a.code.toLowerCase() === q),
  );
}

/** Splits `+<dial code><number>` at the longest known dial code; a preferred country wins ties. */
export function parsePhoneNumber(value: string): { country: Country; number: string } | undefined {
  const compact = value.replace(/[\s()-]/g, '');
  if (!compact.startsWith('+')) return undefined;
  for (let length = Math.min(5, compact.length); length >= 2; length--) {
    const [country] = searchCountries(compact.slice(0, length));
    if (country) return { country, number: compact.slice(length) };
  }
  return undefined;
}
