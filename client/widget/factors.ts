/**
 * Which handle types each factor takes: e-mail for webauthn, otp_via_email, email_link,
 * password, totp; phone for otp_via_sms, sms_link, password; `allowedHandleTypes` restricts further.
 */
import { isUnsupportedSsoEntry, type HandleType } from '../../core/identity/handles.ts';
import type { TextKey } from './text/index.ts';
import type { FactorConfig } from './config.ts';

const BY_METHOD: Record<string, HandleType[]> = {
  webauthn: ['email_address'],
  otp_via_email: ['email_address'],
  email_link: ['email_address'],
  password: ['email_address', 'phone_number'],
  totp: ['email_address'],
  otp_via_sms: ['phone_number'],
  sms_link: ['phone_number'],
};

/**
 * A "Sign in with …" button: `oidc`, `saml`, or an entry given SSO options, a label or a logo whose method is
 * no reader method; signing in with that one answers "unsupported SSO method", never a handle form.
 */
export const isSso = (factor: FactorConfig): boolean =>
  factor.method === 'oidc' || factor.method === 'saml' || isUnsupportedSsoEntry(factor);

function handleTypesOf(factor: FactorConfig): HandleType[] {
  const types = BY_METHOD[factor.method] ?? [];
  const allowed = factor.allowedHandleTypes;
  if (!allowed) return types;
  const extra =
    factor.method === 'password' && allowed.includes('username') ? (['username'] as HandleType[]) : [];
  return [...types.filter((type) => allowed.includes(type)), ...extra];
}

/** Handle types the configured factors need, in a stable order (email, phone, username). */
export function availableHandleTypes(factors: readonly FactorConfig[]): HandleType[] {
  const types = new Set(factors.filter((f) => !isSso(f)).flatMap(handleTypesOf));
  return (['email_address', 'phone_number', 'username'] as HandleType[]).filter((type) => types.has(type));
}

export function factorsFor(type: HandleType, factors: readonly FactorConfig[]): FactorConfig[] {
  return factors.filter((factor) => !isSso(factor) && handleTypesOf(factor).includes(type));
}

const LABELS: Record<string, TextKey> = {
  webauthn: 'factor.webauthn',
  otp_via_sms: 'factor.otpViaSms',
  otp_via_email: 'factor.otpViaEmail',
  email_link: 'factor.emailLink',
  sms_link: 'factor.smsLink',
  password: 'factor.password',
};

export const factorLabelKey = (factor: FactorConfig): TextKey => LABELS[factor.method] ?? '';

export const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
  gitlab: 'GitLab',
  line: 'LINE',
  bitbucket: 'Bitbucket',
  azuread: 'Azure AD',
  okta: 'Okta',
  apple: 'Apple',
};

export function ssoLabel(factor: FactorConfig): string {
  if (factor.label) return factor.label;
  if (factor.method === 'saml') return 'SAML';
  const provider = String(factor.options?.provider ?? '');
  return PROVIDER_NAMES[provider] ?? provider;
}
