/** The client router (design.md §4); see router.ts. */
export { startRouter, type RouterOptions } from './router.ts';
