/** Handles and factors as the identity API serialises them. */

export const HANDLE_TYPES = ['email_address', 'phone_number', 'username'] as const;
export type HandleType = (typeof HANDLE_TYPES)[number];

export interface Handle {
  type: HandleType;
  value: string;
}

/** The factor methods a reader can pick in the sign-in form (and a site can offer in its config). */
export const READER_FACTOR_METHODS = [
  'webauthn',
  'otp_via_email',
  'email_link',
  'password',
  'totp',
  'otp_via_sms',
  'sms_link',
  'oidc',
  'saml',
] as const;

/** Every factor method the API knows; which ones a server implements is its own business. */
export const FACTOR_METHODS = [
  ...READER_FACTOR_METHODS,
  'api',
  'direct_id',
  'impersonate',
  'anonymous',
] as const;
export type FactorMethod = (typeof FACTOR_METHODS)[number];

/** `{method, options:{method, ...}}`: the SDK always copies `method` into `options`. */
export interface Factor {
  method: FactorMethod;
  options?: { method?: FactorMethod; [key: string]: unknown };
}

export function isHandleType(value: unknown): value is HandleType {
  return typeof value === 'string' && (HANDLE_TYPES as readonly string[]).includes(value);
}

export function isFactorMethod(value: unknown): value is FactorMethod {
  return typeof value === 'string' && (FACTOR_METHODS as readonly string[]).includes(value);
}
