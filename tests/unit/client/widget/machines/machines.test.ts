import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  INITIAL_FLOW,
  type FlowState,
  type LoginConfig,
} from '../../../../../client/widget/machines/flow.ts';
import {
  otpReducer,
  passwordReducer,
  totpReducer,
} from '../../../../../client/widget/machines/sub-states.ts';

const email: LoginConfig = {
  handle: { type: 'email_address', value: 'a@b.co' },
  factor: { method: 'email_link' },
};
const totp: LoginConfig = { handle: { type: 'email_address', value: 'a@b.co' }, factor: { method: 'totp' } };
const authenticating = (config = email, attempt = 1): FlowState => ({
  status: 'authenticating',
  config,
  attempt,
});
const boom = new Error('boom');

describe('widget login flow', () => {
  it('logIn moves initial to authenticating with attempt 1', () => {
    expect(flowReducer(INITIAL_FLOW, { type: 'logIn', config: email })).toEqual(authenticating());
  });

  it('retry moves to authenticating with the attempt count plus one, from authenticating or error', () => {
    expect(flowReducer(authenticating(email, 2), { type: 'retry' })).toEqual(authenticating(email, 3));
    expect(
      flowReducer({ status: 'error', config: email, attempt: 1, error: boom }, { type: 'retry' }),
    ).toEqual(authenticating(email, 2));
    expect(flowReducer(INITIAL_FLOW, { type: 'retry' })).toBe(INITIAL_FLOW);
  });

  it('cancel returns to initial from anywhere', () => {
    for (const state of [
      authenticating(),
      { status: 'error', config: email, attempt: 1, error: boom } as FlowState,
      { status: 'success', config: email } as FlowState,
    ]) {
      expect(flowReducer(state, { type: 'cancel' })).toEqual(INITIAL_FLOW);
    }
  });

  it('accepts a login error only while authenticating', () => {
    expect(flowReducer(authenticating(), { type: 'error', error: boom })).toEqual({
      status: 'error',
      config: email,
      attempt: 1,
      error: boom,
    });
    expect(flowReducer(INITIAL_FLOW, { type: 'error', error: boom })).toBe(INITIAL_FLOW);
    const success: FlowState = { status: 'success', config: email };
    expect(flowReducer(success, { type: 'error', error: boom })).toBe(success);
  });

  it('success leads to success, or to storeRecoveryCodes for a TOTP login with codes, then success', () => {
    expect(flowReducer(authenticating(), { type: 'success', recoveryCodes: ['x'] })).toEqual({
      status: 'success',
      config: email,
    });
    expect(flowReducer(authenticating(totp), { type: 'success', recoveryCodes: [] })).toEqual({
      status: 'success',
      config: totp,
    });
    const codes = flowReducer(authenticating(totp), { type: 'success', recoveryCodes: ['a', 'b'] });
    expect(codes).toEqual({ status: 'storeRecoveryCodes', config: totp, recoveryCodes: ['a', 'b'] });
    expect(flowReducer(codes, { type: 'confirmRecoveryCodes' })).toEqual({ status: 'success', config: totp });
  });
});

