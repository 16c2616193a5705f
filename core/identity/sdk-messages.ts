/**
 * The postMessage protocol between the SDK and the page at `sdkURL`. Messages are plain
 * objects matched by their numeric random `id`; replies go to `window.parent` or `window.opener`.
 */

export const SdkMessageType = {
  getItem: 0,
  setItem: 1,
  ping: 2,
  webauthnCreate: 3,
  webauthnGet: 4,
  ssoResult: 5,
} as const;
export type SdkMessageType = (typeof SdkMessageType)[keyof typeof SdkMessageType];

export type SdkRequest =
  | { type: 0; id: number; key: string }
  | { type: 1; id: number; key: string; value: string }
  | { type: 2; id: number }
  | { type: 3 | 4; id: number; slashIDOptions: { baseURL: string; sdkURL: string }; challenge: unknown }
  | { type: 5; urlParams: string };

export interface SdkReply {
  id: number;
  value?: string | null;
  attestation?: unknown;
  error: string | undefined;
}
