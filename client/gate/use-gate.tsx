/**
 * The client gate: decides per page
 * whether the reader may see it, redirects or shows the sign-in form, fills the navbar's Log in / Log out
 * slot and hides navbar items the reader may not open. What only signing in needs (the overlay with the widget,
 * the identity flows) loads lazily.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accessUserOf } from '../../core/access/decide-access.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import type { ThemeSlots } from '../../theme/slots.tsx';
import type { SessionSnapshot } from '../identity/session.ts';
import { hasUrlChallenges } from '../identity/url-params.ts';
import type { User } from '../identity/user.ts';
import { gateConfig, type GateConfig } from './config.ts';
import type { LinkPrompt, Overlay, ResetPrompt } from './GateOverlay.tsx';
import { siteDataFor } from '../../core/site/visible-links.ts';
import { adoptReturnToParam, rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to.ts';
import { createGateRuntime, type GateRuntime } from './runtime.ts';
import { SignInButton } from './SignInButton.tsx';
import { reloadShellOnce } from './server-session.ts';
import { signOut } from './sign-out.ts';
import { clearUserToken, hasSessionToken, storeUserToken } from './user-token.ts';
import { readLocalConsent } from '../identity/local-consent.ts';
import { syncLocalConsent } from './consent-sync.ts';
import './gate.css';

export interface GateOptions {
  /**
   * Called after every sign-in with the token (to open a server session), and on the sign-in shell when a
   * stored token already signs the reader in.
   */
  onSignIn?(token: string): boolean | Promise<boolean>;
  onSignOut?(): void | Promise<void>;
}

const loadGateOverlay = () => import('./GateOverlay.tsx');
/** The modal and notices: a signed-in reader never needs them, so they load once one might (see below). */
const GateOverlay = lazy(() => loadGateOverlay().then((module) => ({ default: module.GateOverlay })));
/** Starts loading the overlay ahead of showing it, so the sign-in form does not wait for it. */
const preloadGateOverlay = () => void loadGateOverlay().catch(() => undefined);

/** The privacy-consent dialog and the organisation switcher: only sites that turn them on load them. */
const ConsentEntry = lazy(() =>
  import('./AccountEntries.tsx').then((module) => ({ default: module.ConsentEntry })),
);
const SwitcherEntry = lazy(() =>
  import('./AccountEntries.tsx').then((module) => ({ default: module.SwitcherEntry })),
);

const here = () => `${location.pathname}${location.search}${location.hash}`;

/** The shell answers for whatever path was asked, so its rules are the address's, not a built route's. */
const gatedRoute = (page: PageData) => (page.kind === 'signIn' ? location.pathname : page.route);

/**
 * The remembered page to go to once the session has restored a signed-in reader as the page loads. It applies
 * only where the reader was sent to sign in (the redirect path in redirect mode); any other page was asked for
 * itself (reloaded or typed, perhaps before a sign-in in another tab reached this one) and is not traded for an
 * older one. Taken from storage either way, so it cannot redirect a later page load.
 */
function takeReturnToAtStart(signIn: GateConfig['signIn'], route: string): string | undefined {
  const remembered = takeReturnTo(location.origin);
  const sentHere = signIn.uxMode !== 'modal' && route === signIn.privateRedirectPath;
  return sentHere ? remembered : undefined;
}

/** Goes to the remembered page; false when there is none or it is this one. */
function land(target: string | undefined): boolean {
  const path = safeReturnPath(target, location.origin);
  if (!path || path === here()) return false;
  location.assign(path);
  return true;
}

/**
 * After a sign-in: the server session first, then one navigation: to the page the reader asked for, or, on the
 * sign-in shell, a reload that now brings the content. Never both at once: a navigation would cancel the
 * session request.
 */
async function afterSignIn(
  onSignIn: GateOptions['onSignIn'],
  token: string,
  target: string | undefined,
  onShell: boolean,
): Promise<void> {
  const opened = (await onSignIn?.(token)) ?? false;
  if (!land(target) && onShell && opened) reloadShellOnce(token);
}

