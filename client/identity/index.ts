/** The identity SDK client: what the widget and the gate import. */
export { IdentityClient } from './client.ts';
