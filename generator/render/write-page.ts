import { renameSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { htmlFileForRoute } from '../../core/routes/paths.ts';
import type { PageData, PageDataJson, SidebarItemData, SiteData } from '../../core/site/page-data.ts';
import { App } from '../../theme/App.tsx';
import { ALL_PAGE_VIEWS } from '../../theme/layout/all-page-views.ts';
import { linksOfPage } from '../check/page-links.ts';
import { markdownFileForRoute } from '../../core/ai/page-catalog.ts';
import { htmlShell, type ClientAssets } from './html-shell.ts';
import { hasMarkdownCopy, pageMarkdown } from './page-markdown.ts';
import { filePlacer } from './file-placer.ts';

/** What every page of a build shares: the site data, the bundle's files, where to write. */
export interface PageContext {
  siteData: SiteData;
  assets: ClientAssets;
  outDir: string;
  /** The sidebar files' items by URL, for pages whose data arrives as written, without them (see `pageJson`). */
  sidebars?: Readonly<Record<string, SidebarItemData[]>>;
  /** The site's URL, which the pages' markdown copies' links are made absolute with; absent: no copies. */
  markdownSiteUrl?: string;
}

/**
 * One page → its HTML document and its markdown copy (`markdown`: its content's, which the transform made).
 * Returns the page's links for the link check, read from the HTML while it is at hand. The HTML is all the client
 * router needs of a page too (the data it embeds and the content it shows): no page-data file repeats its
 * content. A page's markdown has no audience variants: it is the page's content, which is the same for every
 * reader.
 */
export function writePage(
  context: PageContext,
  page: PageData,
  markdown: string | undefined,
  write: OutputWriter = outputWriter(context.outDir),
): string[] {
  if (markdown !== undefined && hasMarkdownCopy(page))
    writeCompressed(write, markdownFileForRoute(page.route), pageMarkdown(page, markdown));
  return linksOfPage(writePageHtml(context, page, write), page.route);
}

/** Writes a page's HTML document; returns it. */
export function writePageHtml(context: PageContext, page: PageData, write: OutputWriter): string {
  const html = pageHtml(context, page);
  write(htmlFileForRoute(page.route), html);
  return html;
}

/** A page from its data as written: a doc gets its sidebar back from `context.sidebars`. */
export function pageOfJson(context: PageContext, json: string): PageData {
  const page = JSON.parse(json) as PageDataJson;
  return page.kind === 'doc' ? { ...page, sidebar: context.sidebars?.[page.sidebarUrl] ?? [] } : page;
}

/** A page's data as it is handed to a render worker and keyed: a doc's sidebar is in a file of its own (`sidebarFile`). */
export function pageJson(page: PageData): string {
  return JSON.stringify(page.kind === 'doc' ? { ...page, sidebar: undefined } : page);
}

/** The complete HTML document of a page: the React theme rendered inside the shell. */
export function pageHtml(context: PageContext, page: PageData): string {
  const body = renderPage(context.siteData, page);
  return htmlShell({
    site: context.siteData,
    page,
    body,
    assets: context.assets,
    lang: context.siteData.locale.htmlLang,
    dir: context.siteData.locale.direction,
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

/** The suffixes of the encodings written beside a file, which `docgen serve` sends under its name. */
export const ENCODING_SUFFIXES = ['.br', '.gz'] as const;

/**
 * Writes a text file and its brotli and gzip encodings, as the bundle's files are: `docgen serve` would otherwise
 * send it as built until it had compressed it. Brotli quality 5 is within 3% of quality 9's size on a page's
 * text at a twentieth of its time (a millisecond or two a page).
 */
export function writeCompressed(write: OutputWriter, file: string, text: string): void {
  const bytes = Buffer.from(text);
  write(file, bytes);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  write(`${file}${ENCODING_SUFFIXES[0]}`, br);
  write(`${file}${ENCODING_SUFFIXES[1]}`, gzipSync(bytes, { level: 6 }));
}

export function writeOutput(outDir: string, file: string, content: string): void {
  outputWriter(outDir)(file, content);
}

/** Writes a file (a path relative to the output directory it was made for). */
export type OutputWriter = (file: string, content: string | Buffer) => void;

/**
 * A writer that makes each directory once: a site's pages share a few dozen folders, and asking for one that
 * exists costs about as much as writing a page's file. Writes are synchronous: pages are written by worker threads
 * whose jobs are CPU-bound, and an asynchronous write hands its open, write and close each to libuv's threadpool
 * and back (about 0.2 s more for the render stage of 1,000 pages on two cores). Each file is written beside its
 * name and renamed into place: `docgen dev` serves the folder it rewrites, where a reader must never get half a
 * page, and a file linked from a previous output is replaced, never changed.
 */
export function outputWriter(outDir: string): OutputWriter {
  const placeFile = filePlacer(outDir);
  const partial = `.partial-${process.pid}-${threadId}`;
  return (file, content) => {
    const path = placeFile(file);
    writeFileSync(path + partial, content);
    renameSync(path + partial, path);
  };
}
