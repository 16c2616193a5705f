import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { htmlFileForRoute, pageDataPathForRoute } from '../../core/routes/paths.ts';
import type { DocVersion, Site } from '../../core/site/model.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { App } from '../../theme/App.tsx';
import type { RouteEntry } from '../route/route-table.ts';
import type { TransformOutput } from '../transform/context.ts';
import { SHELL_FILE } from './build-access.ts';
import { htmlShell, type ClientAssets } from './html-shell.ts';
import { buildPageData } from './page-data.ts';
import { buildSiteData } from './site-data.ts';
import { fullSidebars } from './sidebar-data.ts';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';

export interface RenderParams {
  site: Site;
  routes: RouteEntry[];
  transformed: ReadonlyMap<string, TransformOutput>;
  assets: ClientAssets;
  outDir: string;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderResult {
  pages: number;
}

/**
 * Stage 4: each route → its HTML page and page-data JSON, written as soon as it is rendered so memory does not
 * grow with the page count; then static files and the images pages use.
 */
export async function renderRoutes(params: RenderParams): Promise<RenderResult> {
  const { site, outDir } = params;
  const siteData = buildSiteData(site);
  let done = 0;
  for (const entry of params.routes) {
    await renderRoute({ ...params, siteData, entry });
    params.onProgress?.(++done, params.routes.length);
  }
  await renderSignInShell({ site, siteData, assets: params.assets, outDir });
  for (const version of site.versions) await writeFullSidebars(version, outDir);
  await copyStaticFiles(site, outDir);
  await copyContentAssets(site.root, params.transformed, outDir);
  return { pages: params.routes.length };
}

export interface RenderRouteParams {
  site: Site;
  siteData: SiteData;
  entry: RouteEntry;
  transformed: ReadonlyMap<string, TransformOutput>;
  assets: ClientAssets;
  outDir: string;
  /**
   * Skip the route when its page data equals what was written before: the HTML is a function of the page data
   * (the dev server checks the pages that may list a saved doc this way).
   */
  onlyIfChanged?: boolean;
}

/** One route → its HTML page and page-data JSON; false when `onlyIfChanged` found nothing to redo. */
export async function renderRoute(params: RenderRouteParams): Promise<boolean> {
  const { site, siteData, entry, outDir } = params;
  const page = buildPageData({ site, entry, transformed: params.transformed });
  const json = JSON.stringify(page);
  const dataFile = pageDataPathForRoute(entry.route).slice(1);
  if (params.onlyIfChanged && (await readOutput(outDir, dataFile)) === json) return false;
  const body = renderPage(siteData, page);
  const dir = site.config.i18n.localeConfigs.en.direction;
  const html = htmlShell({ site: siteData, page, body, assets: params.assets, lang: 'en', dir });
  await writeOutput(outDir, htmlFileForRoute(entry.route), html);
  await writeOutput(outDir, dataFile, json);
  return true;
}

/**
 * The public sign-in shell (design.md §5): the site's layout around the sign-in page. Its site data keeps the
 * versions but not their page lists, so it names no private page.
 */
async function renderSignInShell(params: {
  site: Site;
  siteData: SiteData;
  assets: ClientAssets;
  outDir: string;
}): Promise<void> {
  const siteData: SiteData = {
    ...params.siteData,
    versions: params.siteData.versions.map((version) => ({ ...version, docPaths: [] })),
  };
  const page: PageData = { kind: 'signIn', route: '/', title: 'Sign in' };
  const dir = params.site.config.i18n.localeConfigs.en.direction;
  const body = renderPage(siteData, page);
  const html = htmlShell({ site: siteData, page, body, assets: params.assets, lang: 'en', dir });
  await writeOutput(params.outDir, SHELL_FILE, html);
}

/** The complete sidebars of a version, fetched by pages for the categories they leave deferred. */
export async function writeFullSidebars(version: DocVersion, outDir: string): Promise<void> {
  for (const [url, items] of fullSidebars(version))
    await writeOutput(outDir, url.slice(1), JSON.stringify(items));
}

/** React does not run error boundaries on the server: a page that throws is reported with its route. */
function renderPage(site: SiteData, page: PageData): string {
  try {
    return renderToString(createElement(App, { site, page }));
  } catch (error) {
    throw new DiagnosticsError([
      {
        code: 'render-failed',
        severity: 'error',
        message: `Rendering ${page.route} failed: ${error instanceof Error ? error.message : String(error)}`,
        hint: 'A theme component threw while rendering this page.',
      },
    ]);
  }
}

async function readOutput(outDir: string, file: string): Promise<string | undefined> {
  return readFile(join(outDir, file), 'utf8').catch(() => undefined);
}

async function writeOutput(outDir: string, file: string, content: string): Promise<void> {
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

async function copyStaticFiles(site: Site, outDir: string): Promise<void> {
  for (const file of site.staticFiles) {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(site.root, 'content', 'static', file), target);
  }
}

async function copyContentAssets(
  root: string,
  transformed: ReadonlyMap<string, TransformOutput>,
  outDir: string,
): Promise<void> {
  const copied = new Set<string>();
  for (const output of transformed.values()) {
    for (const asset of output.assets) {
      if (copied.has(asset.publicPath)) continue;
      copied.add(asset.publicPath);
      const target = join(outDir, asset.publicPath.slice(1));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(root, asset.source), target);
    }
  }
}
