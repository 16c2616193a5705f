/** Fixed numbers and names of the identity SDK. */

/** Sent as `SlashID-SdkVersion` on the calls `docs/identity-api.md` lists under "Transport". */
export const SDK_VERSION = '3.24.0';

export const HEADER = {
  sdkVersion: 'SlashID-SdkVersion',
  orgId: 'SlashID-OrgID',
  retryCount: 'SlashID-SdkRetryCount',
  correlationId: 'SlashID-Correlation-ID',
} as const;

/** Network failures are retried at most this many times, after 500 ms × 2^n. */
export const MAX_RETRIES = 5;
export const RETRY_BASE_MS = 500;

/** A `proxy` challenge is polled this often until it yields a token. */
export const PROXY_POLL_MS = 1000;

/** OIDC/SAML popup size. */
export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 600;

/** Analytics carries at most this much of the user agent. */
export const USER_AGENT_MAX = 500;

export const ENVIRONMENTS = {
  production: { baseURL: 'https://api.slashid.com', sdkURL: 'https://cdn.slashid.com/sdk.html' },
  sandbox: { baseURL: 'https://api.sandbox.slashid.com', sdkURL: 'https://cdn.sandbox.slashid.com/sdk.html' },
} as const;
