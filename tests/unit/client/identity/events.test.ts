import { describe, expect, it, vi } from 'vitest';
import { EVENT_NAMES, Emitter } from '../../../../client/identity/events.ts';

describe('the SDK event emitter', () => {
  it('knows every event name', () => {
    const spec = [
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
    ];
    expect(EVENT_NAMES).toEqual(expect.arrayContaining(spec));
  });

  it('rejects unknown names', () => {
    const emitter = new Emitter();
    expect(() => emitter.subscribe('nope' as never, () => undefined)).toThrow('Unsupported event name');
    expect(() => emitter.publish('nope' as never)).toThrow('Unsupported event name');
  });

  it("drops events of another flow's id", () => {
    const emitter = new Emitter();
    const handler = vi.fn();
    emitter.subscribe('otpCodeSent', handler);
    const first = emitter.startFlow();
    emitter.emit('otpCodeSent', 1, first);
    const second = emitter.startFlow();
    emitter.emit('otpCodeSent', 2, first);
    emitter.emit('otpCodeSent', 3, second);
    expect(handler.mock.calls.map(([value]) => value)).toEqual([1, 3]);
  });

  it('delivers published values to the waiting flow and cancels it on flowCancelled', async () => {
    const emitter = new Emitter();
    const flow = emitter.startFlow();
    const code = emitter.waitFor('otpCodeSubmitted', flow);
    emitter.publish('otpCodeSubmitted', '123456');
    await expect(code).resolves.toBe('123456');
    const next = emitter.waitFor('passwordSubmitted', flow);
    emitter.publish('flowCancelled');
    await expect(next).rejects.toMatchObject({ name: 'FlowCancelledError' });
    await expect(emitter.waitFor('passwordSubmitted', flow)).rejects.toMatchObject({
      name: 'FlowCancelledError',
    });
  });

  it('ends the waits of an older flow when a new one starts', async () => {
    const emitter = new Emitter();
    const wait = emitter.waitFor('otpCodeSubmitted', emitter.startFlow());
    emitter.startFlow();
    await expect(wait).rejects.toMatchObject({ name: 'FlowCancelledError' });
  });
});
