/**
 * The user object: the token and what its claims say. Methods
 * that talk to the API use the token as bearer; after `logout()` they throw.
 */
import type { Factor, FactorMethod, Handle } from '../../core/identity/handles.ts';
import type { ConsentLevel, GdprConsentResult } from '../../core/identity/consent.ts';
import type { MeResult } from '../../core/identity/person.ts';
import type { AuthenticationEntry } from '../../core/identity/tokens.ts';
import type { Api } from './api.ts';
import { IdentityError } from './errors.ts';
import { decodeJwtPayload } from './jwt.ts';

export const UNAUTHENTICATED_MESSAGE = 'Cannot call methods on unauthenticated user';

export interface UserDeps {
  api: Api;
  /** Runs an id flow with this user's token as bearer (MFA / step-up, anonymous upgrade). */
  runFlow(handle: Handle | undefined, factor: Factor, token: string): Promise<User>;
}

export class User {
  /** The inner user token (a container's `user_token`), or the token itself. */
  readonly token: string;
  readonly claims: Record<string, unknown>;
  private readonly container: string;
  private loggedOut = false;

  constructor(
    token: unknown,
    protected readonly deps: UserDeps,
  ) {
    if (typeof token !== 'string')
      throw new IdentityError('InvalidActionError', 'The user token must be a string.');
    this.container = token;
    const outer = decodeJwtPayload(token);
    const inner = typeof outer.user_token === 'string' ? outer.user_token : undefined;
    this.token = inner ?? token;
    this.claims = inner ? decodeJwtPayload(inner) : outer;
  }

  get ID(): string {
    return String(this.claims.person_id ?? '');
  }
  get oid(): string {
    return String(this.claims.oid ?? '');
  }
  get anonymous(): boolean {
    return this.claims.person_type === 'anonymous';
  }
  get firstLogin(): boolean {
    return this.claims.first_token === true;
  }
  get authentication(): FactorMethod[] {
    return Array.isArray(this.claims.authenticated_methods)
      ? (this.claims.authenticated_methods as FactorMethod[])
      : [];
  }
  get authentications(): AuthenticationEntry[] {
    return Array.isArray(this.claims.authentications)
      ? (this.claims.authentications as AuthenticationEntry[])
      : [];
  }

  /** Group names from the claim `groups_claim_name` names (default `groups`); always an array. */
  getGroups(): string[] {
    const claim =
      typeof this.claims.groups_claim_name === 'string' ? this.claims.groups_claim_name : 'groups';
    const groups = this.claims[claim];
    return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
  }

  toString(): string {
    return this.container;
  }

  protected live(): string {
    if (this.loggedOut) throw new IdentityError('InvalidActionError', UNAUTHENTICATED_MESSAGE);
    return this.token;
  }

  /** `POST /token/validate`; a failed call is logged and counts as invalid. */
  async validate(): Promise<boolean> {
    try {
      return (await this.deps.api.validateToken(this.live())).valid === true;
    } catch (error) {
      console.warn('Token validation failed; treating the token as invalid.', error);
      return false;
    }
  }

  /** `POST /token/revoke`; errors (e.g. already revoked) are ignored. */
  async logout(): Promise<void> {
    if (this.loggedOut) return;
    this.loggedOut = true;
    await this.deps.api.revokeToken(this.token).catch(() => undefined);
  }

  /**
   * Where to end the reader's session at their OpenID provider too (`POST /sso/oidc/logout`), for a token of
   * an OIDC sign-in whose provider offers it; ask before `logout()` (it needs the live token). Failures are
   * logged and mean no URL: docgen's own sign-out goes on regardless.
   */
  async providerSignOutUrl(): Promise<string | undefined> {
    if (this.loggedOut || !this.authentication.includes('oidc')) return undefined;
    try {
      return (await this.deps.api.providerSignOut(this.token)).logout_url;
    } catch (error) {
      console.warn('Could not ask for a sign-out at the identity provider.', error);
      return undefined;
    }
  }

  /** Step-up: a new id flow with this token as bearer; anonymous users cannot. */
  async mfa(handle: Handle | undefined, factor: Factor): Promise<User> {
    if (this.anonymous) throw new IdentityError('InvalidActionError', 'Anonymous users cannot do MFA.');
    return this.deps.runFlow(handle, factor, this.live());
  }

  async getTokenForOrganization(oid: string): Promise<User> {
    const token = await this.deps.api.tokenForOrganization(this.live(), oid);
    return new User(token, this.deps);
  }

  async me(): Promise<MeResult> {
    return this.deps.api.me(this.live());
  }

  async getAttributes(
    bucket = 'end_user_read_write',
    attributes?: string[],
  ): Promise<Record<string, unknown>> {
    return this.deps.api.getAttributes(this.live(), bucket, attributes);
  }

  async setAttributes(values: Record<string, unknown>, bucket = 'end_user_read_write'): Promise<void> {
    await this.deps.api.setAttributes(this.live(), bucket, values);
  }

  /** A one-time `?challenges=` value that signs this reader in wherever it is opened. */
  async createDirectID(): Promise<string> {
    return this.deps.api.createDirectId(this.live());
  }

  /** For an admin: a one-time `?challenges=` value that signs in as another reader of this organisation. */
  async impersonate(personId: string): Promise<string> {
    return this.deps.api.impersonate(this.live(), this.oid, personId);
  }

  async getGDPRConsent(): Promise<GdprConsentResult> {
    return this.deps.api.getConsent(this.live());
  }

  /** Makes the reader's consent levels exactly these. */
  async setGDPRConsent(levels: ConsentLevel[]): Promise<GdprConsentResult> {
    return this.deps.api.changeConsent(this.live(), 'replace', levels);
  }

  async addGDPRConsent(levels: ConsentLevel[]): Promise<GdprConsentResult> {
    return this.deps.api.changeConsent(this.live(), 'add', levels);
  }

  /** Takes the levels away, or every level without `levels`. */
  async removeGDPRConsent(levels?: ConsentLevel[]): Promise<void> {
    await this.deps.api.removeConsent(this.live(), levels);
  }

  /** Deletes the named attributes of the bucket, or all of them without `attributes`. */
  async deleteAttributes(attributes?: string[], bucket = 'end_user_read_write'): Promise<void> {
    await this.deps.api.deleteAttributes(this.live(), bucket, attributes);
  }
}

export class AnonymousUser extends User {
  constructor(token: unknown, deps: UserDeps) {
    super(token, deps);
    if (!this.anonymous)
      throw new IdentityError(
        'InvalidActionError',
        'An anonymous user needs a token with person_type "anonymous".',
      );
  }

  /** Upgrades to a regular user: the id flow runs with the anonymous token as bearer. */
  async upgrade(handle: Handle | undefined, factor: Factor): Promise<User> {
    return this.deps.runFlow(handle, factor, this.live());
  }
}
