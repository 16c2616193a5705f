import { z } from 'zod';
import { READER_FACTOR_METHODS } from '../identity/handles.ts';
import type { BlogEditUrlFunction, DocEditUrlFunction } from '../site/edit-url.ts';

/**
 * The site configuration schema: the single source of truth for `site.config.ts`.
 * Every object is strict so a misspelt key is an error, not a silently ignored setting. The JSDoc of each key
 * is what editors show on hover in `site.config.ts`. Each default is written once, on the key itself; an
 * object that may be left out entirely is `.prefault({})`, so its keys' defaults fill it in.
 */

const sitePath = z.string().startsWith('/', 'must be a site path starting with "/"');

/** Spread into every navbar item, so each kind carries the same key and its documentation. */
const placed = {
  /**
   * Which end of the navbar the item sits at (`'left'`: after the title).
   * @default 'left'
   */
  position: z.enum(['left', 'right']).default('left'),
};

const linkTarget = {
  /** The link's text. */
  label: z.string().min(1),
  /**
   * A route of this site (`'/docs/overview'`, optionally with `#fragment`); a route that does not exist fails
   * the build. Give `to` or `href`; the other is left out. A navbar link (not a dropdown entry) into the latest docs leads to the
   * reader's preferred version.
   */
  to: sitePath.optional(),
  /** An external address, opened in a new tab. Give `to` or `href`; the other is left out. */
  href: z.url().optional(),
};

const dropdownEntry = z.strictObject({
  /**
   * Always `'default'` (a link); may be left out.
   * @default 'default'
   */
  type: z.literal('default').default('default'),
  ...linkTarget,
});

const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({
    /** `'default'`: a link to a page of the site (`to`) or to another site (`href`). */
    type: z.literal('default'),
    ...linkTarget,
    ...placed,
  }),
  z.strictObject({
    /** `'dropdown'`: a menu of links under a label (opens on hover or click; listed under it on mobile). */
    type: z.literal('dropdown'),
    /** The menu's label. */
    label: z.string().min(1),
    ...placed,
    /** The menu's links, at least one: `{ label, to }` or `{ label, href }`. */
    items: z.array(dropdownEntry).min(1),
  }),
  z.strictObject({
    /** `'docsVersionDropdown'`: the docs versions, remembering the reader's choice as their preferred version. */
    type: z.literal('docsVersionDropdown'),
    ...placed,
    /** The docs instance whose versions it lists (an id of `docs.instances`). Default: the main docs. */
    docsPluginId: z.string().optional(),
  }),
  z.strictObject({
    /**
     * `'localeDropdown'`: the site's locales, each leading to the same page (and version) in that locale and
     * remembering the reader's choice; shown only on a site with more than one locale.
     */
    type: z.literal('localeDropdown'),
    ...placed,
  }),
  z.strictObject({
    /** `'colorModeToggle'`: the light/dark switch (hidden by `colorMode.disableSwitch`). */
    type: z.literal('colorModeToggle'),
    ...placed,
  }),
  z.strictObject({
    /** `'signIn'`: the slot where the gate renders Log in / Log out. */
    type: z.literal('signIn'),
    ...placed,
  }),
]);

const footerLink = z.strictObject({
  /** The link's text. */
  label: z.string().min(1),
  /**
   * Where it leads: an absolute URL (opened in a new tab, shown with an external-link icon) or a path of this
   * site (`'/blog'`; a path that is not a page fails the build's link check).
   */
  href: z.union([z.url(), sitePath]),
});

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

const factorMethod = z.enum(READER_FACTOR_METHODS);

const handleType = z.enum(['email_address', 'phone_number']);

