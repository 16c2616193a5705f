import { posix } from 'node:path';

/**
 * Where a locale's translations live in a site, as Docusaurus lays out `i18n/<locale>/` (see the project's
 * decision `docs/decisions/locales.md`), under the site's `content/` folder. Paths are relative to the site root,
 * with forward slashes.
 */

export const I18N_DIR = 'content/i18n';

function localeDir(locale: string): string {
  return posix.join(I18N_DIR, locale);
}

/**
 * A docs version's translated docs: `…/docusaurus-plugin-content-docs/current` or `…/version-<name>`, in
 * `docusaurus-plugin-content-docs-<id>/` for another docs instance's version (`<id>/<name>`).
 */
export function translatedDocsDir(locale: string, version: string): string {
  return posix.join(localeDir(locale), ...docsPluginFolders(version));
}

/** A docs version's sidebar and category labels (`current.json`, `version-<name>.json`). */
export function docsLabelsFile(locale: string, version: string): string {
  return `${translatedDocsDir(locale, version)}.json`;
}

function docsPluginFolders(version: string): [string, string] {
  const slash = version.indexOf('/');
  if (slash === -1) return ['docusaurus-plugin-content-docs', versionFolder(version)];
  const instance = version.slice(0, slash);
  return [`docusaurus-plugin-content-docs-${instance}`, versionFolder(version.slice(slash + 1))];
}

export function translatedBlogDir(locale: string): string {
  return posix.join(localeDir(locale), 'docusaurus-plugin-content-blog');
}

export function translatedPagesDir(locale: string): string {
  return posix.join(localeDir(locale), 'docusaurus-plugin-content-pages');
}

/** The navbar's and footer's labels (`navbar.json`, `footer.json`). */
export function themeLabelsFile(locale: string, part: 'navbar' | 'footer'): string {
  return posix.join(localeDir(locale), 'docusaurus-theme-classic', `${part}.json`);
}

function versionFolder(version: string): string {
  return version === 'current' ? 'current' : `version-${version}`;
}

/** The theme's own texts, overridden per locale (`code.json`). */
export function themeStringsFile(locale: string): string {
  return posix.join(localeDir(locale), 'code.json');
}
