import { join } from 'node:path';
import { localizeRoute } from '../../core/i18n/locale-routes.ts';
import { siteLocales } from '../../core/i18n/site-locales.ts';
import { htmlFileForRoute } from '../../core/routes/paths.ts';
import type { AudienceFiles, BuildAccess } from '../../core/server/manifest.ts';
import type { Site } from '../../core/site/model.ts';
import { listFiles } from '../load/walk.ts';
import type { RouteEntry } from '../route/route-table.ts';
import type { TransformOutput } from '../transform/context.ts';
import { COLOR_MODE_SCRIPT_HASH } from './html-shell.ts';

/**
 * Where the public sign-in shell is written; `docgen serve` answers private paths with it, and those of another
 * locale with that locale's copy (`de/_shell.html`), in its language.
 */
const SHELL_FILE = '_shell.html';

/** The shell of the locale whose home route is `home` (`/`, `/de`). */
export function shellFileOf(home: string): string {
  return home === '/' ? SHELL_FILE : `${home.slice(1)}/${SHELL_FILE}`;
}

/** Content images are copied under here; everything else in `assets/` is the client bundle. */
const CONTENT_ASSETS_DIR = 'assets/img/';

/**
 * Marks what of a build is public: the shell, the client bundle (it carries no content), and
 * the favicon and logos the shell shows. Images and sidebar files are tied to the pages that use them, so the
 * server lets through exactly those a reader may see.
 */
export async function buildAccess(params: {
  site: Site;
  routes: readonly RouteEntry[];
  transformed: ReadonlyMap<string, TransformOutput>;
  routesByFile: Readonly<Record<string, string>>;
  outDir: string;
  /** The files the render stage wrote variants of, for audiences that see them differently. */
  audiences: AudienceFiles;
  /** Files of the render stage that are not pages (the sidebar files) → the routes whose readers may have them. */
  owners: Record<string, string[]>;
}): Promise<BuildAccess> {
  const { site, outDir } = params;
  const bundle = (await listFiles(join(outDir, 'assets'), '**/*'))
    .map((file) => `assets/${file}`)
    .filter((file) => !file.startsWith(CONTENT_ASSETS_DIR));
  const shellImages = [
    site.config.favicon,
    site.config.navbar.logo?.src,
    site.config.signIn?.formConfiguration.logo,
  ]
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'))
    .map((path) => path.slice(1));
  const localeShells = siteLocales(site.config.i18n).map((locale) => shellFileOf(localizeRoute('/', locale)));
  return {
    shell: SHELL_FILE,
    publicFiles: [...new Set([...localeShells, ...bundle, ...shellImages])].sort(),
    owners: {
      ...imageOwners(params.transformed, params.routesByFile),
      ...params.owners,
      ...redirectOwners(params.routes),
    },
    inlineScriptHashes: [COLOR_MODE_SCRIPT_HASH],
    audiences: params.audiences,
  };
}

function imageOwners(
  transformed: ReadonlyMap<string, TransformOutput>,
  routesByFile: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const [file, output] of transformed) {
    const route = routesByFile[file];
    if (!route) continue;
    for (const asset of output.assets) (owners[asset.publicPath.slice(1)] ??= []).push(route);
  }
  return owners;
}

/** A redirect that names the route it is gated as (a moved post's old address) answers only who may read that. */
function redirectOwners(routes: readonly RouteEntry[]): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const entry of routes) {
    if (entry.kind !== 'redirect' || !entry.gatedAs) continue;
    owners[htmlFileForRoute(entry.route)] = [entry.gatedAs];
  }
  return owners;
}
