/** The navbar's schema: its title, logo and items of each kind. */
import { z } from 'zod';
import { sitePath } from './site-path.ts';

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

export const navbar = z.strictObject({
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

/** The navbar items a site without `navbar.items` gets: the light/dark switch and, with sign-in, Log in / Log out. */
export function defaultNavbarItems(hasSignIn: boolean): z.output<typeof navbarItem>[] {
  return [
    { type: 'colorModeToggle', position: 'right' },
    ...(hasSignIn ? [{ type: 'signIn', position: 'right' } as const] : []),
  ];
}
