import { describe, expect, it } from 'vitest';
import {
  gateReducer,
  INITIAL_GATE_STATE,
  navigationFor,
  overlayChoice,
  pageLocked,
  type GateFacts,
  type GateState,
} from '../../../../client/gate/gate-machine.ts';
import type { LinkPrompt, ResetPrompt } from '../../../../client/gate/GateOverlay.tsx';

const link: LinkPrompt = { info: { context: Promise.resolve(undefined) }, answer: () => undefined };
const reset: ResetPrompt = { link: {} as ResetPrompt['link'], done: () => undefined };
const refused = new Error('the provider refused');
const state = (patch: Partial<GateState> = {}): GateState => ({ ...INITIAL_GATE_STATE, ...patch });

/** A signed-out reader on an open page of a redirect-mode site, the runtime loaded and the session ready. */
const facts = (patch: Partial<GateFacts> = {}): GateFacts => ({
  running: true,
  ready: true,
  signedIn: false,
  decision: 'allowed',
  stepUpHere: false,
  redirectMode: true,
  atRedirectPath: false,
  route: '/docs/intro',
  ...patch,
});

describe('gate transitions', () => {
  it('linkAsked shows the link question', () => {
    expect(gateReducer(state(), { type: 'linkAsked', prompt: link })).toEqual(state({ link }));
  });

  it('linkDeclined drops the link question', () => {
    expect(gateReducer(state({ link }), { type: 'linkDeclined' })).toEqual(state());
  });

  it('resetAsked shows the new-password form', () => {
    expect(gateReducer(state(), { type: 'resetAsked', prompt: reset })).toEqual(state({ reset }));
  });

  it('resetDone drops the new-password form', () => {
    expect(gateReducer(state({ reset }), { type: 'resetDone' })).toEqual(state());
  });

  it('sessionStarted drops the link question the session has answered', () => {
    const event = { type: 'sessionStarted', signedIn: true, ssoError: undefined } as const;
    expect(gateReducer(state({ link }), event)).toEqual(state());
  });

  it('sessionStarted after a refused single sign-on opens the form on the refusal', () => {
    const event = { type: 'sessionStarted', signedIn: false, ssoError: refused } as const;
    expect(gateReducer(state(), event)).toEqual(state({ formOpen: true, ssoError: refused }));
  });

  it('sessionStarted with a reader signed in after all ignores a refusal', () => {
    const event = { type: 'sessionStarted', signedIn: true, ssoError: refused } as const;
    expect(gateReducer(state(), event)).toEqual(state());
  });

  it('logInPressed opens the form', () => {
    expect(gateReducer(state(), { type: 'logInPressed' })).toEqual(state({ formOpen: true }));
  });

  it('formClosed closes the form and forgets the refusal it opened on', () => {
    const open = state({ formOpen: true, ssoError: refused });
    expect(gateReducer(open, { type: 'formClosed' })).toEqual(state());
  });

  it('signedIn closes the form and ends a step-up', () => {
    const open = state({ formOpen: true, ssoError: refused, stepUpRoute: '/docs/secret' });
    expect(gateReducer(open, { type: 'signedIn' })).toEqual(state());
  });

  it('loggedOut closes the form', () => {
    expect(gateReducer(state({ formOpen: true }), { type: 'loggedOut' })).toEqual(state());
  });

  it('stepUpRequired keeps the form over the route until the sign-in is reported', () => {
    const event = { type: 'stepUpRequired', route: '/docs/secret' } as const;
    expect(gateReducer(state(), event)).toEqual(state({ stepUpRoute: '/docs/secret' }));
  });

  it('stepUpRequired again for the same route changes nothing (React skips the render)', () => {
    const stepping = state({ stepUpRoute: '/docs/secret' });
    expect(gateReducer(stepping, { type: 'stepUpRequired', route: '/docs/secret' })).toBe(stepping);
  });
});

