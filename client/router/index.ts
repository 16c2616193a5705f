/** The client router; see router.ts. */
export { startRouter } from './router.ts';
