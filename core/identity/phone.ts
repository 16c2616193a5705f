/**
 * Phone number checks shared by the widget and the server (the submitted value is the dial
 * code followed by the number). Numbers are normalised to E.164, `+` then 7 to 15 digits with no leading
 * zero, which is what an SMS provider takes.
 *
 * Threats: look-alike input (full-width digits, so NFKC first), injection into a provider request or a
 * log line (only digits survive), and ambiguity (a number without its country code could reach someone
 * else, so it is refused rather than guessed). Common separators people type are dropped. The reason never
 * echoes the input.
 */

export type PhoneCheck = { ok: true; number: string } | { ok: false; reason: string };

const MAX_INPUT = 64;
const SEPARATORS = /[\s\-.()/\u00a0]/gu;
const E164 = /^\+[1-9][0-9]{6,14}$/;

export function checkPhoneNumber(input: unknown): PhoneCheck {
  if (typeof input !== 'string') return { ok: false, reason: 'the number must be a string' };
  if (input.length > MAX_INPUT) return { ok: false, reason: 'the number is too long' };
  let number = input.normalize('NFKC').trim().replace(SEPARATORS, '');
  if (number === '') return { ok: false, reason: 'the number is empty' };
  // "00" is the international call prefix in most countries: 0044… means +44….
  if (number.startsWith('00')) number = `+${number.slice(2)}`;
  if (!number.startsWith('+'))
    return { ok: false, reason: 'the number must start with + and the country dial code' };
  if (!/^\+[0-9]+$/.test(number)) return { ok: false, reason: 'the number may contain only digits after +' };
  if (!E164.test(number))
    return { ok: false, reason: 'the number must have 7 to 15 digits after + and no leading zero' };
  return { ok: true, number };
}
