/** The user token's claims and the token endpoints' results. */
import type { FactorMethod, Handle } from './handles.ts';

export type PersonType = 'regular' | 'anonymous';

/** One entry of the `authentications` claim; the SDK reads the last one after a URL sign-in. */
export interface AuthenticationEntry {
  handle: Handle;
  method: FactorMethod;
  /** RFC 3339 time of the authentication. */
  timestamp: string;
}

export interface TokenClaims {
  person_id: string;
  oid: string;
  authenticated_methods: FactorMethod[];
  authentications: AuthenticationEntry[];
  first_token: boolean;
  person_type: PersonType;
  /** Always an array: the widget calls `.includes` on it. */
  groups: string[];
  /**
   * The reader's roles in `oid`, always an array. The site defines none and docgen decides nothing on them:
   * they are for whatever else reads the token.
   */
  roles: string[];
  iat: number;
  exp: number;
  iss: string;
  jti: string;
  /** Impersonation (RFC 8693's actor claim): the person acting as `person_id`; such a token is short-lived. */
  act?: { sub: string };
}

export type InvalidityReason =
  'invalid_token_content' | 'expired' | 'invalid_issuer' | 'not_enough_factors' | 'person_not_active';

/** `POST /token/validate` result: always 200; `valid:false` carries the reason. */
export type TokenValidation =
  | { valid: true; expires_in_seconds: number; expires_at: string }
  | { valid: false; invalidity_reason: InvalidityReason };

/** `POST /attestation/v3` result. */
export interface AttestationResult {
  token: string;
}
