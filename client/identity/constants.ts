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

/** The SDK page, in a frame or window still loading, is pinged this often until it answers. */
export const SDK_PAGE_PING_MS = 50;

/** An SDK page that answers no ping for this long (a wrong `sdkURL`, a frame the site's CSP refused) fails the ceremony. */
export const SDK_PAGE_ANSWER_MS = 30_000;

/** WebAuthn needs the page focused: before a ceremony, focus is checked this often until the page has it. */
export const FOCUS_POLL_MS = 50;

/** Chromium gives no focus to a window opened at once by a page that only just got focus back. */
export const UNFOCUSED_WINDOW_DELAY_MS = 200;

/** Analytics carries at most this much of the user agent. */
export const USER_AGENT_MAX = 500;

export const ENVIRONMENTS = {
  production: { baseURL: 'https://api.slashid.com', sdkURL: 'https://cdn.slashid.com/sdk.html' },
  sandbox: { baseURL: 'https://api.sandbox.slashid.com', sdkURL: 'https://cdn.sandbox.slashid.com/sdk.html' },
} as const;
