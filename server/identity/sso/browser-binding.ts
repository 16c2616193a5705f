/**
 * A single sign-on delivers its token only to the browser that finished it. Threat (login CSRF): the poll id
 * is known to whoever started the sign-in, and a redirect-mode return URL carries it in `challenges=`; an
 * attacker who signs in as themselves and sends that URL (or a bare `?challenges=[proxy]`) to a victim would
 * sign the victim's browser in as the attacker, and whatever the victim then reads or writes lands in the
 * attacker's account.
 *
 * The browser that started proves it at `POST /sso/resolve` with its PKCE verifier; that answer sets an
 * HttpOnly cookie naming the flow (a keyed hash of its id, useless elsewhere), and the poll hands the token out
 * only with it. A page on another allowed origin cannot hold our cookie (the SDK's requests carry none across
 * origins), so a poll that the browser marks cross-origin is accepted from the client address that resolved
 * instead; a same-origin poll (`Sec-Fetch-Site: same-origin`, set by the browser, not by the page) always needs
 * the cookie. A poll without either gets "pending" for a few seconds (a poll sent while the resolve's answer
 * was on its way), then `403 this sign-in was started in another browser…`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientSubjectOf, cookieValue } from '../api/request-info.ts';
import type { IdentityService } from '../service.ts';
import type { FlowRecord } from '../storage/types.ts';
import { readFlowState } from './flow-state.ts';

const SSO_BROWSER_COOKIE = 'docgen_sso';
/** How long an unbound poll of a finished sign-in waits for the cookie before it is refused. */
export const SSO_BINDING_SETTLE_MS = 5_000;

/** Who polls: what the poll route reads from the request. */
export interface Poller {
  cookieHeader: string | undefined;
  clientSubject: string;
  /** The browser says the poll comes from a page of the API's own origin. */
  sameOrigin: boolean;
}

export function pollerOf(service: IdentityService, request: FastifyRequest): Poller {
  return {
    cookieHeader: request.headers.cookie,
    clientSubject: clientSubjectOf(request, service.config.trustProxy),
    sameOrigin: request.headers['sec-fetch-site'] === 'same-origin',
  };
}

function bindingValue(service: IdentityService, flowId: string): string {
  return service.hasher.hash('sso_browser', flowId);
}

/** Gives the browser that resolved the flow its cookie, for the poll's path only. */
export function bindBrowser(service: IdentityService, reply: FastifyReply, flowId: string): void {
  const { apiUrl, publicUrl, linkTtlMs } = service.config;
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const path = `${new URL(apiUrl).pathname.replace(/\/$/, '')}/challenge`;
  reply.header(
    'set-cookie',
    `${SSO_BROWSER_COOKIE}=${bindingValue(service, flowId)}; Max-Age=${Math.ceil(linkTtlMs / 1000)}; Path=${path}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** Whether the poll comes from the browser that resolved this (finished) single sign-on flow. */
export async function pollerResolved(
  service: IdentityService,
  flow: FlowRecord,
  poller: Poller,
): Promise<boolean> {
  const value = cookieValue(poller.cookieHeader, SSO_BROWSER_COOKIE);
  const cookie = value === undefined ? undefined : Buffer.from(value);
  const expected = Buffer.from(bindingValue(service, flow.id));
  if (cookie && cookie.length === expected.length && timingSafeEqual(cookie, expected)) return true;
  if (poller.sameOrigin) return false;
  const state = await readFlowState(service, service.storage, flow.id);
  return state?.resolvedFrom !== undefined && state.resolvedFrom === poller.clientSubject;
}
