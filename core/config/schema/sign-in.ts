/** Who may read the site and how readers sign in: private paths, registration, the identity service. */
import { z } from 'zod';
import { formConfiguration } from './sign-in-form.ts';
import { sitePath } from './site-path.ts';

const privatePath = z.union([
  z.string().min(1),
  z.strictObject({
    /**
     * Which paths the rule covers: a regular expression literal (`'/^\\/docs\\/internal\\//i'`), a glob matched
     * against the whole path (`'/docs/**'`), or else a plain string the path must contain. A pattern that does
     * not compile is treated as a plain string.
     */
    path: z.string().min(1),
    /**
     * The groups a signed-in reader must all belong to; empty (the default): any signed-in reader.
     * @default []
     */
    groups: z.array(z.string().min(1)).default([]),
    /**
     * Organisation ids: the reader must be signed in for one of them (their token's organisation, chosen with
     * the organisation switcher), and `groups` are then their groups there. Empty (the default): any.
     * @default []
     */
    organizations: z.array(z.string().min(1)).default([]),
    /**
     * How many different factors the reader must have signed in with, e.g. `2`: a reader signed in with one is
     * asked to sign in again with another (a step-up) before the page opens.
     * @default 1
     */
    minimumFactors: z.number().int().min(1).max(3).default(1),
    /**
     * The locales whose copies of the paths the rule covers, e.g. `['de']` to close only the German pages. Default
     * every locale: a rule written for the default locale's routes (`/docs/internal`) also covers
     * `/<locale>/docs/internal`. A rule that names the default locale covers every locale, as a translation never
     * opens what the original keeps closed.
     */
    locales: z.array(z.string().min(1)).min(1).optional(),
  }),
]);

const registrationMode = z.discriminatedUnion('mode', [
  z.strictObject({
    /** `'open'`: anyone with an address may sign in (a reader is created at their first sign-in). */
    mode: z.literal('open'),
  }),
  z.strictObject({
    /** `'domains'`: only addresses in `domains` may sign in, plus readers already added. */
    mode: z.literal('domains'),
    /** The e-mail domains allowed (`'example.com'`; a leading `@` is ignored), at least one. */
    domains: z.array(z.string().min(1)).min(1),
  }),
  z.strictObject({
    /** `'invite'`: only readers added with `docgen users add`; anyone else is e-mailed that they have no access. */
    mode: z.literal('invite'),
  }),
]);

export const signIn = z.strictObject({
  /**
   * The organisation the site's readers belong to: identity tokens are issued for it, and `docgen users` manages
   * the readers of the site whose `orgID` this is.
   */
  orgID: z.string().min(1),
  /**
   * Every page needs a signed-in reader; `privatePaths` then only decide on groups. Under it a missing page
   * looks exactly like a private one.
   * @default false
   */
  forceLogin: z.boolean().default(false),
  /**
   * Identity API base URL; empty (the default) means `/api` on the site's own origin (`docgen serve`).
   * @default ''
   */
  baseURL: z.string().default(''),
  /**
   * URL of the identity service's SDK page; empty (the default) means `/api/sdk.html` on the site's own origin.
   * Passkeys scoped to its domain (`webauthn` option `scope`) work on the site's pages through it (see
   * docs/identity-api.md, *Passkeys*).
   * @default ''
   */
  sdkURL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /**
   * Paths that need a signed-in reader (in the browser and in `docgen serve`): path strings, globs, regular
   * expression literals, or `{ path, groups, organizations }` to require groups or organisations too. Default
   * none.
   * @default []
   */
  privatePaths: z.array(privatePath).default([]),
  /**
   * Where `uxMode: 'redirect'` sends a reader who must sign in (with `?return_to=` the page asked for); the form
   * shows there.
   * @default '/'
   */
  privateRedirectPath: sitePath.default('/'),
  /**
   * How a private page asks for sign-in: `'redirect'` (the default) to `privateRedirectPath`, or `'modal'`: the
   * form over the page, at its own address.
   * @default 'redirect'
   */
  uxMode: z.enum(['redirect', 'modal']).default('redirect'),
  /** With `oidcProvider`: adds an OIDC single sign-on button (popup) with this client id. Default none. */
  oidcClientID: z.string().optional(),
  /** With `oidcClientID`: the OIDC provider of that button (`'google'`, `'github'`, `'okta'`, …). Default none. */
  oidcProvider: z.string().optional(),
  /**
   * Who may sign in: `{ mode: 'open' }` (the default), `{ mode: 'domains', domains }` or `{ mode: 'invite' }`.
   * @default { mode: 'open' }
   */
  registration: registrationMode.default({ mode: 'open' }),
  /**
   * Ask readers for privacy consent (necessary, analytics, marketing, retargeting, tracking) in a dialog, and
   * collect analytics only from readers who gave the analytics level.
   * @default false
   */
  privacyConsent: z.boolean().default(false),
  /**
   * Show an organisation switcher beside Log out to readers who belong to several organisations.
   * @default false
   */
  organizationSwitcher: z.boolean().default(false),
  /**
   * Give each visitor an anonymous identity (`POST /persons/anonymous`) that keeps attributes and consent until
   * they sign in; it never opens a private page.
   * @default false
   */
  anonymousReaders: z.boolean().default(false),
  /**
   * Members of this group in an organisation may sign in as another reader of it, to see the site as they do
   * (`POST /persons/{id}/impersonate`; each one is audited, `docgen users audit`). Default none: nobody may.
   */
  impersonationGroup: z.string().min(1).optional(),
  /**
   * Show readers the sidebar entries and category cards of pages they may not open (a group's, an organisation's,
   * or a signed-in reader's), marked with a lock, instead of leaving them out. Their titles are then visible to
   * every reader of the pages that list them. Default `false`: a reader sees only the entries they may open.
   * @default false
   */
  showLockedEntries: z.boolean().default(false),
  /** The sign-in form: its methods, logo, texts and behaviour. */
  formConfiguration: formConfiguration.prefault({}),
});
