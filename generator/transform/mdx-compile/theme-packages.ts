import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Theme packages of the site's `node_modules`, by site: a package's folder name (scoped ones with their scope). */
const themePackagesBySite = new Map<string, string[]>();

/**
 * The installed packages that may be third-party Docusaurus themes: those whose name holds `theme`, but
 * Docusaurus' own (`@docusaurus/theme-classic`…), whose modules are the API docgen stands in for.
 */
function themePackages(root: string): string[] {
  let packages = themePackagesBySite.get(root);
  if (!packages) {
    packages = installedPackages(join(root, 'node_modules')).filter(
      (name) => name.includes('theme') && !name.startsWith('@docusaurus/'),
    );
    themePackagesBySite.set(root, packages);
  }
  return packages;
}

function installedPackages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(join(dir, name)).map((inner) => `${name}/${inner}`)
      : name.startsWith('.')
        ? []
        : [name],
  );
}

/**
 * The installed Docusaurus theme that provides `@theme/<component>` (its `lib/theme/<component>`, as themes ship
 * their components), for an error that names what the site relies on; undefined when none does.
 */
export function themePackageProviding(root: string, specifier: string): string | undefined {
  const component = specifier.slice('@theme/'.length);
  return themePackages(root).find((name) =>
    ['', '.js', '/index.js'].some((ending) =>
      existsSync(join(root, 'node_modules', name, 'lib', 'theme', component + ending)),
    ),
  );
}
