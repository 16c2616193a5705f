/**
 * Tickets bind a form to the reader it was shown to: the keyed hash of their person id and of what the form
 * decides. A form forged elsewhere, or shown to another reader, carries no matching ticket.
 */
import { timingSafeEqual } from 'node:crypto';

interface Hasher {
  hash(purpose: 'assistant_consent', secret: string): string;
}

export function consentTicket(hasher: Hasher, personId: string, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('\u0000');
  return hasher.hash('assistant_consent', `${personId}\u0000${canonical}`);
}

export function ticketMatches(
  hasher: Hasher,
  ticket: string,
  personId: string,
  fields: Record<string, string>,
): boolean {
  const expected = Buffer.from(consentTicket(hasher, personId, fields));
  const given = Buffer.from(ticket);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
