import type { PageData, SiteData, VersionData, VersionLinks } from '../core/site/page-data.ts';

/** The newest version (`isLast`), falling back to the first one listed (newest first). */
export function latestVersion(site: SiteData): VersionData | undefined {
  return site.versions.find((v) => v.isLast) ?? site.versions[0];
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
