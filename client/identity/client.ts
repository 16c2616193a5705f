/**
 * The identity SDK client: one instance per page, talking to one identity API. It starts
 * flows, reads users from tokens and from the URL, and carries the event emitter. The flows, the challenge
 * handlers and the reading of a user from the URL load on first use: a reader whose stored token is still
 * valid never needs them.
 */
import type { Factor, Handle } from '../../core/identity/handles.ts';
import { createAnalytics, type Analytics } from './analytics.ts';
import { createApi, type Api } from './api.ts';
import { Emitter, type EventName, type Handler, type PublishName } from './events.ts';
import { IdentityError } from './errors.ts';
import { decodeJwtPayload } from './jwt.ts';
import { resolveOptions, type IdentityOptions, type ResolvedOptions } from './options.ts';
import { createTransport, type Transport } from './transport.ts';
import { hasUrlChallenges, parseProviderInitiated } from './url-params.ts';
import { AnonymousUser, User, type UserDeps } from './user.ts';

export class IdentityClient {
  readonly options: ResolvedOptions;
  readonly transport: Transport;
  readonly api: Api;
  readonly emitter = new Emitter();
  readonly analytics: Analytics;
  private urlUser: Promise<User | undefined> | undefined;
  private readonly userDeps: UserDeps;

  constructor(options: IdentityOptions) {
    this.options = resolveOptions(options);
    this.transport = createTransport(this.options.baseURL, this.options.fetch, this.options.language);
    this.api = createApi(this.transport);
    this.analytics = createAnalytics({
      ...this.options,
      enabled: this.options.analyticsEnabled,
      consentRequired: this.options.analyticsConsentRequired,
    });
    this.userDeps = {
      api: this.api,
      runFlow: async (handle, factor, token) =>
        this.userFromToken(await this.flow(this.oidOf(token), handle, factor, token)),
    };
    this.analytics.track('SlashIDSDKLoaded_v1');
  }

  get oid(): string {
    return this.options.oid ?? '';
  }

  subscribe(name: EventName, handler: Handler): () => void {
    return this.emitter.subscribe(name, handler);
  }

  publish(name: PublishName, payload?: string): void {
    this.emitter.publish(name, payload);
  }

  /** Signs in (or steps up with `token`): the whole id flow, resolving with the user. */
  async id(oid: string, handle: Handle | null | undefined, factor: Factor, token?: string): Promise<User> {
    return this.userFromToken(await this.flow(oid, handle, factor, token));
  }

  async recover(params: { handle: Handle; factor: Factor }): Promise<void> {
    const { runRecoveryFlow } = await import('./flow.ts');
    return runRecoveryFlow(this, { oid: this.oid, ...params });
  }

  /** Starts fetching the flows ahead of a sign-in (the sign-in form does when it is shown). */
  preloadFlows(): void {
    import('./flow.ts').catch(() => undefined);
  }

  userFromToken(token: string): User {
    return decodeJwtPayload(token).person_type === 'anonymous'
      ? new AnonymousUser(token, this.userDeps)
      : new User(token, this.userDeps);
  }

  async validateToken(token: string): Promise<boolean> {
    try {
      return (await this.api.validateToken(token)).valid === true;
    } catch (error) {
      console.warn('Token validation failed; treating the token as invalid.', error);
      return false;
    }
  }

  async createAnonymousUser(region?: string): Promise<AnonymousUser> {
    if (!this.options.oid)
      throw new IdentityError('InvalidConfigurationError', 'Anonymous users require the "oid" parameter.');
    return new AnonymousUser(await this.api.createAnonymous(this.options.oid, region), this.userDeps);
  }

  /**
   * The user the page URL carries, if any; memoised, so the URL is processed once per client. With
   * `identityProviderInitiatedSSOEnabled`, `?iss=social:<provider>:<client_id>` first starts that OIDC sign-in
   * in this tab (it leaves the page, and comes back to it without `iss`).
   */
  getUserFromURL(search: string = location.search): Promise<User | undefined> {
    if (!this.urlUser) this.startProviderInitiated(search);
    this.urlUser ??= hasUrlChallenges(search)
      ? import('./url-sign-in.ts').then(({ userFromUrl }) => userFromUrl(this, search))
      : Promise.resolve(undefined);
    return this.urlUser;
  }

  private startProviderInitiated(search: string): void {
    const oid = this.options.oid;
    const provider = parseProviderInitiated(new URLSearchParams(search).get('iss'));
    if (!this.options.identityProviderInitiatedSSOEnabled || !oid || !provider) return;
    const target = new URL(location.href);
    target.searchParams.delete('iss');
    const factor: Factor = {
      method: 'oidc',
      options: { ...provider, ux_mode: 'redirect', redirect_target: target.toString() },
    };
    this.id(oid, null, factor).catch((error: unknown) =>
      console.warn('The sign-in the identity provider started could not go on.', error),
    );
  }

  private async flow(
    oid: string,
    handle: Handle | null | undefined,
    factor: Factor,
    token?: string,
  ): Promise<string> {
    const { runIdFlow } = await import('./flow.ts');
    return runIdFlow(this, { oid, handle, factor, token });
  }

  private oidOf(token: string): string {
    const oid = decodeJwtPayload(token).oid;
    return typeof oid === 'string' && oid ? oid : this.oid;
  }
}
