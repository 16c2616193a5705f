/**
 * Analytics events: fire-and-forget `POST /actions/sdk`, keep-alive except in
 * Firefox and Deno, a correlation id kept per browser session. Failures are only logged. Nothing is sent
 * once the reader refused analytics in this browser, nor before they allowed it where the site asks first.
 */
import { analyticsAllowed } from '../../core/identity/consent.ts';
import { credentialFreeJson } from '../../core/identity/link-params.ts';
import { USER_AGENT_MAX } from './constants.ts';
import { readLocalConsent } from './local-consent.ts';
import { STORAGE } from './storage-keys.ts';

type AnalyticsEventName =
  | 'SlashIDSDKLoaded_v1'
  | 'PersonIdentified_v1'
  | 'AuthenticationSucceeded_v1'
  | 'AuthenticationFailed_v1'
  | 'PersonLoggedOut_v1'
  | 'VirtualPageLoaded_v1';

export interface Analytics {
  track(name: AnalyticsEventName, data?: Record<string, unknown>): void;
}

function correlationId(): string {
  try {
    const stored = sessionStorage.getItem(STORAGE.correlationId);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(STORAGE.correlationId, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

export function keepAliveSupported(userAgent: string): boolean {
  return !/firefox/i.test(userAgent) && typeof (globalThis as { Deno?: unknown }).Deno === 'undefined';
}

export function createAnalytics(params: {
  baseURL: string;
  oid: string | undefined;
  enabled: boolean;
  /** The site asks for privacy consent before collecting analytics. */
  consentRequired: boolean;
  fetch: typeof fetch;
}): Analytics {
  if (!params.enabled) return { track: () => undefined };
  return {
    track(name, data = {}) {
      if (!analyticsAllowed(readLocalConsent(), params.consentRequired)) return;
      const userAgent = (typeof navigator === 'undefined' ? '' : navigator.userAgent).slice(
        0,
        USER_AGENT_MAX,
      );
      const body = {
        organization_id: params.oid,
        analytics_correlation_id: correlationId(),
        window_location: typeof location === 'undefined' ? '' : location.href,
        user_agent: userAgent,
        event_data: { event_name: name, ...data },
      };
      params
        .fetch(`${params.baseURL}/actions/sdk`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          // A sign-in link's page (or a return carrying one in `next=`) would otherwise send its live nonce
          // (`?challenges=`) to the event store: every URL in the event loses its credentials, at any depth.
          body: credentialFreeJson(body),
          keepalive: keepAliveSupported(userAgent),
        })
        .catch((error: unknown) => console.warn('Could not send an analytics event.', error));
    },
  };
}
