import { z } from 'zod';
import { ai } from './schema/ai.ts';
import { blog } from './schema/blog.ts';
import { docs } from './schema/docs.ts';
import { i18n } from './schema/i18n.ts';
import { markdown } from './schema/markdown.ts';
import { defaultNavbarItems, navbar } from './schema/navbar.ts';
import { signIn } from './schema/sign-in.ts';
import { sitePath } from './schema/site-path.ts';
import { announcementBar, colorMode, footer, theme } from './schema/theme.ts';

/**
 * The site configuration schema: the single source of truth for `site.config.ts`. Each part of the configuration
 * (docs, blog, navbar, theme, languages, sign-in, AI) has its file in `schema/`; this one puts them together.
 * Every object is strict so a misspelt key is an error, not a silently ignored setting. The JSDoc of each key
 * is what editors show on hover in `site.config.ts`. Each default is written once, on the key itself; an
 * object that may be left out entirely is `.prefault({})`, so its keys' defaults fill it in.
 */

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
  /** How `.md` files are read, and the site's own remark and rehype plugins. */
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