export function useGate(
  site: SiteData,
  page: PageData,
  options: GateOptions = {},
): { site: SiteData; slots: ThemeSlots } {
  const [config, setConfig] = useState<GateConfig>();
  const [runtime, setRuntime] = useState<GateRuntime>();
  const [snapshot, setSnapshot] = useState<SessionSnapshot>();
  const [formOpen, setFormOpen] = useState(false);
  // A refused single sign-on this page is the return of: the form opens on what happened.
  const [ssoError, setSsoError] = useState<Error>();
  const [link, setLink] = useState<LinkPrompt>();
  const [reset, setReset] = useState<ResetPrompt>();
  const { onSignIn, onSignOut } = options;
  const pageKind = page.kind;
  const route = gatedRoute(page);

  useEffect(() => {
    const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
    const next = gateConfig(site, location.origin, theme);
    if (!next) return;
    adoptReturnToParam(location.origin);
    setConfig(next);
    // Without a token to restore the reader is signed out: the overlay starts loading at once.
    if (!hasSessionToken()) preloadGateOverlay();
    let live = true;
    void createGateRuntime(next, {
      confirmSignIn: (info) => new Promise((answer) => setLink({ info, answer })),
      resetPassword: (resetLink) => new Promise((done) => setReset({ link: resetLink, done })),
    }).then((created) => {
      if (!live) return;
      setRuntime(created);
      const update = () => live && setSnapshot(created.session.getSnapshot());
      created.session.subscribe(update);
      created.session
        .start()
        .catch((error: unknown) => console.error('The sign-in gate could not start.', error))
        .finally(() => {
          update();
          setLink(undefined);
          const { user } = created.session.getSnapshot();
          const refused = created.ssoError();
          if (!user && refused) {
            setSsoError(refused);
            setFormOpen(true);
          }
          if (!user) {
            preloadGateOverlay();
            return;
          }
          const target = created.redirectUri() ?? takeReturnToAtStart(next.signIn, route);
          // A sign-in the URL carried is new: the server session opens before the reader goes on.
          if (pageKind === 'signIn' || created.signedInFromUrl())
            void afterSignIn(onSignIn, user.token, target, pageKind === 'signIn');
          else land(target);
        });
    });
    return () => {
      live = false;
    };
    // The gate starts once per page load; a later sign-in callback or page must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [site]);

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
  const redirectMode = config?.signIn.uxMode !== 'modal';
  const atRedirectPath = route === redirectPath;
  const blocked = decision === 'signInRequired' || decision === 'forbidden';
  // Only a second factor is missing: the reader signs in again where they are, never sent elsewhere.
  const stepUpHere = Boolean(runtime && groups && decision === 'forbidden' && runtime.stepUp(route, groups));
  // The session adopts the stepped-up reader, which lifts the block, before the form reports the sign-in; the
  // form stays over the page until it has, or its report (which opens the server session) would be lost.
  const [stepUpRoute, setStepUpRoute] = useState<string>();
  useEffect(() => {
    if (stepUpHere) setStepUpRoute(route);
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

  useEffect(() => {
    if (!blocked || stepUpHere) return;
    if (redirectMode && !atRedirectPath) {
      if (decision === 'signInRequired') rememberReturnTo(here());
      location.replace(redirectPath);
    } else if (decision === 'signInRequired' && !atRedirectPath) {
      rememberReturnTo(here());
    }
  }, [blocked, stepUpHere, decision, redirectMode, atRedirectPath, redirectPath]);

  useEffect(() => {
    const locked = blocked || (!ready && config !== undefined && config.signIn.forceLogin);
    document.documentElement.toggleAttribute('data-docgen-gate-locked', locked);
  }, [blocked, ready, config]);

  const onSuccess = useCallback(
    (signedIn: User) => {
      storeUserToken(signedIn.token);
      setFormOpen(false);
      setSsoError(undefined);
      setStepUpRoute(undefined);
      void afterSignIn(onSignIn, signedIn.token, takeReturnTo(location.origin), pageKind === 'signIn');
    },
    [onSignIn, pageKind],
  );
  const logOut = useCallback(() => {
    if (!runtime) return;
    clearUserToken();
    setFormOpen(false);
    void signOut(runtime.session, user, onSignOut);
  }, [runtime, user, onSignOut]);
  const closeForm = useCallback(() => {
    setFormOpen(false);
    setSsoError(undefined);
  }, []);

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
  const openingLink = link || reset || (!ready && hasUrlChallenges(location.search));
  const status = !ready ? 'resolving' : user ? 'signedIn' : 'signedOut';
  const forced = decision === 'signInRequired' && (!redirectMode || atRedirectPath);
  let overlay: Overlay | undefined;
  if (reset && runtime) {
    const onDone = () => setReset(undefined);
    overlay = { kind: 'resetPassword', session: runtime.session, prompt: reset, onDone };
  } else if (link) {
    overlay = { kind: 'confirmLink', prompt: link, onDeclined: () => setLink(undefined) };
  } else if (runtime && (forced || (formOpen && !user))) {
    overlay = { kind: 'signIn', session: runtime.session, forced, onSuccess, initialError: ssoError };
  } else if (runtime && user && (stepUpHere || stepUpRoute === route)) {
    overlay = { kind: 'signIn', session: runtime.session, forced: true, onSuccess };
  } else if (decision === 'forbidden' && (!redirectMode || atRedirectPath)) {
    overlay = { kind: 'forbidden' };
  }
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
          <SignInButton status={status} onLogIn={() => setFormOpen(true)} onLogOut={logOut} />
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
