/** The gate's parts that load only when a page needs them. */
import { lazy } from 'react';

const loadGateOverlay = () => import('./GateOverlay.tsx');
/** The modal and notices: a signed-in reader never needs them, so they load once one might. */
export const GateOverlay = lazy(() => loadGateOverlay().then((module) => ({ default: module.GateOverlay })));
/** Starts loading the overlay ahead of showing it, so the sign-in form does not wait for it. */
export const preloadGateOverlay = () => void loadGateOverlay().catch(() => undefined);

/** The privacy-consent dialog and the organisation switcher: only sites that turn them on load them. */
export const ConsentEntry = lazy(() =>
  import('./AccountEntries.tsx').then((module) => ({ default: module.ConsentEntry })),
);
export const SwitcherEntry = lazy(() =>
  import('./AccountEntries.tsx').then((module) => ({ default: module.SwitcherEntry })),
);
