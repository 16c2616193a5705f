/** The handle of a password flow: an e-mail address or a phone number, normalised. */
import { checkEmailAddress, checkPhoneNumber, type Handle } from '../../../core/identity/index.ts';
import { Failures } from '../errors.ts';

export function passwordHandle(given: Handle | null): Handle {
  if (given?.type === 'email_address') {
    const checked = checkEmailAddress(given.value);
    if (!checked.ok) throw Failures.malformedEmail(checked.reason);
    return { type: 'email_address', value: checked.address };
  }
  if (given?.type === 'phone_number') {
    const checked = checkPhoneNumber(given.value);
    if (!checked.ok) throw Failures.malformedPhone(checked.reason);
    return { type: 'phone_number', value: checked.number };
  }
  throw Failures.unsupportedHandle('password', 'email_address or phone_number');
}
