import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { htmlFileForRoute, pageDataPathForRoute } from '../../core/routes/paths.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { App } from '../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../theme/layout/all-page-views.ts';
import { linksOfPage } from '../check/page-links.ts';
import { htmlShell, type ClientAssets } from './html-shell.ts';

/** What every page of a build shares: the site data, the bundle's files, where to write, the text direction. */
export interface PageContext {
  siteData: SiteData;
  assets: ClientAssets;
  outDir: string;
  dir: string;
}

/**
 * One page → its HTML document and its page-data JSON (`json`, when the caller already has it). Returns the
 * page's links for the link check, read from the HTML while it is at hand.
 */
export async function writePage(
  context: PageContext,
  page: PageData,
  json = JSON.stringify(page),
): Promise<string[]> {
  const html = pageHtml(context, page);
  await writeOutput(context.outDir, htmlFileForRoute(page.route), html);
  await writeOutput(context.outDir, pageDataPathForRoute(page.route).slice(1), json);
  return linksOfPage(html, page.route);
}

/** The complete HTML document of a page: the React theme rendered inside the shell. */
export function pageHtml(context: PageContext, page: PageData): string {
  const body = renderPage(context.siteData, page);
  return htmlShell({
    site: context.siteData,
    page,
    body,
    assets: context.assets,
    lang: 'en',
    dir: context.dir,
  });
}

/** React does not run error boundaries on the server: a page that throws is reported with its route. */
function renderPage(site: SiteData, page: PageData): string {
  try {
    return renderToString(createElement(App, { site, page, views: ALL_PAGE_VIEWS }));
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

export async function writeOutput(outDir: string, file: string, content: string): Promise<void> {
  const path = join(outDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}
