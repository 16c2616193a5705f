/**
 * The SDK's event emitter. Every flow gets an
 * id; an event emitted for a flow that is no longer the current one is dropped. The app writes back with
 * `publish` (a code, a password, or `flowCancelled`); the flow waits for those with `waitFor`.
 */
import { flowCancelled } from './errors.ts';

export const EVENT_NAMES = [
  'otpSmsSent',
  'otpCodeSent',
  'totpKeyGenerated',
  'totpCodeRequested',
  'otpIncorrectCodeSubmitted',
  'passwordSetReady',
  'passwordResetReady',
  'passwordVerifyReady',
  'invalidPasswordSubmitted',
  'incorrectPasswordSubmitted',
  'oauthFlowStarted',
  'oauthFlowFailed',
  'userAuthenticatedFromURL',
  'idFlowStarted',
  'idFlowSucceeded',
  'idFlowFailed',
  'recoveryFlowStarted',
  'recoveryFlowSucceeded',
  'recoveryFlowFailed',
  'webAuthnChallengeProcessed',
  'redirectUriDiscovered',
  'uiCustomizationReceived',
  'authnContextUpdateChallengeReceivedEvent',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

const PUBLISH_NAMES = ['otpCodeSubmitted', 'passwordSubmitted', 'flowCancelled'] as const;
export type PublishName = (typeof PUBLISH_NAMES)[number];

export type Handler = (payload: unknown) => void;

interface Waiter {
  name: PublishName;
  flowId: number;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

export class Emitter {
  private flowId = 0;
  private cancelled = new Set<number>();
  private readonly handlers = new Map<EventName, Set<Handler>>();
  private waiters: Waiter[] = [];

  /** Starts a new flow: events and waits of older flows end here. */
  startFlow(): number {
    this.rejectWaiters(() => true);
    this.flowId += 1;
    return this.flowId;
  }

  get currentFlow(): number {
    return this.flowId;
  }

  isCancelled(flowId: number): boolean {
    return this.cancelled.has(flowId) || flowId !== this.flowId;
  }

  subscribe(name: EventName, handler: Handler): () => void {
    if (!EVENT_NAMES.includes(name)) throw new Error(`Unsupported event name "${String(name)}".`);
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(name, set);
    return () => set.delete(handler);
  }

  /** Emits to subscribers unless `flowId` names a flow other than the current one. */
  emit(name: EventName, payload: unknown, flowId?: number): void {
    if (flowId !== undefined && flowId !== this.flowId) return;
    for (const handler of [...(this.handlers.get(name) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`An "${name}" event handler threw:`, error);
      }
    }
  }

  publish(name: PublishName, payload?: string): void {
    if (!PUBLISH_NAMES.includes(name)) throw new Error(`Unsupported event name "${String(name)}".`);
    if (name === 'flowCancelled') {
      this.cancelled.add(this.flowId);
      this.rejectWaiters((waiter) => waiter.flowId === this.flowId);
      return;
    }
    const ready = this.waiters.filter((waiter) => waiter.name === name && waiter.flowId === this.flowId);
    this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve(payload ?? '');
  }

  /** Resolves with the next published value of `name` for this flow; rejects when the flow is cancelled. */
  waitFor(name: PublishName, flowId: number): Promise<string> {
    if (this.isCancelled(flowId)) return Promise.reject(flowCancelled());
    return new Promise((resolve, reject) => this.waiters.push({ name, flowId, resolve, reject }));
  }

  private rejectWaiters(which: (waiter: Waiter) => boolean): void {
    const gone = this.waiters.filter(which);
    this.waiters = this.waiters.filter((waiter) => !gone.includes(waiter));
    for (const waiter of gone) waiter.reject(flowCancelled());
  }
}
