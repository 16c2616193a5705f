import type { PageData, SiteData, VersionData, VersionLinks } from '../core/site/page-data.ts';
import { lastVersionOf } from '../core/site/doc-instances.ts';

/**
 * The version served at a docs instance's root (`isLast`), falling back to its first one listed (newest first);
 * the main docs' by default.
 */
export function latestVersion(site: SiteData, instance = site.docs.pluginId): VersionData | undefined {
  return lastVersionOf(site.versions, instance);
}

/** The version a page belongs to: the doc's own version on doc pages, else the latest. */
export function currentVersion(site: SiteData, page: PageData): VersionData | undefined {
  if (page.kind === 'doc') return site.versions.find((v) => v.name === page.version) ?? latestVersion(site);
  return latestVersion(site);
}

/** Where switching to `target` leads: the same doc when `target` has it (`links`), else its main doc. */
export function versionTarget(links: VersionLinks | undefined, target: VersionData): string {
  return links?.[target.name] ?? target.mainDocPermalink;
}
