import { isDeepStrictEqual } from 'node:util';
import { siteConfigSchema, type SiteConfigInput } from '../../core/config/schema.ts';
import { siteConfigSource, type KeyComments } from './write-site-config.ts';

const HEADER =
  'Only what differs from the defaults: hover a key in your editor for what it does and its default.';

const PUBLIC_HEADER =
  `${HEADER}\n` +
  'A public site: every page is open to anyone. Readers sign in first once you add `signIn: { orgID: ... }`\n' +
  "(and `{ type: 'signIn', position: 'right' }` to the navbar's items for the Log in / Log out slot).";

const SIGN_IN_COMMENT =
  'Every page needs a signed-in reader, who signs in with a link e-mailed to them (in `docgen dev`, the dev\n' +
  'mailbox at /_dev/mailbox). Anyone with an address may sign in until `registration` says otherwise: { mode:\n' +
  "'invite' } admits only the readers added with `docgen users add <email>`.";

/**
 * What the starter's site is: its title, the navbar's links to the docs and the blog beside the default items
 * (the light/dark switch and, unless public, the sign-in slot), and, unless public, sign-in.
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
    footer: { links: [], copyright: '' },
    navbar: {
      title,
      items: [
        { type: 'default', label: 'Docs', to: '/docs/intro' },
        { type: 'default', label: 'Blog', to: '/blog' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'colorModeToggle', position: 'right' },
        ...(isPublic ? [] : [{ type: 'signIn', position: 'right' } as const]),
      ],
    },
    ...(isPublic ? {} : { signIn: { orgID: name, forceLogin: true } }),
  };
}

type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `object` without the keys `unchanged` accepts leaving out, and its objects (not arrays) pruned the same way;
 * `placed` puts a version of `object` back into the whole configuration, which `unchanged` judges.
 */
function withoutDefaults(
  object: PlainObject,
  placed: (version: PlainObject) => PlainObject,
  unchanged: (config: PlainObject) => boolean,
): PlainObject {
  let kept = object;
  for (const [key, value] of Object.entries(object)) {
    const without = { ...kept };
    delete without[key];
    if (unchanged(placed(without))) {
      kept = without;
    } else if (isPlainObject(value)) {
      const around = kept;
      kept = {
        ...around,
        [key]: withoutDefaults(value, (inner) => placed({ ...around, [key]: inner }), unchanged),
      };
    }
  }
  return kept;
}

/**
 * The part of `wanted` that a site must state: the keys, at any depth, that the configuration would not have,
 * or would have otherwise, were they left out (the schema's defaults fill in the rest). Array items are kept
 * whole: leaving one out changes the array.
 */
export function statedKeys(wanted: Partial<SiteConfigInput>): Partial<SiteConfigInput> {
  const full = siteConfigSchema.safeParse(wanted);
  if (!full.success) return wanted;
  const unchanged = (config: PlainObject) => {
    const parsed = siteConfigSchema.safeParse(config);
    return parsed.success && isDeepStrictEqual(parsed.data, full.data);
  };
  return withoutDefaults(wanted, (config) => config, unchanged) as Partial<SiteConfigInput>;
}

/** The starter's configuration as its `site.config.ts` states it: the site `name` (its organisation's id). */
export function starterConfig(name: string, title: string, isPublic: boolean): SiteConfigInput {
  return statedKeys(wantedConfig(name, title, isPublic)) as SiteConfigInput;
}

/** The starter's `site.config.ts`, behind sign-in unless public. */
export function starterConfigSource(name: string, title: string, isPublic: boolean): string {
  const comments: KeyComments = { signIn: SIGN_IN_COMMENT };
  return siteConfigSource(starterConfig(name, title, isPublic), comments, isPublic ? PUBLIC_HEADER : HEADER);
}
