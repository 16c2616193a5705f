import { isDeepStrictEqual } from 'node:util';
import { siteConfigSchema, type SiteConfigInput } from '../../core/config/schema.ts';
import { siteConfigSource, type KeyComments } from './write-site-config.ts';

const HEADER =
  'Only what differs from the defaults: hover a key in your editor for what it does and its default.';

const SIGN_IN_COMMENT =
  'Every page needs a signed-in reader, who signs in with a link e-mailed to them (in `docgen dev`, the dev\n' +
  'mailbox at /_dev/mailbox). Anyone with an address may sign in until `registration` says otherwise: { mode:\n' +
  "'invite' } admits only the readers added with `docgen users add <email>`.";

/**
 * What the starter's site is: its title, the navbar's links to the docs and the blog, and, unless public, sign-in.
 * Partial: a public site states no `signIn`.
 */
function wantedConfig(name: string, title: string, isPublic: boolean): Partial<SiteConfigInput> {
  return {
    title,
    tagline: 'Documentation made with docgen',
    productName: title,
    url: 'http://localhost:3000',
    baseUrl: '/',
    trailingSlash: false,
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } },
    },
    footer: { links: [], copyright: '' },
    navbar: {
      title,
      items: [
        { type: 'default', label: 'Docs', to: '/docs/intro' },
        { type: 'default', label: 'Blog', to: '/blog' },
        { type: 'docsVersionDropdown', position: 'right' },
        ...(isPublic ? [] : [{ type: 'signIn', position: 'right' } as const]),
      ],
    },
    ...(isPublic ? {} : { signIn: { orgID: name, forceLogin: true } }),
  };
}

/**
 * The keys of `wanted` that a site must state: those the configuration would not have, or would have otherwise,
 * were they left out (the schema's defaults fill in the rest).
 */
export function statedKeys(wanted: Partial<SiteConfigInput>): Partial<SiteConfigInput> {
  const full = siteConfigSchema.safeParse(wanted);
  return Object.fromEntries(
    Object.entries(wanted).filter(([key]) => {
      const without = siteConfigSchema.safeParse({ ...wanted, [key]: undefined });
      return !full.success || !without.success || !isDeepStrictEqual(without.data, full.data);
    }),
  );
}

/** The starter's `site.config.ts`: the site `name` (its organisation's id), behind sign-in unless public. */
export function starterConfigSource(name: string, title: string, isPublic: boolean): string {
  const comments: KeyComments = { signIn: SIGN_IN_COMMENT };
  const stated = statedKeys(wantedConfig(name, title, isPublic)) as SiteConfigInput;
  return siteConfigSource(stated, comments, HEADER);
}
