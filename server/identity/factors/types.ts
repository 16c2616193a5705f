/**
 * One module per sign-in factor, behind one interface: a factor starts a flow (`POST /id`) and attests the
 * challenge types it issued (`POST /attestation/v3`). Adding a factor means adding a module to `registry.ts`.
 */
import type {
  Challenge,
  ChallengeType,
  Factor,
  FactorMethod,
  Handle,
  TokenClaims,
} from '../../../core/identity/index.ts';
import type { IdentityService } from '../service.ts';

export interface RequestOrigin {
  /** The rate-limit subject of the client address (see `context/client-ip.ts`). */
  clientSubject: string;
  /** Short description of the requesting browser (see `context/device.ts`). */
  device: string;
  /** The `Origin` header, when the browser sent one (passkeys are bound to origins). */
  origin?: string;
  /** The keyed hash of the address this browser signed in as before (its device cookie), if it holds one. */
  knownAddressHash?: string;
}

/** `metadata` of `POST /id/v2`: a fresh CSRF token and PKCE challenge per call, for single sign-on. */
export interface StartMetadata {
  csrfToken?: string;
  pkceCodeChallenge?: string;
}

export interface StartRequest extends RequestOrigin {
  orgId: string;
  handle: Handle | null;
  factor: Factor;
  metadata?: StartMetadata;
  /** The valid token the request carried, if any: a step-up or an anonymous reader's upgrade. */
  bearer?: TokenClaims;
}

export interface AttestRequest extends RequestOrigin {
  challengeId: string;
  challengeType: ChallengeType;
  data: Record<string, unknown>;
}

export interface AttestOutcome {
  token: string;
  /** Sent as the `Location` header (the SDK reports it as `redirectUriDiscovered`). */
  location?: string;
}

export interface FactorModule {
  readonly method: FactorMethod;
  readonly challengeTypes: readonly ChallengeType[];
  start(service: IdentityService, request: StartRequest): Promise<Challenge[]>;
  attest(service: IdentityService, request: AttestRequest): Promise<AttestOutcome>;
}
