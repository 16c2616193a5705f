// @vitest-environment jsdom
/**
 * The client's side of the SDK page's passkey ceremonies: which window it asks, whose answers it reads, and
 * how it gives up. The SDK page is a fake that answers like sdk.html; the real exchange runs in Chromium
 * in tests/e2e/sign-in-passkey-scope.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ceremonyInPasskeyPage,
  isReplyFrom,
  waitForFocus,
  type PasskeyPageCeremony,
} from '../../../../../client/identity/challenges/passkey-page.ts';
import { SdkMessageType } from '../../../../../core/identity/sdk-messages.ts';

const SDK_ORIGIN = 'https://id.acme.test';
const SDK_URL = `${SDK_ORIGIN}/api/sdk.html`;
const CREDENTIAL = { id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: {} };

const ceremony = (kind: 'create' | 'get' = 'create'): PasskeyPageCeremony => ({
  kind,
  challenge: { id: 'ch-1', type: `webauthn_${kind}`, authentication_method: 'webauthn', options: {} },
  endpoints: { baseURL: 'https://docs.other.test/api', sdkURL: SDK_URL },
  hadFocus: true,
});

interface Posted {
  message: { type: number; id: number } & Record<string, unknown>;
  targetOrigin: string;
}

/**
 * The SDK page as sdk.html answers, deaf to the first pings (still loading). `respond` answers a message posted
 * to it as `source`; `page` is a window showing it.
 */
function sdkPage(answer: (request: Posted['message']) => Record<string, unknown>) {
  const posted: Posted[] = [];
  const respond = (source: unknown, message: Posted['message'], targetOrigin: string) => {
    posted.push({ message, targetOrigin });
    const pings = posted.filter((p) => p.message.type === SdkMessageType.ping).length;
    if (message.type === SdkMessageType.ping && pings < 3) return;
    const data = message.type === SdkMessageType.ping ? { id: message.id } : answer(message);
    queueMicrotask(() => reply(source, data));
  };
  const page = {
    closed: false,
    close: vi.fn(() => {
      page.closed = true;
    }),
    postMessage: (message: Posted['message'], targetOrigin: string) => respond(page, message, targetOrigin),
  };
  return { page, posted, respond };
}

function reply(source: unknown, data: unknown, origin = SDK_ORIGIN): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as never }));
}

