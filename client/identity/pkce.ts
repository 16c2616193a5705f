/**
 * PKCE and CSRF values for single sign-on: the verifier is two random ids
 * concatenated, the challenge its SHA-256 in base64url; both values wait in localStorage until the return.
 */
import type { FlowApi } from './flow-api.ts';
import { STORAGE } from './storage-keys.ts';
import { IdentityError } from './errors.ts';
import { base64url } from '../../core/identity/base64url.ts';

export async function createPkceAndCsrf(): Promise<{ pkce_code_challenge: string; csrf_token: string }> {
  const verifier = `${crypto.randomUUID()}${crypto.randomUUID()}`;
  const csrf = crypto.randomUUID();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  localStorage.setItem(STORAGE.pkceVerifier, verifier);
  localStorage.setItem(STORAGE.csrfToken, csrf);
  return { pkce_code_challenge: base64url(new Uint8Array(digest)), csrf_token: csrf };
}

/** The query of a single-sign-on return: `sso_challenge_id`, `sso_code`, `csrf_token`. */
export async function resolveSsoReturn(
  api: FlowApi,
  oid: string | undefined,
  params: URLSearchParams,
): Promise<void> {
  const storedCsrf = localStorage.getItem(STORAGE.csrfToken);
  if (!storedCsrf) throw new IdentityError('InvalidActionError', 'no CSRF token stored');
  if (params.get('csrf_token') !== storedCsrf)
    throw new IdentityError('InvalidActionError', 'CSRF token mismatch');
  const verifier = localStorage.getItem(STORAGE.pkceVerifier);
  if (!verifier) throw new IdentityError('InvalidActionError', 'no PKCE code verifier stored');
  try {
    await api.ssoResolve(oid, {
      challenge_id: params.get('sso_challenge_id') ?? '',
      code: params.get('sso_code') ?? '',
      pkce_code_verifier: verifier,
    });
  } finally {
    localStorage.removeItem(STORAGE.csrfToken);
    localStorage.removeItem(STORAGE.pkceVerifier);
  }
}