describe('OTP sub-states', () => {
  it('initial → input on otpCodeSent → submitting → input with the error on a wrong code', () => {
    const input = otpReducer({ status: 'initial' }, { type: 'otpCodeSent' });
    expect(input).toEqual({ status: 'input' });
    const submitting = otpReducer(input, { type: 'submit' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(otpReducer(submitting, { type: 'otpIncorrectCodeSubmitted' })).toEqual({
      status: 'input',
      error: 'authenticating.otpInput.submit.error',
    });
    expect(otpReducer({ status: 'initial' }, { type: 'submit' })).toEqual({ status: 'initial' });
  });
});

describe('password sub-states', () => {
  it('setPassword on passwordSetReady, verifyPassword on passwordVerifyReady, submitting on submit', () => {
    expect(passwordReducer({ status: 'initial' }, { type: 'passwordSetReady' })).toEqual({
      status: 'setPassword',
      error: undefined,
    });
    const verify = passwordReducer({ status: 'initial' }, { type: 'passwordVerifyReady' });
    expect(verify).toEqual({ status: 'verifyPassword', error: undefined });
    expect(passwordReducer(verify, { type: 'submit' })).toEqual({
      status: 'submitting',
      mode: 'verifyPassword',
    });
  });

  it('a wrong password returns to verify with "incorrect"; the re-prompt keeps the error', () => {
    const wrong = passwordReducer(
      { status: 'submitting', mode: 'verifyPassword' },
      { type: 'incorrectPasswordSubmitted' },
    );
    expect(wrong).toEqual({
      status: 'verifyPassword',
      error: { key: 'authenticating.setPassword.validation.incorrect' },
    });
    expect(passwordReducer(wrong, { type: 'passwordVerifyReady' })).toBe(wrong);
  });

  it('an invalid new password shows the first failed rule', () => {
    const rule = {
      type: 'regex' as const,
      name: 'length',
      regexp: '^.{8,}$',
      matchType: 'must_match' as const,
    };
    const invalid = passwordReducer(
      { status: 'submitting', mode: 'setPassword' },
      { type: 'invalidPasswordSubmitted', failedRules: [rule] },
    );
    expect(invalid).toEqual({
      status: 'setPassword',
      error: { key: 'authenticating.setPassword.validation.length', failedRule: rule },
    });
    expect(passwordReducer(invalid, { type: 'passwordSetReady' })).toBe(invalid);
  });

  it('recoverPassword from verify, then back to verifyPassword', () => {
    const recovering = passwordReducer({ status: 'verifyPassword' }, { type: 'recover' });
    expect(recovering).toEqual({ status: 'recoverPassword' });
    expect(passwordReducer(recovering, { type: 'passwordVerifyReady' })).toBe(recovering);
    expect(passwordReducer(recovering, { type: 'recovered' })).toEqual({ status: 'verifyPassword' });
  });
});

describe('TOTP sub-states', () => {
  const key = { uri: 'otpauth://x', qrCode: 'png', recoveryCodes: ['a'] };
  it('registerAuthenticator on totpKeyGenerated, input after continue, submitting, wrong code back to input', () => {
    const register = totpReducer({ status: 'initial' }, { type: 'totpKeyGenerated', key });
    expect(register).toEqual({ status: 'registerAuthenticator', key });
    const input = totpReducer(register, { type: 'continue' });
    expect(input).toEqual({ status: 'input' });
    const submitting = totpReducer(input, { type: 'submit' });
    expect(totpReducer(submitting, { type: 'otpIncorrectCodeSubmitted' })).toEqual({
      status: 'input',
      error: 'authenticating.otpInput.submit.error',
    });
  });

  it('input directly on totpCodeRequested', () => {
    expect(totpReducer({ status: 'initial' }, { type: 'totpCodeRequested' })).toEqual({ status: 'input' });
  });

  it('confirms the address first on a first registration: an e-mailed code, then the key', () => {
    const confirm = totpReducer({ status: 'initial' }, { type: 'otpCodeSent' });
    expect(confirm).toEqual({ status: 'confirmEmail' });
    const submitting = totpReducer(confirm, { type: 'submit' });
    expect(submitting).toEqual({ status: 'submitting', step: 'email' });
    const wrong = totpReducer(submitting, { type: 'otpIncorrectCodeSubmitted' });
    expect(wrong).toEqual({ status: 'confirmEmail', error: 'authenticating.otpInput.submit.error' });
    // The SDK announces the code again after a wrong one; the error stays visible.
    expect(totpReducer(wrong, { type: 'otpCodeSent' })).toBe(wrong);
    const again = totpReducer(wrong, { type: 'submit' });
    expect(totpReducer(again, { type: 'totpKeyGenerated', key })).toEqual({
      status: 'registerAuthenticator',
      key,
    });
    // A key never interrupts the authenticator's own code entry.
    const appSubmitting = totpReducer({ status: 'input' }, { type: 'submit' });
    expect(totpReducer(appSubmitting, { type: 'totpKeyGenerated', key })).toBe(appSubmitting);
  });
});
