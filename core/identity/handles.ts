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

/** The single sign-on methods; any other method named where a single sign-on entry is meant is unsupported. */
const SSO_METHODS = ['oidc', 'saml'] as const;
export const UNSUPPORTED_SSO_METHOD = 'unsupported SSO method';
/** Options only a single sign-on factor carries: a factor with one of them is a single sign-on entry. */
const SSO_OPTIONS = ['provider', 'client_id', 'provider_credentials_id', 'ux_mode'];

/**
 * Whether a factor is meant as a single sign-on entry (a "Sign in with …" button): an SSO method, or any
 * method given SSO options, a button label or a logo.
 */
export function isSsoEntry(factor: {
  method: string;
  options?: Readonly<Record<string, unknown>> | null | undefined;
  label?: string | undefined;
  logo?: string | undefined;
}): boolean {
  if ((SSO_METHODS as readonly string[]).includes(factor.method)) return true;
  if (factor.label !== undefined || factor.logo !== undefined) return true;
  return SSO_OPTIONS.some((name) => factor.options?.[name] !== undefined);
}

/** A single sign-on entry whose method is no reader method (neither `oidc`, `saml` nor a handle method). */
export function isUnsupportedSsoEntry(factor: Parameters<typeof isSsoEntry>[0]): boolean {
  return !(READER_FACTOR_METHODS as readonly string[]).includes(factor.method) && isSsoEntry(factor);
}
