/**
 * The signed-in state of one page: initial → loaded → retrievingToken → ready.
 * On the way to ready it tries, stopping at the first that yields a user: the initial token (if valid), a
 * user from the URL, the stored token (removed if invalid), a new anonymous user (if enabled).
 */
import type { Factor, Handle } from '../../core/identity/handles.ts';
import { IdentityClient } from './client.ts';
import { STORAGE } from './storage-keys.ts';
import type { IdentityOptions } from './options.ts';
import { createTokenStorage, type TokenStorage, type TokenStorageKind } from './token-storage.ts';
import type { User } from './user.ts';
import { IdentityError } from './errors.ts';
import { AnonymousUser, UNAUTHENTICATED_MESSAGE } from './user.ts';

type SdkState = 'initial' | 'loaded' | 'retrievingToken' | 'ready';

export type LoginMiddleware = (context: { user: User; sid: IdentityClient }) => User | Promise<User>;

export interface SessionOptions extends IdentityOptions {
  oid: string;
  initialToken?: string;
  tokenStorage?: TokenStorageKind;
  anonymousUsersEnabled?: boolean;
  /** Step 2; by default the client's `getUserFromURL()`. The gate asks the reader first (scanner safety). */
  userFromURL?: (client: IdentityClient) => Promise<User | undefined>;
  /** For tests: a storage to use instead of `tokenStorage`. */
  storage?: TokenStorage;
}

export interface SessionSnapshot {
  state: SdkState;
  user: User | undefined;
  anonymousUser: AnonymousUser | undefined;
  /** A user is there and is not anonymous. */
  isAuthenticated: boolean;
}

export class IdentitySession {
  client: IdentityClient | undefined;
  private snapshot: SessionSnapshot = {
    state: 'initial',
    user: undefined,
    anonymousUser: undefined,
    isAuthenticated: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly storage: TokenStorage;

  constructor(private readonly options: SessionOptions) {
    this.storage = options.storage ?? createTokenStorage(options.tokenStorage);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** initial → loaded: creates the client (throws on invalid options). */
  load(): IdentityClient {
    this.client ??= new IdentityClient(this.options);
    if (this.snapshot.state === 'initial') this.set({ state: 'loaded' });
    return this.client;
  }

  /** loaded → retrievingToken → ready. */
  async start(): Promise<void> {
    const client = this.load();
    if (this.snapshot.state !== 'loaded') return;
    this.set({ state: 'retrievingToken' });
    const user = await this.resolveUser(client);
    // A user from the URL (an e-mailed link) stays signed in across reloads, as one who logged in does; an
    // anonymous one is kept too, so a visitor is one anonymous person, not one per page load.
    if (user) this.storage.set(STORAGE.userToken, user.toString());
    if (user instanceof AnonymousUser) this.set({ anonymousUser: user, user: undefined, state: 'ready' });
    else this.set({ user, state: 'ready' });
  }

  private async resolveUser(client: IdentityClient): Promise<User | undefined> {
    const steps = [
      () => this.fromToken(client, this.options.initialToken),
      () => (this.options.userFromURL ?? ((c) => c.getUserFromURL()))(client),
      () => this.fromStorage(client),
      () => (this.options.anonymousUsersEnabled ? client.createAnonymousUser() : Promise.resolve(undefined)),
    ];
    for (const step of steps) {
      const user = await step().catch((error: unknown) => {
        console.warn('Could not restore the user at this step; trying the next one.', error);
        return undefined;
      });
      if (user) return this.inOrganization(user);
    }
    return undefined;
  }

  private async fromToken(client: IdentityClient, token: string | undefined): Promise<User | undefined> {
    if (!token || !(await client.validateToken(token))) return undefined;
    const user = client.userFromToken(token);
    return user.anonymous && !this.options.anonymousUsersEnabled ? undefined : user;
  }

  private async fromStorage(client: IdentityClient): Promise<User | undefined> {
    const token = this.storage.get(STORAGE.userToken);
    if (!token) return undefined;
    const user = await this.fromToken(client, token).catch(() => undefined);
    if (!user) this.storage.remove(STORAGE.userToken);
    else client.analytics.track('PersonIdentified_v1', { person_id: user.ID });
    return user;
  }

  /** The organisation the session is in: the one the reader switched to, else the site's. */
  private get organization(): string {
    return this.storage.get(STORAGE.organization) ?? this.options.oid;
  }

  /** A user of another organisation gets a token for the session's. */
  private async inOrganization(user: User): Promise<User> {
    if (user.anonymous || !user.oid || user.oid === this.organization) return user;
    return user.getTokenForOrganization(this.organization);
  }

  /** Switches the signed-in reader to a token for another organisation they belong to. */
  async switchOrganization(oid: string): Promise<User> {
    const { user } = this.snapshot;
    if (!user) throw new IdentityError('InvalidActionError', UNAUTHENTICATED_MESSAGE);
    const switched = await user.getTokenForOrganization(oid);
    this.storage.set(STORAGE.organization, oid);
    this.adopt(switched);
    return switched;
  }

  /**
   * Signs in; a signed-in user steps up (MFA), an anonymous one upgrades. Any failure of the flow logs out.
   * The sign-in loads with the flows (flow.ts): a page whose reader is signed in never needs it.
   */
  async logIn(
    config: { handle?: Handle | null; factor: Factor },
    options: { middleware?: LoginMiddleware | LoginMiddleware[] } = {},
  ): Promise<User> {
    const { logIn } = await import('./flow.ts');
    return logIn(this, this.options, config, options.middleware);
  }

  /** After a sign-in: `user` is the signed-in user, its token stored and subscribers told. */
  adopt(user: User): void {
    this.storage.set(STORAGE.userToken, user.toString());
    this.set({ user, anonymousUser: undefined });
  }

  /**
   * Removes the stored token and the user; an anonymous user stays. `leaving`: the page is about to go elsewhere
   * (the identity provider's sign-out), so subscribers are not told: their reactions (a gate sending a private
   * page to the sign-in page) would start navigations that cancel the way out.
   */
  async logOut(options: { leaving?: boolean } = {}): Promise<void> {
    const { user } = this.snapshot;
    if (!user || user.anonymous) return;
    this.storage.remove(STORAGE.userToken);
    this.storage.remove(STORAGE.organization);
    this.client?.analytics.track('PersonLoggedOut_v1', { person_id: user.ID });
    if (options.leaving) this.snapshot = { ...this.snapshot, user: undefined, isAuthenticated: false };
    else this.set({ user: undefined });
    await user.logout();
  }

  /** Another page was shown without a page load: analytics counts it as a page view of its own. */
  trackVirtualPageView(): void {
    const person = this.snapshot.user ?? this.snapshot.anonymousUser;
    this.client?.analytics.track('VirtualPageLoaded_v1', person ? { person_id: person.ID } : {});
  }

  recover(params: { handle: Handle; factor: Factor }): Promise<void> {
    return this.load().recover(params);
  }

  private set(patch: Partial<SessionSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    next.isAuthenticated = next.user !== undefined && !next.user.anonymous;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}
