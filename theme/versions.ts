import { joinRoute } from '../core/routes/paths.ts';
import type { PageData, SiteData, VersionData } from '../core/site/page-data.ts';

/** The newest version (`isLast`), falling back to the first one listed (newest first). */
export function latestVersion(site: SiteData): VersionData | undefined {
  return site.versions.find((v) => v.isLast) ?? site.versions[0];
}

/** The version a page belongs to: the doc's own version on doc pages, else the latest. */
export function currentVersion(site: SiteData, page: PageData): VersionData | undefined {
  if (page.kind === 'doc') return site.versions.find((v) => v.name === page.version) ?? latestVersion(site);
  return latestVersion(site);
}

/** `/docs/1.0.1/features/assistant` in version `/docs/1.0.1` → `features/assistant`; `''` for the version root. */
export function docPathInVersion(route: string, version: VersionData): string | undefined {
  if (route === version.path) return '';
  const prefix = version.path === '/' ? '/' : `${version.path}/`;
  return route.startsWith(prefix) ? route.slice(prefix.length) : undefined;
}

/**
 * Where switching to `target` leads from `route`: the same doc when `target` has it, else the target version's
 * main doc.
 */
export function versionTarget(route: string, from: VersionData | undefined, target: VersionData): string {
  const relative = from ? docPathInVersion(route, from) : undefined;
  if (relative && target.docPaths.includes(relative)) return joinRoute(target.path, relative);
  return target.mainDocPermalink;
}
