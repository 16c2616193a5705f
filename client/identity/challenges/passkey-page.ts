/**
 * Passkey ceremonies for a scope that does not cover this page's host run in the SDK page (`sdkURL`), whose
 * host it covers (docs/identity-api.md, *Passkeys*): in a hidden frame where the browser lets a cross-origin
 * frame use a passkey (Chromium, for `get`), else in a window (a tab) opened for it. The page is pinged until
 * it answers, then asked once. Threat: another window or origin answering in its place, so requests go to the
 * SDK page's origin only, and only a message from that frame or window, on that origin, with the request's
 * id is read.
 */
import type { Challenge } from '../../../core/identity/challenges.ts';
import { SdkMessageType, type SdkReply, type SdkRequest } from '../../../core/identity/sdk-messages.ts';
import {
  FOCUS_POLL_MS,
  SDK_PAGE_ANSWER_MS,
  SDK_PAGE_PING_MS,
  UNFOCUSED_WINDOW_DELAY_MS,
} from '../constants.ts';
import { sleep } from '../transport.ts';

export interface PasskeyPageCeremony {
  kind: 'create' | 'get';
  challenge: Challenge;
  endpoints: { baseURL: string; sdkURL: string };
  /** Whether this page had focus when the ceremony began (see `waitForFocus`). */
  hadFocus: boolean;
}

interface RemotePage {
  window: Window;
  closed(): boolean;
  close(): void;
}

/** Resolves with the credential JSON of the ceremony the SDK page ran. */
export async function ceremonyInPasskeyPage(ceremony: PasskeyPageCeremony): Promise<Record<string, unknown>> {
  const { sdkURL } = ceremony.endpoints;
  const origin = new URL(sdkURL).origin;
  const page =
    ceremony.kind === 'get' && framesMayUsePasskeys()
      ? openFrame(sdkURL, origin)
      : await openWindow(sdkURL, ceremony.hadFocus);
  try {
    await exchange(page, origin, { type: SdkMessageType.ping, id: messageId() }, { repeat: true });
    const reply = await exchange(
      page,
      origin,
      {
        type: ceremony.kind === 'create' ? SdkMessageType.webauthnCreate : SdkMessageType.webauthnGet,
        id: messageId(),
        slashIDOptions: ceremony.endpoints,
        challenge: ceremony.challenge,
      },
      { repeat: false },
    );
    if (reply.error !== undefined && reply.error !== null) throw new Error(String(reply.error));
    const data = (reply.attestation as { data?: unknown } | null | undefined)?.data;
    if (typeof data !== 'object' || data === null) throw new Error('The passkey page sent no credential.');
    return data as Record<string, unknown>;
  } finally {
    page.close();
  }
}

/** Whether `event` is the answer of `page`, on `origin`, to the message `id`. */
export function isReplyFrom(event: MessageEvent, page: Window, origin: string, id: number): boolean {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    event.source === page &&
    typeof data === 'object' &&
    data !== null &&
    (data as { id?: unknown }).id === id
  );
}

/**
 * Resolves whether the page had focus. WebAuthn refuses a page without it, so until it has it the ceremony
 * waits. Focus events only fire when an element gets focus, so `document.hasFocus()` is polled.
 */
export async function waitForFocus(): Promise<boolean> {
  const hadFocus = document.hasFocus();
  while (!hadFocus && !document.hasFocus()) await sleep(FOCUS_POLL_MS);
  return hadFocus;
}

/**
 * Posts `message` until the page answers it: again every ping interval with `repeat` (a page still loading
 * drops it), else once. A closed window, or a page that never answers a ping, ends the wait.
 */
function exchange(
  page: RemotePage,
  origin: string,
  message: Extract<SdkRequest, { id: number }>,
  { repeat }: { repeat: boolean },
): Promise<SdkReply> {
  return new Promise((resolve, reject) => {
    let waited = 0;
    const stop = () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
    const fail = (reason: string) => {
      stop();
      reject(new Error(reason));
    };
    const onMessage = (event: MessageEvent) => {
      if (!isReplyFrom(event, page.window, origin, message.id)) return;
      stop();
      resolve(event.data as SdkReply);
    };
    const timer = setInterval(() => {
      waited += SDK_PAGE_PING_MS;
      if (page.closed()) return fail('The passkey window was closed.');
      if (!repeat) return;
      if (waited >= SDK_PAGE_ANSWER_MS) return fail(`The passkey page at ${origin} did not answer.`);
      page.window.postMessage(message, origin);
    }, SDK_PAGE_PING_MS);
    window.addEventListener('message', onMessage);
    page.window.postMessage(message, origin);
  });
}

/**
 * Chromium, the one browser with `document.featurePolicy`, lets a cross-origin frame that was allowed
 * `publickey-credentials-get` ask for a passkey without a click inside it; elsewhere a window is dependable.
 */
function framesMayUsePasskeys(): boolean {
  const policy = (document as Document & { featurePolicy?: { features(): string[] } }).featurePolicy;
  return policy?.features().includes('publickey-credentials-get') ?? false;
}

function openFrame(sdkURL: string, origin: string): RemotePage {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('allow', `publickey-credentials-get ${origin}`);
  frame.src = sdkURL;
  document.body.append(frame);
  const remote = frame.contentWindow;
  if (!remote) throw new Error('The passkey frame could not be created.');
  return { window: remote, closed: () => !frame.isConnected, close: () => frame.remove() };
}

async function openWindow(sdkURL: string, hadFocus: boolean): Promise<RemotePage> {
  if (!hadFocus) await sleep(UNFOCUSED_WINDOW_DELAY_MS);
  // No name and no features: a tab, where the browser shows the passkey prompt under the SDK page's address.
  const opened = window.open(sdkURL);
  if (!opened) throw new Error('The browser blocked the passkey window.');
  return { window: opened, closed: () => opened.closed, close: () => opened.close() };
}

function messageId(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}
