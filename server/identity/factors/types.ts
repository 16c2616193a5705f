/**
 * One module per sign-in factor, behind one interface: a factor starts a flow (`POST /id`) and attests the
 * challenge types it issued (`POST /attestation/v3`). Adding a factor means adding a module to `registry.ts`.
 * A factor declares the limits on the messages it sends; it never applies them itself.
 */
import type {
  Challenge,
  ChallengeType,
  Factor,
  FactorMethod,
  Handle,
  TokenClaims,
} from '../../../core/identity/index.ts';
import type { MailLanguage } from '../mail/texts/index.ts';
import type { IdentityService } from '../service.ts';

export interface RequestOrigin {
  /** The rate-limit subject of the client address (see `context/client-ip.ts`). */
  clientSubject: string;
  /** The language the reader's messages are written in (`mail/language.ts`). */
  language: MailLanguage;
  /** Short description of the requesting browser, in `language` (see `context/device.ts`). */
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

/** The limits on messages a start sends (`send-limits.ts`); `perAddress`: to one address or number. */
export type SendLimitName = 'perAddress';

/**
 * What a start does: hand out challenges at once (a password to verify, a provider to go to), or send a message
 * to `sendsTo`, which `send` does only once the start's send limits allow it.
 */
type StartStep = { challenges: Challenge[] } | { sendsTo: Handle; send(): Promise<Challenge[]> };

/** Something that starts a flow: a factor's `POST /id`, or the password recovery of `POST /recover`. */
export interface FactorStart {
  /** The limits a start that sends a message is held to, declared here and applied by `registry.ts`. */
  readonly sendLimits: readonly SendLimitName[];
  start(service: IdentityService, request: StartRequest): Promise<StartStep>;
}

export interface FactorModule extends FactorStart {
  readonly method: FactorMethod;
  readonly challengeTypes: readonly ChallengeType[];
  attest(service: IdentityService, request: AttestRequest): Promise<AttestOutcome>;
}
