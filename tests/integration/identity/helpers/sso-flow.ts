/**
 * The browser's side of an `oidc` single sign-on through the API, for the flow tests: `POST /id/v2` with a
 * fresh PKCE pair and CSRF token, the provider's answer at our callback, `POST /sso/resolve` and the proxy
 * poll's token.
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { TokenClaims } from '../../../../core/identity/index.ts';
import { ORG_ID, type Harness } from './harness.ts';

export interface StartedSso {
  ssoId: string;
  authUrl: URL;
  pollId: string;
  verifier: string;
  csrf: string;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = `${crypto.randomUUID()}${crypto.randomUUID()}`;
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** `POST /id/v2` for an `oidc` factor with these options (popup mode unless they say otherwise). */
export function postOidcStart(
  h: Harness,
  options: Record<string, unknown>,
  metadata?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'POST',
    url: '/api/id/v2',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
    payload: {
      handle: null,
      factor: { method: 'oidc', options: { method: 'oidc', ux_mode: 'popup', ...options } },
      ...(metadata ? { metadata } : {}),
    },
  });
}

/** Starts a sign-in as the browser does, keeping what it keeps. */
export async function startSso(h: Harness, options: Record<string, unknown>): Promise<StartedSso> {
  const { verifier, challenge } = pkce();
  const csrf = crypto.randomUUID();
  const response = await postOidcStart(h, options, { csrf_token: csrf, pkce_code_challenge: challenge });
  expect(response.statusCode, response.body).toBe(200);
  const [oidc, proxy] = response.json().result;
  return {
    ssoId: oidc.id,
    authUrl: new URL(oidc.options.auth_code_url),
    pollId: proxy.options.challenge_id,
    verifier,
    csrf,
  };
}

/** The provider sends the browser to this URL (our callback). */
export function ssoCallback(h: Harness, url: URL): Promise<LightMyRequestResponse> {
  return h.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

export function ssoResolve(h: Harness, body: Record<string, string>): Promise<LightMyRequestResponse> {
  return h.inject({
    method: 'POST',
    url: '/api/sso/resolve',
    headers: { 'content-type': 'application/json', 'slashid-orgid': ORG_ID },
    payload: body,
  });
}

/** The `/sso/resolve` body the landing page of a callback's answer sends. */
export function resolveBody(back: LightMyRequestResponse, started: StartedSso): Record<string, string> {
  const landing = new URL(back.headers.location as string);
  return {
    challenge_id: landing.searchParams.get('sso_challenge_id') ?? '',
    code: landing.searchParams.get('sso_code') ?? '',
    pkce_code_verifier: started.verifier,
  };
}

/** From the callback's answer on: the landing page's checks, `/sso/resolve`, and the poll's token. */
export async function finishSso(
  h: Harness,
  started: StartedSso,
  back: LightMyRequestResponse,
): Promise<TokenClaims> {
  expect(back.statusCode, back.body).toBe(303);
  expect(new URL(back.headers.location as string).searchParams.get('csrf_token')).toBe(started.csrf);
  const resolved = await ssoResolve(h, resolveBody(back, started));
  expect(resolved.statusCode, resolved.body).toBe(200);
  expect(resolved.json()).toEqual({ result: {} });
  const polled = await h.poll(started.pollId);
  expect(polled.statusCode, polled.body).toBe(200);
  return decodeJwt(polled.json().result) as unknown as TokenClaims;
}
