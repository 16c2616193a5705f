/** The client gate: `useGate(site, page)` gives the site (navbar filtered) and the theme slots to render. */
export { useGate, type GateOptions } from './use-gate.tsx';