const factor = z.strictObject({
  /**
   * The sign-in method: `email_link`, `otp_via_email`, `otp_via_sms`, `sms_link`, `totp`, `webauthn`,
   * `password`, or the single sign-on buttons `oidc` (providers configured in the server's
   * `SSO_OIDC_PROVIDERS`) and `saml`. The identity service starts only the methods listed here.
   */
  method: factorMethod,
  /**
   * Options sent with the method: for `oidc`/`saml` `provider`, `client_id`, `ux_mode` (`'popup'` or
   * `'redirect'` with `redirect_target`); for `webauthn` `attachment`, `user_verification`, `resident_key`,
   * `attestation`, and `scope` (the passkeys' domain: the page's host by default, or a parent domain of it
   * or of `sdkURL`'s host).
   */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Restricts the handles the method takes (by default: e-mail, phone or both, as the method needs). */
  allowedHandleTypes: z.array(handleType).optional(),
  /** The button text of a single sign-on method (default: the provider's name, or "SAML"). */
  label: z.string().optional(),
  /** The icon URL of a single sign-on method's button. Default none: a button without an icon. */
  logo: z.string().optional(),
});

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

const formConfiguration = z.strictObject({
  /**
   * The sign-in methods the form offers, in order. Default: the e-mailed link only.
   * @default [{ method: 'email_link' }]
   */
  factors: z.array(factor).default([{ method: 'email_link' }]),
  /** The form's logo (a site path is served to readers who have not signed in); default docgen's logo. */
  logo: z.string().optional(),
  /**
   * Overrides of the form's texts by key (`'initial.title'`: default "Welcome to <title>"); tokens such as
   * `{{EMAIL_ADDRESS}}` are filled in where the text is shown.
   * @default {}
   */
  text: z.record(z.string(), z.string()).default({}),
  /**
   * Remember the last address or number used on this browser and offer it next time.
   * @default false
   */
  storeLastHandle: z.boolean().default(false),
  /**
   * The country a phone number field starts with (two capital letters).
   * @default 'US'
   */
  defaultCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('US'),
  /**
   * Show the "Top-tier security by docgen" line at the foot of the form.
   * @default true
   */
  showBanner: z.boolean().default(true),
});

