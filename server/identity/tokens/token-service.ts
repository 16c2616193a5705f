/**
 * Issues, verifies and revokes user tokens.
 *
 * Threats: forged tokens (ES256 signatures, `alg` pinned, `kid` must name a stored key), tokens from another
 * issuer, and tokens used after logout or after their person was removed (the revocation cache). Verifying
 * touches no database except through that cache, which reloads at most once a second.
 */
import { randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import type { InvalidityReason, TokenClaims } from '../../../core/identity/index.ts';
import type { Clock } from '../clock.ts';
import type { IdentityStorage } from '../storage/types.ts';
import { SIGNING_ALG, type KeyRing } from './key-ring.ts';
import { personRevocation, tokenSubject, type RevocationCache } from './revocation-cache.ts';
import { parseTokenClaims } from './claims.ts';
import { createVerifiedCache } from './verified-cache.ts';
import { groupsIn } from '../orgs/membership.ts';

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: InvalidityReason };

/** What a token is issued from: its claims but those every token gets afresh; an `exp` given is a ceiling. */
export type IssueInput = Omit<TokenClaims, 'iat' | 'exp' | 'iss' | 'jti'> & { exp?: number };

/** What identifies a token that was verified once and whose claims were kept (a server session's). */
type KeptClaims = Pick<TokenClaims, 'jti' | 'person_id' | 'iat' | 'exp' | 'act'>;

/** A token in which one person acts as another (`act`, an impersonation) lives at most this long. */
export const ACTING_TTL_MS = 15 * 60_000;

/**
 * What a new token for the same reader starts from: the claims without those every token gets afresh, and
 * its `exp` as the ceiling (a token reissued from another never outlives it).
 */
export function reissuable(claims: TokenClaims): IssueInput {
  const input: Partial<TokenClaims> = { ...claims };
  for (const key of ['iat', 'iss', 'jti'] as const) delete input[key];
  return input as IssueInput;
}

export interface TokenService {
  readonly issuer: string;
  readonly ttlMs: number;
  /**
   * Fills in `iat`, `exp` (the lifetime, 15 minutes at most with `act`, never past an `exp` given), `iss` and a
   * fresh `jti`, without signing (for results delivered later).
   */
  claimsFor(input: IssueInput): TokenClaims;
  sign(claims: TokenClaims): Promise<string>;
  issue(input: IssueInput): Promise<{ token: string; claims: TokenClaims }>;
  verify(token: string): Promise<VerifyResult>;
  /** Whether a token verified before, known by its kept claims, is still live: not expired, not revoked. */
  stillLive(claims: KeptClaims): Promise<boolean>;
  /**
   * `verify`, and the person must still exist, belong to the token's organisation and be active. One database read:
   * for signing in and API calls, not for every page request (revocations cover those within a second).
   */
  verifyWithPerson(token: string): Promise<VerifyResult>;
  /** Revokes a token of ours by its `jti`; revoking needs the token itself, which is the authorisation. */
  revoke(token: string): Promise<'revoked' | 'already_revoked' | 'invalid'>;
  /** Revokes a token verified before, known by its kept claims (a server session's, at logout). */
  revokeKept(claims: KeptClaims): Promise<'revoked' | 'already_revoked'>;
  /** Ends every token of a person issued until now (removal, or groups taken away). */
  revokePerson(personId: string): Promise<void>;
}

export function createTokenService(params: {
  storage: IdentityStorage;
  keyRing: KeyRing;
  revocations: RevocationCache;
  clock: Clock;
  issuer: string;
  ttlMs: number;
}): TokenService {
  const { storage, keyRing, revocations, clock, issuer, ttlMs } = params;

  const verified = createVerifiedCache();

  function claimsFor(input: IssueInput): TokenClaims {
    const iat = Math.floor(clock.now() / 1000);
    const life = input.act ? Math.min(ttlMs, ACTING_TTL_MS) : ttlMs;
    return {
      ...input,
      iat,
      exp: Math.min(iat + Math.floor(life / 1000), input.exp ?? Infinity),
      iss: issuer,
      jti: randomBytes(16).toString('base64url'),
    };
  }

  async function sign(claims: TokenClaims): Promise<string> {
    const { kid, key } = await keyRing.signingKey();
    return new SignJWT({ ...claims }).setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid }).sign(key);
  }

  async function verifySignature(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header: JWTHeaderParameters) => {
          const key = header.kid ? await keyRing.verificationKey(header.kid) : undefined;
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key;
        },
        { algorithms: [SIGNING_ALG], currentDate: new Date(clock.now()) },
      );
      const claims = parseTokenClaims(payload);
      if (!claims) return { ok: false, reason: 'invalid_token_content' };
      if (claims.iss !== issuer) return { ok: false, reason: 'invalid_issuer' };
      return { ok: true, claims };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid_token_content' };
    }
  }

  /** Why a token whose signature held has ended since (expiry, logout, removal), from memory; else undefined. */
  async function endedReason(claims: KeptClaims): Promise<InvalidityReason | undefined> {
    if (claims.exp <= Math.floor(clock.now() / 1000)) return 'expired';
    const verdict = await revocations.check(claims);
    // A logged-out token has ended like an expired one; a removed person is "not active".
    if (verdict === 'token_revoked') return 'expired';
    if (verdict === 'person_revoked') return 'person_not_active';
    // An impersonation ends with its actor's tokens too (an admin removed, or their group taken away).
    const { act } = claims;
    if (act && (await revocations.check({ ...claims, person_id: act.sub })) === 'person_revoked')
      return 'person_not_active';
    return undefined;
  }

  async function verify(token: string): Promise<VerifyResult> {
    const known = verified.get(token);
    const result: VerifyResult = known ? { ok: true, claims: known } : await verifySignature(token);
    if (!result.ok) return result;
    if (!known) verified.set(token, result.claims);
    const ended = await endedReason(result.claims);
    return ended ? { ok: false, reason: ended } : result;
  }

  async function revokeKept(claims: KeptClaims): Promise<'revoked' | 'already_revoked'> {
    const record = {
      subject: tokenSubject(claims.jti),
      kind: 'token' as const,
      revokedAt: clock.now(),
      expiresAt: claims.exp * 1000,
    };
    const added = await storage.revocations.add(record);
    revocations.remember(record);
    return added ? 'revoked' : 'already_revoked';
  }

  async function verifyWithPerson(token: string): Promise<VerifyResult> {
    const result = await verify(token);
    if (!result.ok) return result;
    const person = await storage.persons.get(result.claims.person_id);
    const known =
      person?.active === true && (await groupsIn(storage, person, result.claims.oid)) !== undefined;
    return known ? result : { ok: false, reason: 'person_not_active' };
  }

  return {
    issuer,
    ttlMs,
    claimsFor,
    verifyWithPerson,
    sign,
    async issue(input) {
      const claims = claimsFor(input);
      return { token: await sign(claims), claims };
    },
    verify,
    stillLive: async (claims) => (await endedReason(claims)) === undefined,
    async revoke(token) {
      const result = await verifySignature(token);
      if (!result.ok) return result.reason === 'expired' ? 'already_revoked' : 'invalid';
      return revokeKept(result.claims);
    },
    revokeKept,
    async revokePerson(personId) {
      const record = personRevocation(personId, clock.now(), ttlMs);
      await storage.revocations.put(record);
      revocations.remember(record);
    },
  };
}
