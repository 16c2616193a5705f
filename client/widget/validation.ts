/**
 * Field rules of the widget. A validator returns the text key of its
 * message, or undefined when the value is fine.
 */
import type { TextKey } from './text/index.ts';

export type Validator = (value: string) => TextKey | undefined;

/** A pragmatic RFC 5322 shape: dot-atom local part, a host with at least one dot. */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

const isValidEmail = (value: string): boolean => EMAIL.test(value.trim());

export const validateEmail: Validator = (value) =>
  value.trim() && isValidEmail(value) ? undefined : 'validationError.email';

export const validatePhone: Validator = (value) => (value.trim() ? undefined : 'validationError.phoneNumber');

export const validateUsername: Validator = (value) =>
  value.trim() && value.length <= 128 ? undefined : 'validationError.username';

/** Exactly 6 digits; a recovery code typed as text skips this check. */
export const OTP_LENGTH = 6;
export const validateOtp: Validator = (value) => (/^\d{6}$/.test(value) ? undefined : 'validationError.otp');

export const validatePasswordRequired: Validator = (value) =>
  value ? undefined : 'authenticating.setPassword.validation.required';

export const validatePasswordConfirmation =
  (password: () => string): Validator =>
  (value) =>
    !value
      ? 'authenticating.setPassword.validation.required'
      : value === password()
        ? undefined
        : 'authenticating.setPassword.validation.mismatch';
