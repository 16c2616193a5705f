/**
 * Who may sign in (`signIn.registration`): anyone (open, the default), addresses in listed domains, or only
 * persons an operator added (`docgen users add`). Persons already stored may always sign in.
 *
 * Enumeration: the domain rule depends only on the address's domain, so its refusal (403 "self-registration
 * not allowed…") tells nothing about who is registered. Invite-only cannot refuse without telling, so it
 * answers exactly as for a registered address and e-mails a notice instead of a link.
 */
import { emailDomain } from '../../../core/identity/index.ts';

export type RegistrationPolicy =
  { mode: 'open' } | { mode: 'domains'; domains: string[] } | { mode: 'invite' };

/** `allowed`: send a link; `refused`: answer 403; `notice`: answer as usual, but e-mail that there is no access. */
export type RegistrationDecision = 'allowed' | 'refused' | 'notice';

export function decideRegistration(
  policy: RegistrationPolicy,
  address: string,
  registered: boolean,
): RegistrationDecision {
  if (registered || policy.mode === 'open') return 'allowed';
  if (policy.mode === 'invite') return 'notice';
  return domainAllowed(policy.domains, address) ? 'allowed' : 'refused';
}

/** May a person be created for this address when a sign-in completes? */
export function mayCreatePerson(policy: RegistrationPolicy, address: string): boolean {
  return decideRegistration(policy, address, false) === 'allowed';
}

function domainAllowed(domains: string[], address: string): boolean {
  const domain = emailDomain(address);
  return domains.some((allowed) => allowed.trim().toLowerCase().replace(/^@/, '') === domain);
}
