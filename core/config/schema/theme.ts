/** How the site looks around its pages: colour modes, footer, announcement bar and the theme's own settings. */
import { z } from 'zod';
import { sitePath } from './site-path.ts';

const footerLink = z.strictObject({
  /** The link's text. */
  label: z.string().min(1),
  /**
   * Where it leads: an absolute URL (opened in a new tab, shown with an external-link icon) or a path of this
   * site (`'/blog'`; a path that is not a page fails the build's link check).
   */
  href: z.union([z.url(), sitePath]),
});

export const colorMode = z.strictObject({
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

export const footer = z.strictObject({
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

export const announcementBar = z.strictObject({
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

/** A file of the site, from its folder (`'src/css/custom.css'`, `'./src/css/custom.css'`): never outside it. */
const siteFile = z
  .string()
  .refine(
    (path) => !/^(?:\/|\\|[a-z]:)/i.test(path) && !path.split(/[/\\]/).includes('..'),
    'must be a path inside the site\'s folder, like "src/css/custom.css"',
  )
  .transform((path) => path.replace(/^(?:\.\/)+/, ''));

/** How docgen's theme looks and which of Docusaurus' theme pages it adds. */
export const theme = z.strictObject({
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