describe('the overlay the gate shows', () => {
  it('none on a page the reader may open', () => {
    expect(overlayChoice(state(), facts())).toBeUndefined();
  });

  it('the new-password form before anything else, once the runtime runs', () => {
    const everything = state({ reset, link, formOpen: true });
    expect(overlayChoice(everything, facts({ decision: 'signInRequired' }))).toEqual({
      kind: 'resetPassword',
      prompt: reset,
    });
    expect(overlayChoice(state({ reset }), facts({ running: false }))).toBeUndefined();
  });

  it('the link question before the sign-in form', () => {
    const asked = state({ link, formOpen: true });
    expect(overlayChoice(asked, facts())).toEqual({ kind: 'confirmLink', prompt: link });
  });

  it('a sign-in form that cannot be dismissed where a modal-mode page needs a reader', () => {
    const modal = facts({ redirectMode: false, decision: 'signInRequired' });
    expect(overlayChoice(state(), modal)).toEqual({ kind: 'signIn', forced: true, initialError: undefined });
  });

  it('a forced sign-in form on the redirect path of a redirect-mode site, and none elsewhere', () => {
    const needsReader = facts({ decision: 'signInRequired' });
    expect(overlayChoice(state(), { ...needsReader, atRedirectPath: true })).toMatchObject({ forced: true });
    expect(overlayChoice(state(), needsReader)).toBeUndefined();
  });

  it('the form the reader opened, on the refusal it opened on', () => {
    const open = state({ formOpen: true, ssoError: refused });
    expect(overlayChoice(open, facts())).toEqual({ kind: 'signIn', forced: false, initialError: refused });
  });

  it('no form a signed-in reader left open', () => {
    expect(overlayChoice(state({ formOpen: true }), facts({ signedIn: true }))).toBeUndefined();
  });

  it('the step-up form where only a second factor is missing, and while its sign-in is reported', () => {
    const signedIn = facts({ signedIn: true });
    expect(overlayChoice(state(), { ...signedIn, decision: 'forbidden', stepUpHere: true })).toEqual({
      kind: 'stepUp',
    });
    const reporting = state({ stepUpRoute: '/docs/intro' });
    expect(overlayChoice(reporting, signedIn)).toEqual({ kind: 'stepUp' });
    expect(overlayChoice(reporting, { ...signedIn, route: '/docs/other' })).toBeUndefined();
  });

  it('the forbidden notice in modal mode or on the redirect path', () => {
    const forbidden = facts({ signedIn: true, decision: 'forbidden' });
    expect(overlayChoice(state(), { ...forbidden, redirectMode: false })).toEqual({ kind: 'forbidden' });
    expect(overlayChoice(state(), { ...forbidden, atRedirectPath: true })).toEqual({ kind: 'forbidden' });
    expect(overlayChoice(state(), forbidden)).toBeUndefined();
  });
});

describe('where a blocked page sends the reader', () => {
  it('nowhere from a page the reader may open, or a step-up', () => {
    expect(navigationFor(facts())).toBeUndefined();
    expect(navigationFor(facts({ decision: 'forbidden', stepUpHere: true }))).toBeUndefined();
  });

  it('in redirect mode to the redirect path, remembering a page that needs a reader', () => {
    expect(navigationFor(facts({ decision: 'signInRequired' }))).toEqual({
      rememberHere: true,
      redirect: true,
    });
    expect(navigationFor(facts({ decision: 'forbidden' }))).toEqual({ rememberHere: false, redirect: true });
  });

  it('in modal mode nowhere, remembering a page that needs a reader', () => {
    const modal = facts({ redirectMode: false });
    expect(navigationFor({ ...modal, decision: 'signInRequired' })).toEqual({
      rememberHere: true,
      redirect: false,
    });
    expect(navigationFor({ ...modal, decision: 'forbidden' })).toBeUndefined();
  });

  it('nowhere from the redirect path itself', () => {
    expect(navigationFor(facts({ decision: 'signInRequired', atRedirectPath: true }))).toBeUndefined();
  });
});

describe('whether the page is locked', () => {
  it('while blocked', () => {
    expect(pageLocked(facts({ decision: 'forbidden' }), false)).toBe(true);
    expect(pageLocked(facts({ decision: 'signInRequired' }), false)).toBe(true);
    expect(pageLocked(facts(), true)).toBe(false);
  });

  it('until the session is ready, on a forceLogin site only', () => {
    const starting = facts({ ready: false, decision: undefined });
    expect(pageLocked(starting, true)).toBe(true);
    expect(pageLocked(starting, false)).toBe(false);
  });
});
