import { z } from 'zod';

/**
 * The site configuration schema: the single source of truth for `site.config.ts`.
 * Every object is strict so a misspelt key is an error, not a silently ignored setting.
 */

const sitePath = z.string().startsWith('/', 'must be a site path starting with "/"');
const position = z.enum(['left', 'right']).default('left');

const navbarLinkItem = z.strictObject({
  type: z.literal('default').default('default'),
  label: z.string().min(1),
  to: sitePath.optional(),
  href: z.url().optional(),
  position,
});

const navbarDropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string().min(1),
  position,
  items: z.array(navbarLinkItem.omit({ position: true })).min(1),
});

const navbarItem = z.discriminatedUnion('type', [
  navbarLinkItem.extend({ type: z.literal('default') }),
  navbarDropdownItem,
  z.strictObject({ type: z.literal('docsVersionDropdown'), position }),
  z.strictObject({ type: z.literal('colorModeToggle'), position }),
  // The right-hand slot where the gate renders Log in / Log out.
  z.strictObject({ type: z.literal('signIn'), position }),
]);

const footerLink = z.strictObject({ label: z.string().min(1), href: z.url() });

const privatePath = z.union([
  z.string().min(1),
  z.strictObject({ path: z.string().min(1), groups: z.array(z.string().min(1)).default([]) }),
]);

const factorMethod = z.enum([
  'webauthn',
  'otp_via_email',
  'email_link',
  'password',
  'totp',
  'otp_via_sms',
  'sms_link',
  'oidc',
  'saml',
]);

const handleType = z.enum(['email_address', 'phone_number']);

const factor = z.strictObject({
  method: factorMethod,
  options: z.record(z.string(), z.unknown()).optional(),
  allowedHandleTypes: z.array(handleType).optional(),
  label: z.string().optional(),
  logo: z.string().optional(),
});

const signIn = z.strictObject({
  orgID: z.string().min(1),
  forceLogin: z.boolean().default(false),
  /** Identity API base URL; empty means `<PUBLIC_URL>/api` on the serving origin. */
  baseURL: z.string().default(''),
  sdkURL: z.string().default(''),
  privatePaths: z.array(privatePath).default([]),
  privateRedirectPath: sitePath.default('/'),
  uxMode: z.enum(['redirect', 'modal']).default('redirect'),
  oidcClientID: z.string().optional(),
  oidcProvider: z.string().optional(),
  registration: z
    .union([
      z.strictObject({ mode: z.literal('open') }),
      z.strictObject({ mode: z.literal('domains'), domains: z.array(z.string().min(1)).min(1) }),
      z.strictObject({ mode: z.literal('invite') }),
    ])
    .default({ mode: 'open' }),
  formConfiguration: z
    .strictObject({
      factors: z.array(factor).default([{ method: 'email_link' }]),
      logo: z.string().optional(),
      text: z.record(z.string(), z.string()).default({}),
      storeLastHandle: z.boolean().default(false),
      defaultCountryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
        .default('US'),
      showBanner: z.boolean().default(true),
    })
    .default({
      factors: [{ method: 'email_link' }],
      text: {},
      storeLastHandle: false,
      defaultCountryCode: 'US',
      showBanner: true,
    }),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  productName: z.string().min(1),
  url: z.url(),
  baseUrl: z.literal('/', 'docgen serves sites from the root base path "/"'),
  trailingSlash: z.literal(false, 'trailing slashes are off: routes are clean paths like /docs/overview'),
  favicon: sitePath.optional(),
  frameworkVersion: z.string().default('3.5.2'),
  i18n: z.strictObject({
    defaultLocale: z.literal('en'),
    locales: z.tuple([z.literal('en')]),
    localeConfigs: z.strictObject({
      en: z.strictObject({
        label: z.string(),
        direction: z.enum(['ltr', 'rtl']),
        calendar: z.string(),
      }),
    }),
  }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  navbar: z.strictObject({
    title: z.string(),
    logo: z.strictObject({ alt: z.string(), src: sitePath }).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem),
  }),
  footer: z.strictObject({
    style: z.enum(['light', 'dark']).default('dark'),
    links: z.array(footerLink),
    copyright: z.string(),
  }),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      isCloseable: z.boolean().default(true),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    })
    .optional(),
  docs: z
    .strictObject({
      routeBasePath: z.literal('docs').default('docs'),
      pluginId: z.string().default('default'),
      sidebarCollapsible: z.boolean().default(true),
      onBrokenMarkdownLinks: z.enum(['warn', 'throw']).default('warn'),
      /** A `#fragment` link to a heading or id the target page does not have: a warning, or a failed build. */
      onBrokenAnchors: z.enum(['warn', 'throw']).default('warn'),
    })
    .default({
      routeBasePath: 'docs',
      pluginId: 'default',
      sidebarCollapsible: true,
      onBrokenMarkdownLinks: 'warn',
      onBrokenAnchors: 'warn',
    }),
  blog: z
    .strictObject({
      routeBasePath: z.literal('blog').default('blog'),
      title: z.string().default('Blog'),
      showReadingTime: z.boolean().default(true),
      sidebarTitle: z.string().default('All posts'),
      postsPerPage: z.number().int().positive().default(10),
    })
    .default({
      routeBasePath: 'blog',
      title: 'Blog',
      showReadingTime: true,
      sidebarTitle: 'All posts',
      postsPerPage: 10,
    }),
  build: z
    .strictObject({
      /** A page still in a stage (transform, render) after this many seconds is named in the terminal. */
      slowPageSeconds: z.number().positive().default(5),
      /** A page still in a stage after this many seconds fails the build. */
      pageTimeoutSeconds: z.number().positive().default(60),
    })
    .refine((build) => build.slowPageSeconds < build.pageTimeoutSeconds, {
      message: 'slowPageSeconds must be less than pageTimeoutSeconds',
      path: ['slowPageSeconds'],
      // Compared only when both are valid numbers: one problem, one message.
      when: (payload) => payload.issues.length === 0,
    })
    .default({ slowPageSeconds: 5, pageTimeoutSeconds: 60 }),
  signIn,
});

/** What a writer writes in `site.config.ts` (defaults may be left out). */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type NavbarLinkItem = Extract<NavbarItem, { type: 'default' }>;
export type SignInConfig = SiteConfig['signIn'];
export type PrivatePathRule = SignInConfig['privatePaths'][number];
export type FactorConfig = SignInConfig['formConfiguration']['factors'][number];

/** Typed identity helper so `site.config.ts` gets completion and checks without importing zod. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
