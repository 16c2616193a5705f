/** The client router; see router.ts. */
export { startRouter, type RouterOptions } from './router.ts';
