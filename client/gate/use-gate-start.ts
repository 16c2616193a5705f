/**
 * Starts the gate once per page load: reads its configuration from the site, loads the runtime (session and
 * rules) and starts the session, then takes a reader the session restored where they were going.
 */
import { useEffect, useState } from 'react';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import type { SessionSnapshot } from '../identity/session.ts';
import { afterSignIn, land, takeReturnToAtStart, type OpenServerSession } from './after-sign-in.ts';
import { gateConfig, type GateConfig } from './config.ts';
import type { GateEvent } from './gate-machine.ts';
import { preloadGateOverlay } from './lazy-parts.tsx';
import { adoptReturnToParam } from './return-to.ts';
import { createGateRuntime, type GateRuntime } from './runtime.ts';
import { hasSessionToken } from './user-token.ts';

export interface GateStart {
  /** Undefined on a site without a gate. */
  config: GateConfig | undefined;
  runtime: GateRuntime | undefined;
  snapshot: SessionSnapshot | undefined;
}

export function useGateStart(params: {
  site: SiteData;
  route: string;
  pageKind: PageData['kind'];
  onSignIn: OpenServerSession | undefined;
  dispatch: (event: GateEvent) => void;
}): GateStart {
  const [config, setConfig] = useState<GateConfig>();
  const [runtime, setRuntime] = useState<GateRuntime>();
  const [snapshot, setSnapshot] = useState<SessionSnapshot>();
  const { site, route, pageKind, onSignIn, dispatch } = params;

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
      confirmSignIn: (info) =>
        new Promise((answer) => dispatch({ type: 'linkAsked', prompt: { info, answer } })),
      resetPassword: (link) =>
        new Promise((done) => dispatch({ type: 'resetAsked', prompt: { link, done } })),
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
          const { user } = created.session.getSnapshot();
          dispatch({ type: 'sessionStarted', signedIn: user !== undefined, ssoError: created.ssoError() });
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

  return { config, runtime, snapshot };
}
