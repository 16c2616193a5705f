/**
 * What the docs and the blog show under each page, "Edit this page" and "Last updated", as Docusaurus' plugins
 * set them.
 */
import { z } from 'zod';

/** An `editUrl`: a base URL, or a function (site.config.ts is code) typed by what it is given. */
export function editUrlOf<F>(what: string) {
  const error = `must be a URL, or a function returning a ${what}'s edit URL`;
  return z.union([z.url(), z.custom<F>((value) => typeof value === 'function')], { error });
}

/** Spread into the docs and the blog: their "Last updated" line, as Docusaurus' plugins set it. */
export const lastUpdate = {
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

export const editLocalizedFiles = {
  /**
   * A translated page's "Edit this page" link leads to its translation (`content/i18n/<locale>/…`) rather than
   * to the default locale's file.
   * @default false
   */
  editLocalizedFiles: z.boolean().default(false),
};