const attestation = (request: Posted['message']) => ({
  id: request.id,
  attestation: { challenge_id: 'ch-1', challenge_type: 'webauthn_create', data: CREDENTIAL },
  error: undefined,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('whose answer is read', () => {
  const page = {} as Window;
  const event = (data: unknown, origin = SDK_ORIGIN, source: unknown = page) =>
    new MessageEvent('message', { data, origin, source: source as never });

  it('only that page’s, on the SDK page’s origin, to that message', () => {
    expect(isReplyFrom(event({ id: 7 }), page, SDK_ORIGIN, 7)).toBe(true);
    expect(isReplyFrom(event({ id: 7 }, 'https://evil.test'), page, SDK_ORIGIN, 7)).toBe(false);
    expect(isReplyFrom(event({ id: 7 }, SDK_ORIGIN, {}), page, SDK_ORIGIN, 7)).toBe(false);
    expect(isReplyFrom(event({ id: 8 }), page, SDK_ORIGIN, 7)).toBe(false);
    expect(isReplyFrom(event(null), page, SDK_ORIGIN, 7)).toBe(false);
    expect(isReplyFrom(event('7'), page, SDK_ORIGIN, 7)).toBe(false);
  });
});

describe('waiting for focus before a ceremony', () => {
  it('goes on at once on a focused page, else polls every 50 ms until the page has focus, and says which', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await expect(waitForFocus()).resolves.toBe(true);

    hasFocus.mockReturnValue(false);
    let waited: boolean | undefined;
    void waitForFocus().then((hadFocus) => (waited = hadFocus));
    await vi.advanceTimersByTimeAsync(500);
    expect(waited).toBeUndefined();
    const checks = hasFocus.mock.calls.length;
    hasFocus.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(50);
    expect(waited).toBe(false);
    expect(hasFocus.mock.calls.length).toBe(checks + 1);
  });
});

describe('a ceremony in the SDK page’s window', () => {
  it('pings the SDK page every 50 ms until it answers, then asks once, to its origin only', async () => {
    const sdk = sdkPage(attestation);
    const open = vi.spyOn(window, 'open').mockReturnValue(sdk.page as never);
    const result = ceremonyInPasskeyPage(ceremony());
    await vi.advanceTimersByTimeAsync(100);

    await expect(result).resolves.toEqual(CREDENTIAL);
    expect(open).toHaveBeenCalledWith(SDK_URL);
    expect(sdk.posted.map((p) => p.message.type)).toEqual([2, 2, 2, 3]);
    expect(new Set(sdk.posted.map((p) => p.targetOrigin))).toEqual(new Set([SDK_ORIGIN]));
    expect(sdk.posted[3]!.message).toMatchObject({
      slashIDOptions: ceremony().endpoints,
      challenge: ceremony().challenge,
    });
    expect(sdk.page.close).toHaveBeenCalled();
  });

  it('ignores answers forged by another origin or another window', async () => {
    const forged = { id: 0, attestation: { data: { id: 'forged' } }, error: undefined };
    const sdk = sdkPage((request) => {
      forged.id = request.id;
      reply(sdk.page, forged, 'https://evil.test');
      reply({ postMessage() {} }, forged);
      return attestation(request);
    });
    vi.spyOn(window, 'open').mockReturnValue(sdk.page as never);
    const result = ceremonyInPasskeyPage(ceremony());
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual(CREDENTIAL);
  });

  it('fails with the SDK page’s error, a closed window, a blocked window, or a page that never answers', async () => {
    const refused = sdkPage((request) => ({
      id: request.id,
      attestation: null,
      error: 'NotAllowedError: no',
    }));
    vi.spyOn(window, 'open').mockReturnValueOnce(refused.page as never);
    const failed = expect(ceremonyInPasskeyPage(ceremony())).rejects.toThrow('NotAllowedError: no');
    await vi.advanceTimersByTimeAsync(100);
    await failed;

    const closed = sdkPage(() => ({}));
    vi.spyOn(window, 'open').mockReturnValueOnce(closed.page as never);
    const abandoned = expect(ceremonyInPasskeyPage(ceremony())).rejects.toThrow(
      'The passkey window was closed.',
    );
    await vi.advanceTimersByTimeAsync(100);
    closed.page.close();
    await vi.advanceTimersByTimeAsync(50);
    await abandoned;

    vi.spyOn(window, 'open').mockReturnValueOnce(null);
    await expect(ceremonyInPasskeyPage(ceremony())).rejects.toThrow(
      'The browser blocked the passkey window.',
    );

    const deaf = { closed: false, close: vi.fn(), postMessage: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValueOnce(deaf as never);
    const silent = expect(ceremonyInPasskeyPage(ceremony())).rejects.toThrow(
      `The passkey page at ${SDK_ORIGIN} did not answer.`,
    );
    await vi.advanceTimersByTimeAsync(30_000);
    await silent;
    expect(deaf.close).toHaveBeenCalled();
  });

  it('waits a moment before opening the window when the page had no focus', async () => {
    const sdk = sdkPage(attestation);
    const open = vi.spyOn(window, 'open').mockReturnValue(sdk.page as never);
    const result = ceremonyInPasskeyPage({ ...ceremony(), hadFocus: false });
    await vi.advanceTimersByTimeAsync(199);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(101);
    expect(open).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual(CREDENTIAL);
  });
});

describe('a ceremony in the hidden frame', () => {
  it('is how Chromium signs in: a hidden frame allowed to get passkeys for the SDK page’s origin, removed after', async () => {
    Object.defineProperty(document, 'featurePolicy', {
      configurable: true,
      value: { features: () => ['publickey-credentials-get'] },
    });
    const open = vi.spyOn(window, 'open');
    const sdk = sdkPage(attestation);
    const frames: HTMLIFrameElement[] = [];
    const append = document.body.append.bind(document.body);
    vi.spyOn(document.body, 'append').mockImplementation((node) => {
      const frame = node as HTMLIFrameElement;
      append(frame);
      frames.push(frame);
      // jsdom loads nothing into the frame: its window answers as the SDK page would.
      const framed = frame.contentWindow!;
      vi.spyOn(framed, 'postMessage').mockImplementation(((
        message: Posted['message'],
        targetOrigin: string,
      ) => sdk.respond(framed, message, targetOrigin)) as never);
    });
    try {
      const result = ceremonyInPasskeyPage(ceremony('get'));
      await vi.advanceTimersByTimeAsync(100);
      await expect(result).resolves.toEqual(CREDENTIAL);
    } finally {
      delete (document as { featurePolicy?: unknown }).featurePolicy;
    }
    expect(sdk.posted.map((p) => [p.message.type, p.targetOrigin])).toEqual([
      [2, SDK_ORIGIN],
      [2, SDK_ORIGIN],
      [2, SDK_ORIGIN],
      [4, SDK_ORIGIN],
    ]);
    expect(open).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    expect(frames[0]!.hidden).toBe(true);
    expect(frames[0]!.getAttribute('allow')).toBe(`publickey-credentials-get ${SDK_ORIGIN}`);
    expect(frames[0]!.src).toBe(SDK_URL);
    expect(frames[0]!.isConnected).toBe(false);
  });
});
