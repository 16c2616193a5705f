/**
 * The client gate's state machine, pure: what the reader did or the session reported (`GateEvent`) moves the
 * gate's own state (`gateReducer`), and from that state and the page's access decision follow the overlay to
 * show, the navigation to make and whether the page is locked. `use-gate.tsx` only wires these to React, the
 * session and `location`.
 */
import type { AccessDecision } from '../../core/access/decide-access.ts';
import type { LinkPrompt, ResetPrompt } from './GateOverlay.tsx';

export interface GateState {
  /** The reader pressed Log in (or a refused single sign-on return opened the form). */
  formOpen: boolean;
  /** A refused single sign-on this page is the return of: the form opens on what happened. */
  ssoError: Error | undefined;
  /** The page an e-mailed link opened asks whether to continue signing in. */
  link: LinkPrompt | undefined;
  /** The page a password-reset link opened asks for the new password. */
  reset: ResetPrompt | undefined;
  /**
   * The route where only a second factor was missing. The session adopts the stepped-up reader, which lifts the
   * block, before the form reports the sign-in; the form stays over the page until it has, or its report (which
   * opens the server session) would be lost.
   */
  stepUpRoute: string | undefined;
}

export const INITIAL_GATE_STATE: GateState = {
  formOpen: false,
  ssoError: undefined,
  link: undefined,
  reset: undefined,
  stepUpRoute: undefined,
};

export type GateEvent =
  | { type: 'linkAsked'; prompt: LinkPrompt }
  | { type: 'linkDeclined' }
  | { type: 'resetAsked'; prompt: ResetPrompt }
  | { type: 'resetDone' }
  /** The session finished starting; `ssoError` is the refused single sign-on the URL reported, if any. */
  | { type: 'sessionStarted'; signedIn: boolean; ssoError: Error | undefined }
  | { type: 'logInPressed' }
  | { type: 'formClosed' }
  | { type: 'signedIn' }
  | { type: 'loggedOut' }
  | { type: 'stepUpRequired'; route: string };

export function gateReducer(state: GateState, event: GateEvent): GateState {
  switch (event.type) {
    case 'linkAsked':
      return { ...state, link: event.prompt };
    case 'linkDeclined':
      return { ...state, link: undefined };
    case 'resetAsked':
      return { ...state, reset: event.prompt };
    case 'resetDone':
      return { ...state, reset: undefined };
    case 'sessionStarted': {
      // Whatever the link's question was, the session has now answered it.
      const settled = { ...state, link: undefined };
      return !event.signedIn && event.ssoError
        ? { ...settled, ssoError: event.ssoError, formOpen: true }
        : settled;
    }
    case 'logInPressed':
      return { ...state, formOpen: true };
    case 'formClosed':
      return { ...state, formOpen: false, ssoError: undefined };
    case 'signedIn':
      return { ...state, formOpen: false, ssoError: undefined, stepUpRoute: undefined };
    case 'loggedOut':
      return { ...state, formOpen: false };
    case 'stepUpRequired':
      return state.stepUpRoute === event.route ? state : { ...state, stepUpRoute: event.route };
  }
}

/** What the page's situation is, as the gate reads it from the session, the rules and the configuration. */
export interface GateFacts {
  /** The gate's runtime (session and rules) has loaded. */
  running: boolean;
  /** The session has resolved who is reading. */
  ready: boolean;
  signedIn: boolean;
  /** The rules' decision for this page; undefined until the session is ready. */
  decision: AccessDecision | undefined;
  /** Only a second factor is missing: the reader signs in again where they are, never sent elsewhere. */
  stepUpHere: boolean;
  /** `uxMode` is a redirect to `privateRedirectPath` (not a modal over the page). */
  redirectMode: boolean;
  /** This page is the redirect path. */
  atRedirectPath: boolean;
  route: string;
}

export type OverlayChoice =
  | { kind: 'resetPassword'; prompt: ResetPrompt }
  | { kind: 'confirmLink'; prompt: LinkPrompt }
  | { kind: 'signIn'; forced: boolean; initialError: Error | undefined }
  | { kind: 'stepUp' }
  | { kind: 'forbidden' };

/** The sign-in form must cover the page: it needs a reader, and this is where they sign in. */
function signInForced(facts: GateFacts): boolean {
  return facts.decision === 'signInRequired' && (!facts.redirectMode || facts.atRedirectPath);
}

/** At most one overlay covers the page; earlier lines win. */
export function overlayChoice(state: GateState, facts: GateFacts): OverlayChoice | undefined {
  const forced = signInForced(facts);
  if (state.reset && facts.running) return { kind: 'resetPassword', prompt: state.reset };
  if (state.link) return { kind: 'confirmLink', prompt: state.link };
  if (facts.running && (forced || (state.formOpen && !facts.signedIn)))
    return { kind: 'signIn', forced, initialError: state.ssoError };
  if (facts.running && facts.signedIn && (facts.stepUpHere || state.stepUpRoute === facts.route))
    return { kind: 'stepUp' };
  if (facts.decision === 'forbidden' && (!facts.redirectMode || facts.atRedirectPath))
    return { kind: 'forbidden' };
  return undefined;
}

/** Remember this page to come back to after signing in, and go to the redirect path if `redirect`. */
export interface GateNavigation {
  rememberHere: boolean;
  redirect: boolean;
}

/** What a blocked page does about it: in redirect mode it sends the reader to the redirect path. */
export function navigationFor(facts: GateFacts): GateNavigation | undefined {
  const blocked = facts.decision === 'signInRequired' || facts.decision === 'forbidden';
  if (!blocked || facts.stepUpHere || facts.atRedirectPath) return undefined;
  const rememberHere = facts.decision === 'signInRequired';
  if (facts.redirectMode) return { rememberHere, redirect: true };
  return rememberHere ? { rememberHere, redirect: false } : undefined;
}

/** The page's content stays hidden: it is blocked, or a forced sign-in site has not resolved its reader yet. */
export function pageLocked(facts: GateFacts, forceLogin: boolean): boolean {
  const blocked = facts.decision === 'signInRequired' || facts.decision === 'forbidden';
  return blocked || (!facts.ready && forceLogin);
}
