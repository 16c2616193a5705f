/**
 * What the landing page may show before "Continue signing in?" (`GET /flows/{challenge_id}/context`): the
 * requesting browser and when it asked. Never the address, never a secret: the link can be forwarded.
 */

export type FlowState = 'pending' | 'completed' | 'expired' | 'failed';

export interface FlowContext {
  state: FlowState;
  /** A short description of the requesting browser, e.g. "Firefox on Linux"; "an unknown browser" if unsure. */
  device: string;
  /** RFC 3339 time the sign-in was requested. */
  requested_at: string;
  /** RFC 3339 time the link stops working. */
  expires_at: string;
}
