/**
 * The client gate: decides per page
 * whether the reader may see it, redirects or shows the sign-in form, fills the navbar's Log in / Log out
 * slot and hides navbar items the reader may not open. What only signing in needs (the overlay with the widget,
 * the identity flows) loads lazily. The decisions are the pure state machine's (`gate-machine.ts`); this hook
 * feeds it events and carries out what it decides.
 */
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { accessUserOf } from '../../core/access/decide-access.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { siteDataFor } from '../../core/site/visible-links.ts';
import type { ThemeSlots } from '../../theme/slots.tsx';
import { readLocalConsent } from '../identity/local-consent.ts';
import { hasUrlChallenges } from '../identity/url-params.ts';
import type { User } from '../identity/user.ts';
import { afterSignIn, here, type OpenServerSession } from './after-sign-in.ts';
import { syncLocalConsent } from './consent-sync.ts';
import {
  gateReducer,
  INITIAL_GATE_STATE,
  navigationFor,
  overlayChoice,
  pageLocked,
  type GateFacts,
} from './gate-machine.ts';
import { ConsentEntry, GateOverlay, SwitcherEntry } from './lazy-parts.tsx';
import { overlayOf } from './overlay-of.ts';
import { rememberReturnTo, takeReturnTo } from './return-to.ts';
import { AssistantsLink, SignInButton } from './SignInButton.tsx';
import { signOut } from './sign-out.ts';
import { useGateStart } from './use-gate-start.ts';
import { clearUserToken, storeUserToken } from './user-token.ts';
import './gate.css';

export interface GateOptions {
  /**
   * Called after every sign-in with the token (to open a server session), and on the sign-in shell when a
   * stored token already signs the reader in.
   */
  onSignIn?: OpenServerSession;
  onSignOut?(): void | Promise<void>;
}

/** The shell answers for whatever path was asked, so its rules are the address's, not a built route's. */
const gatedRoute = (page: PageData) => (page.kind === 'signIn' ? location.pathname : page.route);

export function useGate(
  site: SiteData,
  page: PageData,
  options: GateOptions = {},
): { site: SiteData; slots: ThemeSlots } {
  const [state, dispatch] = useReducer(gateReducer, INITIAL_GATE_STATE);
  const { onSignIn, onSignOut } = options;
  const pageKind = page.kind;
  const route = gatedRoute(page);
  const { config, runtime, snapshot } = useGateStart({ site, route, pageKind, onSignIn, dispatch });

  const ready = snapshot?.state === 'ready';
  const user = snapshot?.isAuthenticated ? snapshot.user : undefined;
  const groups = useMemo(
    () =>
      user
        ? accessUserOf({
            groups: user.getGroups(),
            oid: user.oid,
            authenticated_methods: user.authentication,
          })
        : undefined,
    [user],
  );
  const decision = runtime && ready ? runtime.decide(route, groups) : undefined;
  const redirectPath = config?.signIn.privateRedirectPath ?? '/';
  const facts: GateFacts = {
    running: runtime !== undefined,
    ready,
    signedIn: user !== undefined,
    decision,
    stepUpHere: Boolean(runtime && groups && decision === 'forbidden' && runtime.stepUp(route, groups)),
    redirectMode: config?.signIn.uxMode !== 'modal',
    atRedirectPath: route === redirectPath,
    route,
  };
  const { stepUpHere } = facts;
  useEffect(() => {
    if (stepUpHere) dispatch({ type: 'stepUpRequired', route });
  }, [stepUpHere, route]);

  // The page the document came with is the SDK-loaded event's; each one the client router shows after it is a
  // virtual page view.
  const countedRoute = useRef(page.route);
  useEffect(() => {
    if (!runtime || page.route === countedRoute.current) return;
    countedRoute.current = page.route;
    runtime.session.trackVirtualPageView();
  }, [runtime, page.route]);

  useEffect(() => {
    if (user) storeUserToken(user.token);
    else if (ready) clearUserToken();
  }, [user, ready]);

  const navigation = navigationFor(facts);
  const rememberHere = navigation?.rememberHere ?? false;
  const redirect = navigation?.redirect ?? false;
  useEffect(() => {
    if (rememberHere) rememberReturnTo(here());
    if (redirect) location.replace(redirectPath);
  }, [rememberHere, redirect, redirectPath]);

  const locked = pageLocked(facts, config?.signIn.forceLogin ?? false);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-docgen-gate-locked', locked);
  }, [locked]);

  const onSuccess = useCallback(
    (signedIn: User) => {
      storeUserToken(signedIn.token);
      dispatch({ type: 'signedIn' });
      void afterSignIn(onSignIn, signedIn.token, takeReturnTo(location.origin), pageKind === 'signIn');
    },
    [onSignIn, pageKind],
  );
  const logOut = useCallback(() => {
    if (!runtime) return;
    clearUserToken();
    dispatch({ type: 'loggedOut' });
    void signOut(runtime.session, user, onSignOut);
  }, [runtime, user, onSignOut]);
  const closeForm = useCallback(() => dispatch({ type: 'formClosed' }), []);

  // A choice made before signing in goes with the account, once per reader and tab.
  const consentOn = config?.signIn.privacyConsent === true;
  useEffect(() => {
    if (consentOn && user) syncLocalConsent(user);
  }, [consentOn, user]);
  const afterSwitch = useCallback(
    (switched: User) => {
      storeUserToken(switched.token);
      // The server session follows, then the page comes again with what the new organisation may read.
      void Promise.resolve(onSignIn?.(switched.token)).finally(() => location.reload());
    },
    [onSignIn],
  );

  const filteredSite = useMemo(() => {
    if (!runtime || !ready) return site;
    return siteDataFor(site, (path) => runtime.decide(path, groups) === 'allowed');
  }, [site, runtime, ready, groups]);

  if (!config) return { site, slots: {} };
  // On the page an e-mailed link opened, its question (or the set-password page) is the reader's one step left:
  // Log in would open nothing over it and Log out does not apply yet, so the slot is left out rather than kept
  // as the blank space a resolving button takes.
  const openingLink = state.link || state.reset || (!ready && hasUrlChallenges(location.search));
  const status = !ready ? 'resolving' : user ? 'signedIn' : 'signedOut';
  const overlay = runtime && overlayOf(overlayChoice(state, facts), runtime.session, dispatch, onSuccess);
  const switcher = runtime && user && config.signIn.organizationSwitcher && (
    <Suspense fallback={null}>
      <span className="docgen-org-switcher">
        <SwitcherEntry session={runtime.session} gate={config} onSwitched={afterSwitch} />
      </span>
    </Suspense>
  );
  const consent = runtime && ready && !overlay && consentOn && readLocalConsent() === undefined && (
    <Suspense fallback={null}>
      <ConsentEntry session={runtime.session} gate={config} />
    </Suspense>
  );
  return {
    site: filteredSite,
    slots: {
      signIn: openingLink ? null : (
        <>
          {switcher}
          {user && site.assistantsPage && <AssistantsLink />}
          <SignInButton
            status={status}
            onLogIn={() => dispatch({ type: 'logInPressed' })}
            onLogOut={logOut}
          />
        </>
      ),
      beforeContent: (overlay || consent) && (
        <>
          {overlay && (
            <Suspense fallback={null}>
              <GateOverlay overlay={overlay} config={config} closeForm={closeForm} />
            </Suspense>
          )}
          {consent}
        </>
      ),
    },
  };
}