const signIn = z.strictObject({
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

const localeConfig = z.strictObject({
  /**
   * The language's name in the locale's own language, shown in the locale dropdown. Default: the name
   * `Intl.DisplayNames` gives it (`Deutsch` for `de`), as Docusaurus does.
   */
  label: z.string().min(1).optional(),
  /**
   * Text direction, written to the locale's pages' `<html dir>`. Default: `'rtl'` for right-to-left languages
   * (`ar`, `he`, `fa`…), else `'ltr'`.
   */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** The locale's pages' `<html lang>` and `hreflang`. Default: the locale's name (`de`). */
  htmlLang: z.string().min(1).optional(),
  /**
   * The calendar the locale's pages write dates in (blog dates, last updated), an `Intl` calendar name
   * (`islamic-umalqura`, `japanese`). Default `'gregory'`.
   */
  calendar: z
    .string()
    .refine((name) => Intl.supportedValuesOf('calendar').includes(name), {
      message: `must be one of ${Intl.supportedValuesOf('calendar').join(', ')}`,
    })
    .optional(),
  /**
   * The locale's route prefix: its pages live under `/<path>/…`. Not used for the default locale, which keeps the
   * site's routes. Default: the locale's name.
   */
  path: z
    .string()
    .regex(/^[\w.-]+$/, 'must be one path segment, without slashes')
    .optional(),
});

const i18n = z
  .strictObject({
    /**
     * The locale the content in `content/` is written in; its pages keep the site's routes.
     * @default 'en'
     */
    defaultLocale: z.string().min(1).default('en'),
    /**
     * Every locale the site is built in, the default one included. Translations live in
     * `content/i18n/<locale>/`, laid out as Docusaurus lays out `i18n/<locale>/`.
     * @default ['en']
     */
    locales: z
      .array(z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a BCP 47 tag'))
      .min(1)
      .default(['en']),
    /**
     * Per-locale settings, by locale (`{ de: { label: 'Deutsch' } }`); each key left out takes its default.
     * @default {}
     */
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  })
  .superRefine((value, context) => {
    if (!value.locales.includes(value.defaultLocale))
      context.addIssue({
        code: 'custom',
        path: ['defaultLocale'],
        message: `must be one of locales (${value.locales.join(', ')})`,
      });
    for (const locale of Object.keys(value.localeConfigs))
      if (!value.locales.includes(locale))
        context.addIssue({
          code: 'custom',
          path: ['localeConfigs', locale],
          message: 'is not one of locales',
        });
  });

const colorMode = z.strictObject({
  /**
   * The colour mode before a reader picks one: the pages' `data-theme` as served.
   * @default 'light'
   */
  defaultMode: z.enum(['light', 'dark']).default('light'),
  /**
   * Hide the navbar's light/dark switch.
   * @default false
   */
  disableSwitch: z.boolean().default(false),
  /**
   * Accepted for compatibility and not used: the OS preference does not choose the mode.
   * @default false
   */
  respectPrefersColorScheme: z.boolean().default(false),
});

const navbar = z.strictObject({
  /** The text beside the logo, linking to the home page. Default: the site's `title`. */
  title: z.string().optional(),
  /** The navbar's logo, shown 32×32 before the title; `src` is a site path, public even before sign-in. Default none. */
  logo: z
    .strictObject({
      /** The logo's alternative text. */
      alt: z.string(),
      /** Site path of the image (`'/img/logo.svg'`, from `content/static/`). */
      src: sitePath,
    })
    .optional(),
  /**
   * Hide the navbar while the reader scrolls down; it comes back on scrolling up.
   * @default false
   */
  hideOnScroll: z.boolean().default(false),
  /**
   * The navbar's items, by `type`: `'default'` links, `'dropdown'` menus, `'docsVersionDropdown'`, `'localeDropdown'`,
   * `'colorModeToggle'` and `'signIn'`; each at `position` `'left'` or `'right'`. Default: on the right, the
   * light/dark switch and, on a site with `signIn`, the Log in / Log out slot.
   */
  items: z.array(navbarItem).optional(),
});

const footer = z.strictObject({
  /**
   * The footer's colours.
   * @default 'dark'
   */
  style: z.enum(['light', 'dark']).default('dark'),
  /**
   * The footer's links, in one row. Default none.
   * @default []
   */
  links: z.array(footerLink).default([]),
  /**
   * The line under the links. Default none.
   * @default ''
   */
  copyright: z.string().default(''),
});

const announcementBar = z.strictObject({
  /** Names this announcement: a new `id` shows the bar again to readers who closed the previous one. */
  id: z.string().min(1),
  /** The bar's text, as HTML (it may hold a link). */
  content: z.string().min(1),
  /**
   * Show a close button; a reader who closes the bar does not see it again until `id` changes.
   * @default true
   */
  isCloseable: z.boolean().default(true),
  /** The bar's CSS background colour (default the theme's). */
  backgroundColor: z.string().optional(),
  /** The bar's CSS text colour (default the theme's). */
  textColor: z.string().optional(),
});

const routeBase = z
  .string()
  .regex(/^\/?(?:[\w.~-]+(?:\/[\w.~-]+)*\/?)?$/, 'a route path such as "docs", "guides/api" or "/"');

/** Which versions of a docs instance are built, as the options of a Docusaurus docs plugin say. */
const versionChoice = {
  /**
   * Build the instance's unreleased docs folder as a version of its own, as Docusaurus' `includeCurrentVersion`:
   * the "Next" version at `<routeBasePath>/next` while its versions file lists released versions, else its one
   * version. Default: only when it has no released version; a docgen site with versions publishes what
   * `docgen version` cut. `docgen init` writes Docusaurus' value.
   */
  includeCurrentVersion: z.boolean().optional(),
  /**
   * The version served at the instance's root, as Docusaurus' `lastVersion` (`'current'` names the unreleased
   * docs folder). Default: the first of its versions file, else `'current'`.
   */
  lastVersion: z.string().min(1).optional(),
  /** Build only these versions (names from the versions file, or `'current'`), as Docusaurus' `onlyIncludeVersions`. Default: every version. */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /**
   * Settings of each version (by its name in the versions file, or `'current'`), as Docusaurus' `versions`: its
   * `label` (default its name; `'Next'` for `current`), whether its docs show the "Version: <label>" `badge`
   * (default: when the instance builds more than one version) and its `banner` (`'unreleased'`, `'unmaintained'`
   * or `'none'`; default: unreleased for the versions newer than `lastVersion`, unmaintained for the older ones).
   */
  versions: z
    .record(
      z.string().min(1),
      z.strictObject({
        label: z.string().min(1).optional(),
        badge: z.boolean().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
      }),
    )
    .optional(),
};

/** A docs instance besides the main docs, as a second Docusaurus docs plugin (see `docs.instances`). */
const docsInstance = z.strictObject({
  /** Names the instance in its files and in navbar items (`docsPluginId`): letters, digits, `_` and `-`. */
  id: z.string().regex(/^[\w-]+$/, 'letters, digits, "_" and "-"'),
  /** Its unreleased docs folder, under `content/`. Default: the id. */
  path: z
    .string()
    .regex(/^[\w.~-]+(?:\/[\w.~-]+)*$/, 'a folder under content/ such as "community"')
    .optional(),
  /** Where it is served, as Docusaurus' `routeBasePath`. Default: the id. */
  routeBasePath: routeBase.optional(),
  ...versionChoice,
});

/** An `editUrl`: a base URL, or a function (site.config.ts is code) typed by what it is given. */
function editUrlOf<F>(what: string) {
  const error = `must be a URL, or a function returning a ${what}'s edit URL`;
  return z.union([z.url(), z.custom<F>((value) => typeof value === 'function')], { error });
}

/** Spread into the docs and the blog: their "Last updated" line, as Docusaurus' plugins set it. */
const lastUpdate = {
  /**
   * Shows "Last updated on <date>" under each page: its front matter's `last_update.date`, else the date of the
   * last git commit that touched its file (a translation: its own file's). A file git does not track, or a site
   * outside a git repository, shows none.
   * @default false
   */
  showLastUpdateTime: z.boolean().default(false),
  /**
   * Shows "… by <author>" under each page: its front matter's `last_update.author`, else the author of its file's
   * last git commit.
   * @default false
   */
  showLastUpdateAuthor: z.boolean().default(false),
};

const editLocalizedFiles = {
  /**
   * A translated page's "Edit this page" link leads to its translation (`content/i18n/<locale>/…`) rather than
   * to the default locale's file.
   * @default false
   */
  editLocalizedFiles: z.boolean().default(false),
};

const docs = z.strictObject({
  /**
   * Where the docs are served, as Docusaurus' `routeBasePath`: `'docs'` serves them under `/docs`, `'/'` (or `''`)
   * at the site root (`/configuration/record`), `'guides/v'` under `/guides/v`.
   * @default 'docs'
   */
  routeBasePath: routeBase.default('docs'),
  ...versionChoice,
  /**
   * More docs instances, each with its own folder, route, sidebars and versions (Docusaurus' further
   * `@docusaurus/plugin-content-docs` plugins, which `docgen init` carries over). Their files are named after
   * the id as Docusaurus names them: `content/<path>/`, `content/<id>_sidebars.(json|js|ts)`, `<id>_versions.json`,
   * `content/<id>_versioned_docs/` and `content/<id>_versioned_sidebars/`. The keys above are the main docs'
   * (`content/docs/`); sidebar, breadcrumb and link-check settings apply to every instance. `docgen version`
   * cuts the main docs only.
   * @default []
   */
  instances: z.array(docsInstance).default([]),
  /**
   * Names the reader's preferred docs version in their browser's storage.
   * @default 'default'
   */
  pluginId: z.string().default('default'),
  /**
   * `false` keeps every sidebar category expanded, without a toggle.
   * @default true
   */
  sidebarCollapsible: z.boolean().default(true),
  /**
   * `false` shows no breadcrumbs above the docs, as Docusaurus' `breadcrumbs: false`.
   * @default true
   */
  breadcrumbs: z.boolean().default(true),
  /**
   * A markdown link to a `.md` file that is not a page of the site, reported with its file, line and column: a
   * failed build, or (`'warn'`) a warning (the link is then shipped as written).
   * @default 'throw'
   */
  onBrokenMarkdownLinks: z.enum(['warn', 'throw']).default('throw'),
  /**
   * A `#fragment` link to a heading or id the target page does not have: a warning, or a failed build.
   * @default 'warn'
   */
  onBrokenAnchors: z.enum(['warn', 'throw']).default('warn'),
  /**
   * Shows "Edit this page" under each doc, of every docs instance, as Docusaurus does: a base URL such as
   * `'https://github.com/acme/site/tree/main/'`, followed by the doc's file relative to the site root
   * (`content/docs/intro.md`); or a function of `{ version, versionDocsDirPath, docPath, permalink, locale }`
   * returning the URL (or `undefined` for none). Front matter `custom_edit_url` overrides it per doc (`null`: no link).
   */
  editUrl: editUrlOf<DocEditUrlFunction>('doc').optional(),
  /**
   * A versioned doc's "Edit this page" link leads to the same file in the unreleased docs (`content/docs/`).
   * @default false
   */
  editCurrentVersion: z.boolean().default(false),
  ...editLocalizedFiles,
  ...lastUpdate,
});

const blog = z.strictObject({
  /**
   * Must be `'blog'`: the blog is served under `/blog`.
   * @default 'blog'
   */
  routeBasePath: z.literal('blog').default('blog'),
  /**
   * The blog list's page title.
   * @default 'Blog'
   */
  title: z.string().default('Blog'),
  /**
   * Accepted for compatibility and not used: posts always show their reading time.
   * @default true
   */
  showReadingTime: z.boolean().default(true),
  /**
   * Accepted for compatibility and not used: the blog sidebar is titled "All posts".
   * @default 'All posts'
   */
  sidebarTitle: z.string().default('All posts'),
  /**
   * Posts per blog list page (`/blog`, then `/blog/page/2`, …).
   * @default 10
   */
  postsPerPage: z.number().int().positive().default(10),
  /**
   * Shows "Edit this page" under each post page, as Docusaurus does: a base URL followed by the post's file relative
   * to the site root (`content/blog/2024-01-05-hello.md`), or a function of
   * `{ blogDirPath, blogPath, permalink, locale }` returning the URL. Front matter `custom_edit_url` overrides it.
   * Left out: no post has the link.
   */
  editUrl: editUrlOf<BlogEditUrlFunction>('post').optional(),
  ...editLocalizedFiles,
  ...lastUpdate,
});

/** A unified plugin, typed loosely so that any plugin's own typing is accepted (core knows no unified). */
type MarkdownPluginFunction = (...args: never[]) => unknown;

/** A remark or rehype plugin (a unified plugin function), or `[plugin, options]`, as Docusaurus takes them. */
const pluginFunction = z.custom<MarkdownPluginFunction>(
  (value) => typeof value === 'function',
  'a plugin function',
);
const markdownPlugin = z.union([pluginFunction, z.tuple([pluginFunction], z.unknown())]);

/**
 * The site's own remark and rehype plugins, applied to every doc, post and page (Docusaurus sets them per docs,
 * blog and pages plugin; `docgen init` merges the three lists). Import them in `site.config.ts`:
 * `import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'`.
 */
const markdown = z.strictObject({
  /**
   * Remark plugins run on the markdown tree before docgen's own (admonitions, links, partials are not done yet).
   * @default []
   */
  beforeDefaultRemarkPlugins: z.array(markdownPlugin).default([]),
  /**
   * Remark plugins run on the markdown tree after docgen's own, as Docusaurus runs `remarkPlugins`.
   * @default []
   */
  remarkPlugins: z.array(markdownPlugin).default([]),
  /**
   * Rehype plugins run on the HTML tree after docgen's own (headings have their ids, code is highlighted).
   * @default []
   */
  rehypePlugins: z.array(markdownPlugin).default([]),
});

/** A file of the site, from its folder (`'src/css/custom.css'`, `'./src/css/custom.css'`): never outside it. */
const siteFile = z
  .string()
  .refine(
    (path) => !/^(?:\/|\\|[a-z]:)/i.test(path) && !path.split(/[/\\]/).includes('..'),
    'must be a path inside the site\'s folder, like "src/css/custom.css"',
  )
  .transform((path) => path.replace(/^(?:\.\/)+/, ''));

/** How docgen's theme looks and which of Docusaurus' theme pages it adds. */
const theme = z.strictObject({
  /**
   * The site's own stylesheets (`'src/css/custom.css'` or a list), paths from the site's folder. Bundled, in this
   * order, into one stylesheet every page links after the theme's own, so their rules override it; their
   * `@import`s and `url()`s of files beside them are bundled too, and `url(/img/…)` is a file of `content/static/`.
   * Docusaurus' common `--ifm-*` variables (`--ifm-color-primary`, …) set the theme's colours and fonts (see the
   * migration guide for the list). `docgen dev` rebuilds when one is saved.
   * @default []
   */
  customCss: z
    .union([siteFile, z.array(siteFile)])
    .transform((value) => (typeof value === 'string' ? [value] : value))
    .default([]),
  /**
   * The route of a search page (`'search'`: `/search`, in each locale), as Docusaurus' Algolia theme builds one:
   * "Search the documentation" and a box that searches with docgen's search. Default none: docgen's search is
   * the navbar's dialog.
   */
  searchPagePath: z
    .string()
    .regex(/^[\w-]+(?:\/[\w-]+)*$/, 'must be a route path like "search", without slashes around it')
    .optional(),
});

/**
 * What the site offers readers' AI assistants. Each channel answers only what the asking reader may read, as the
 * pages do; turn one off and its routes answer 404.
 */
const ai = z.strictObject({
  /**
   * Serve each page as markdown: `/docs/x.md`, or the page's URL with `Accept: text/markdown`, and the
   * "Copy page as Markdown" button on doc pages.
   * @default true
   */
  markdown: z.boolean().default(true),
  /**
   * Serve `/llms.txt` and `/llms-full.txt`, listing (and, in full, holding) the pages the reader may open.
   * @default true
   */
  llmsTxt: z.boolean().default(true),
  /**
   * Serve the MCP server at `/_docgen/mcp`, through which a reader's assistant searches and reads the docs.
   * @default true
   */
  mcp: z.boolean().default(true),
});

const siteConfigObject = z.strictObject({
  /**
   * The site's title: the home page's `<title>`, after every other page's, the sign-in form's and e-mails'. The
   * only key a site must set.
   */
  title: z.string().min(1),
  /**
   * The line under the title on the home page. Default none.
   * @default ''
   */
  tagline: z.string().default(''),
  /**
   * The product the docs are about: named in old-version banners, blog descriptions and sign-in e-mails.
   * Default: the site's `title`.
   */
  productName: z.string().min(1).optional(),
  /**
   * The site's public URL: absolute `og:image` addresses are made from it, and it is recorded in the build for
   * `docgen serve` (whose own address is `PUBLIC_URL`). Default `'http://localhost:3000'`, the address
   * `docgen serve` answers at by default: set it before publishing.
   * @default 'http://localhost:3000'
   */
  url: z.url().default('http://localhost:3000'),
  /**
   * Must be `'/'`: docgen serves sites from the root.
   * @default '/'
   */
  baseUrl: z.literal('/', 'docgen serves sites from the root base path "/"').default('/'),
  /**
   * Must be `false`: routes are clean paths (`/docs/overview`).
   * @default false
   */
  trailingSlash: z
    .literal(false, 'trailing slashes are off: routes are clean paths like /docs/overview')
    .default(false),
  /**
   * Site path of the favicon (`'/img/favicon.svg'`, from `content/static/`); public even before sign-in. Default
   * none: browsers then ask for `/favicon.ico`.
   */
  favicon: sitePath.optional(),
  /**
   * A version string carried in every page's site data; nothing in docgen shows it.
   * @default '3.5.2'
   */
  frameworkVersion: z.string().default('3.5.2'),
  /**
   * Data of the site's own, which its components read as Docusaurus' `siteConfig.customFields`
   * (`useDocusaurusContext()`): a Docusaurus site's are carried over by `docgen init --from-docusaurus`.
   * @default {}
   */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Languages: the locales the site is built in, and each one's settings (see the guide to translating a site). */
  i18n: i18n.prefault({}),
  /** Light and dark mode. */
  colorMode: colorMode.prefault({}),
  /** The bar at the top of every page: title, logo and items. */
  navbar: navbar.prefault({}),
  /** The footer of every page. */
  footer: footer.prefault({}),
  /** A bar above the navbar on every page, e.g. for a release; none when left out. */
  announcementBar: announcementBar.optional(),
  /** The docs: sidebars and link checks. */
  docs: docs.prefault({}),
  /** The blog under `/blog`. */
  blog: blog.prefault({}),
  /** The site's own remark and rehype plugins. */
  markdown: markdown.prefault({}),
  /** The site's own stylesheets and Docusaurus' search page. */
  theme: theme.prefault({}),
  /** Limits on one page's time in a build stage. */
  build: z
    .strictObject({
      /**
       * A page still in a stage (transform, render) after this many seconds is named in the terminal.
       * @default 5
       */
      slowPageSeconds: z.number().positive().default(5),
      /**
       * A page still in a stage after this many seconds fails the build.
       * @default 60
       */
      pageTimeoutSeconds: z.number().positive().default(60),
    })
    .refine((build) => build.slowPageSeconds < build.pageTimeoutSeconds, {
      message: 'slowPageSeconds must be less than pageTimeoutSeconds',
      path: ['slowPageSeconds'],
      // Compared only when both are valid numbers: one problem, one message.
      when: (payload) => payload.issues.length === 0,
    })
    .prefault({}),
  /** Markdown copies of the pages, `llms.txt` and the MCP server, for readers' AI assistants. */
  ai: ai.prefault({}),
  /**
   * Who may read the site and how readers sign in. Secrets never go here: they come from the environment.
   * Default none: a public site, where every page is open to anyone, `docgen serve` has no identity API and the
   * pages load no sign-in code.
   */
  signIn: signIn.optional(),
});

/**
 * The site configuration schema: `siteConfigObject` with the defaults that depend on another key filled in (the
 * product and the navbar's title are the site's title; the navbar's items depend on `signIn`).
 */
export const siteConfigSchema = siteConfigObject.transform((config) => ({
  ...config,
  productName: config.productName ?? config.title,
  navbar: {
    ...config.navbar,
    title: config.navbar.title ?? config.title,
    items: config.navbar.items ?? defaultNavbarItems(config.signIn !== undefined),
  },
}));

function defaultNavbarItems(hasSignIn: boolean): z.output<typeof navbarItem>[] {
  return [
    { type: 'colorModeToggle', position: 'right' },
    ...(hasSignIn ? [{ type: 'signIn', position: 'right' } as const] : []),
  ];
}

/** What a writer writes in `site.config.ts` (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type NavbarLinkItem = Extract<NavbarItem, { type: 'default' }>;
export type SignInConfig = NonNullable<SiteConfig['signIn']>;
/** The configuration of a site with sign-in (not a public site). */
export type SignedInSiteConfig = SiteConfig & { signIn: SignInConfig };
export type PrivatePathRule = SignInConfig['privatePaths'][number];
export type MarkdownPluginEntry = SiteConfig['markdown']['remarkPlugins'][number];
export type AiConfig = SiteConfig['ai'];
export type FactorConfig = SignInConfig['formConfiguration']['factors'][number];

/**
 * Typed identity helper so `site.config.ts` gets completion and checks without importing zod. It answers the
 * config with the type it was written with, so code reading a site's config sees the keys it sets. The
 * parameter is also typed as `SiteConfigInput` itself, and the type parameter is not `const`: an editor shows a
 * key's documentation on hover only where the object's type names the documented declaration.
 */
export function defineConfig<Config extends SiteConfigInput>(config: Config & SiteConfigInput): Config {
  return config;
}
