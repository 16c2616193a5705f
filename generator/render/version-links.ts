import { joinRoute } from '../../core/routes/paths.ts';
import { lastVersionOf, versionsOf } from '../../core/site/doc-instances.ts';
import type { NavbarItem } from '../../core/config/schema.ts';
import type { Doc, DocVersion, Site } from '../../core/site/model.ts';
import type { VersionLinks } from '../../core/site/page-data.ts';

/** Each doc's path inside its version (`features/assistant`), by the version's doc list. */
const docPathSets = new WeakMap<readonly Doc[], Set<string>>();

function docPaths(version: DocVersion): Set<string> {
  let paths = docPathSets.get(version.docs);
  if (!paths) {
    paths = new Set(version.docs.flatMap((d) => pathInVersion(d.permalink, version) ?? []));
    docPathSets.set(version.docs, paths);
  }
  return paths;
}

/** `/docs/1.0.1/features/assistant` in version `/docs/1.0.1` → `features/assistant`; `''` for the version root. */
function pathInVersion(route: string, version: DocVersion): string | undefined {
  if (route === version.path) return '';
  const prefix = version.path === '/' ? '/' : `${version.path}/`;
  return route.startsWith(prefix) ? route.slice(prefix.length) : undefined;
}

/** The same doc in every version that has it (the page's own version included). */
export function versionLinks(site: Site, route: string, from: DocVersion): VersionLinks {
  const relative = pathInVersion(route, from);
  const links: VersionLinks = {};
  if (!relative) return links;
  for (const version of versionsOf(site.versions, from.instance))
    if (docPaths(version).has(relative)) links[version.name] = joinRoute(version.path, relative);
  return links;
}

/** Version links of every navbar `to` that is a doc of the latest version (or its root). */
export function navbarVersionLinks(site: Site): Record<string, VersionLinks> {
  const latest = lastVersionOf(site.versions, site.config.docs.pluginId);
  const result: Record<string, VersionLinks> = {};
  if (!latest) return result;
  for (const to of navbarTargets(site.config.navbar.items)) {
    const relative = pathInVersion(to, latest);
    if (relative === '') result[to] = {};
    else if (relative !== undefined && docPaths(latest).has(relative))
      result[to] = versionLinks(site, to, latest);
  }
  return result;
}

function navbarTargets(items: readonly NavbarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'dropdown') return item.items.flatMap((child) => (child.to ? [child.to] : []));
    return item.type === 'default' && item.to ? [item.to] : [];
  });
}
