/**
 * Client-side checks of a handle and factor before any request, and the
 * factor as it is sent: `{method, options:{method, ...}}` with the passkey defaults filled in.
 */
import {
  isUnsupportedSsoEntry,
  UNSUPPORTED_SSO_METHOD,
  type Factor,
  type FactorMethod,
  type Handle,
} from '../../core/identity/handles.ts';
import { IdentityError } from './errors.ts';
import { storedCredentialIds } from './challenges/webauthn.ts';

const EMAIL_ONLY: FactorMethod[] = ['otp_via_email', 'email_link'];
const PHONE_ONLY: FactorMethod[] = ['otp_via_sms', 'sms_link'];
const SSO: FactorMethod[] = ['oidc', 'saml'];

const invalidMethod = (message: string) => new IdentityError('InvalidAuthenticationMethodError', message);

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export async function checkHandleAndFactor(handle: Handle | null | undefined, factor: Factor): Promise<void> {
  const { method } = factor;
  if (isUnsupportedSsoEntry(factor)) throw invalidMethod(UNSUPPORTED_SSO_METHOD);
  if (EMAIL_ONLY.includes(method) && handle?.type !== 'email_address') {
    throw invalidMethod(`"${method}" requires an email_address handle.`);
  }
  if (PHONE_ONLY.includes(method) && handle?.type !== 'phone_number') {
    throw invalidMethod(`"${method}" requires a phone_number handle.`);
  }
  if (SSO.includes(method) && handle) throw invalidMethod(`"${method}" must not be used with a handle.`);
  if (factor.options?.ux_mode === 'redirect' && !isHttpUrl(factor.options.redirect_target)) {
    throw invalidMethod('ux_mode "redirect" requires a redirect_target that is an http or https URL.');
  }
  if (
    SSO.includes(method) &&
    !['popup', 'redirect', undefined].includes(factor.options?.ux_mode as string | undefined)
  ) {
    throw invalidMethod(method === 'oidc' ? 'Unsupported OAuth ux_mode' : 'Unsupported SAML ux_mode');
  }
  if (method === 'webauthn') await checkWebAuthn(factor);
}

async function checkWebAuthn(factor: Factor): Promise<void> {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential === 'undefined') {
    throw invalidMethod('Passkeys need the browser WebAuthn API, which this browser does not have.');
  }
  if (factor.options?.attachment === 'platform') {
    const available = await window.PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().catch(
      () => false,
    );
    if (!available) throw invalidMethod('Platform passkeys need a user-verifying platform authenticator.');
  }
}

/** The factor as serialised on the wire. */
export function serialiseFactor(factor: Factor): Factor {
  const options: Record<string, unknown> = { ...(factor.options ?? {}) };
  if (factor.method === 'webauthn') {
    const scope = (options.scope as string | undefined) ?? location.hostname;
    Object.assign(options, {
      scope,
      available_credential_ids: options.available_credential_ids ?? storedCredentialIds(scope),
      attachment: options.attachment ?? 'any',
      user_verification: options.user_verification ?? 'preferred',
      resident_key: options.resident_key ?? 'preferred',
      attestation: options.attestation ?? 'none',
    });
  }
  if (SSO.includes(factor.method)) {
    options.ux_mode ??= 'popup';
    options.redirect_target ??= location.href;
  }
  for (const key of Object.keys(options)) if (typeof options[key] === 'function') delete options[key];
  return { method: factor.method, options: { ...options, method: factor.method } };
}
