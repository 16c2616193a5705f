import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { htmlFileForRoute, pageDataPathForRoute } from '../../core/routes/paths.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { App } from '../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../theme/layout/all-page-views.ts';
import { linksOfPage } from '../check/page-links.ts';
import { htmlShell, type ClientAssets } from './html-shell.ts';
import { filePlacer } from './file-placer.ts';

/** What every page of a build shares: the site data, the bundle's files, where to write, the text direction. */
export interface PageContext {
  siteData: SiteData;
  assets: ClientAssets;
  outDir: string;
  dir: string;
}

/**
 * One page → its HTML document and its page-data JSON (`json`: the caller has it already, for the page's hash).
 * Returns the page's links for the link check, read from the HTML while it is at hand.
 */
export function writePage(
  context: PageContext,
  page: PageData,
  json: string,
  write: OutputWriter = outputWriter(context.outDir),
): string[] {
  return linksOfPage(writePageFiles(context, page, json, write), page.route);
}

/** Writes a page's HTML document and page data; returns the HTML. */
export function writePageFiles(
  context: PageContext,
  page: PageData,
  json: string,
  write: OutputWriter,
): string {
  const html = pageHtml(context, page);
  write(htmlFileForRoute(page.route), html);
  write(pageDataPathForRoute(page.route).slice(1), json);
  return html;
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

export function writeOutput(outDir: string, file: string, content: string): void {
  outputWriter(outDir)(file, content);
}

/** Writes a file (a path relative to the output directory it was made for). */
export type OutputWriter = (file: string, content: string) => void;

/**
 * A writer that makes each directory once: a site's pages share a few dozen folders, and asking for one that
 * exists costs about as much as writing a page's file. Writes are synchronous: pages are written by worker threads
 * whose jobs are CPU-bound, and an asynchronous write hands its open, write and close each to libuv's threadpool
 * and back (about 0.2 s more for the render stage of 1,000 pages on two cores).
 */
export function outputWriter(outDir: string): OutputWriter {
  const placeFile = filePlacer(outDir);
  return (file, content) => writeFileSync(placeFile(file), content);
}
