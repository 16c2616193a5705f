import { createHash } from 'node:crypto';
import { linkSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { audienceVariantFile } from '../../core/access/audiences.ts';
import { markdownFileForRoute } from '../../core/ai/page-catalog.ts';
import { htmlFileForRoute } from '../../core/routes/paths.ts';
import type { PageData } from '../../core/site/page-data.ts';
import { sourcesHash } from '../bundle/sources-hash.ts';
import { filePlacer } from './file-placer.ts';
import { ENCODING_SUFFIXES, pageJson, type PageContext } from './write-page.ts';

/** What the last successful build into an output folder wrote, so the next build reuses unchanged pages. */
export interface RenderRecord {
  /** What every page depends on besides its own data: the renderer's sources, the bundle, site data, statics. */
  shared: string;
  /**
   * Route → `pageKey` of its page data, with its content's HTML as that HTML's hash (see `render-routes.ts`): a
   * page's HTML is a function of its data and `shared`.
   */
  pages: Record<string, string>;
  /** The link check passed on this output (the dev server builds without it). */
  checked: boolean;
}

/** The folders whose code decides a page's HTML. */
const RENDERER_DIRS = ['theme', 'core', 'generator/render'];

export async function sharedRenderKey(context: PageContext, staticFiles: readonly string[]): Promise<string> {
  const { siteData, assets, markdownSiteUrl } = context;
  return sourcesHash(RENDERER_DIRS, [JSON.stringify({ siteData, assets, markdownSiteUrl }), ...staticFiles]);
}

/**
 * A page's key: the hash of its data (`pageJson`). A doc's sidebar is left out: its file's name, in the data, is the
 * hash of its content.
 */
export function pageKey(page: PageData): string {
  return shortHash(pageJson(page));
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

/**
 * The records of a build, one per locale (by `PageLocalizer.variant`: `''` for the default locale): each locale's
 * pages share their own site data, so each is reused on its own.
 */
export type LocaleRenderRecords = Record<string, RenderRecord>;

/** The records of the build in `outDir`, if that build is still there. */
export async function readRenderRecords(
  cacheDir: string,
  outDir: string,
): Promise<LocaleRenderRecords | undefined> {
  if (!(await stat(outDir).catch(() => undefined))) return undefined;
  try {
    const file = JSON.parse(await readFile(recordFile(cacheDir, outDir), 'utf8')) as RecordFile;
    return file.locales;
  } catch {
    return undefined;
  }
}

export async function writeRenderRecords(
  cacheDir: string,
  outDir: string,
  locales: LocaleRenderRecords,
): Promise<void> {
  const file = recordFile(cacheDir, outDir);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ locales } satisfies RecordFile));
}

/** The file's content; a file written before records were kept per locale has no `locales`, and is not read. */
interface RecordFile {
  locales?: LocaleRenderRecords;
}

/**
 * Puts pages of the previous output into the new one without rendering them, with their variants for the
 * audiences lacking `lackings` and their markdown copy when `withMarkdown`: hard links, since the previous output
 * is deleted once the new one is in place. False when a page's files are gone. Synchronous: a large site's
 * thousands of links, each a round trip through libuv's threadpool otherwise, take a tenth of the time.
 */
export function pageReuser(
  fromDir: string,
  toDir: string,
): (route: string, lackings: readonly (readonly number[])[], withMarkdown: boolean) => boolean {
  const link = fileLinker(fromDir, toDir);
  return (route, lackings, withMarkdown) => {
    const markdown = withMarkdown ? withEncodings(markdownFileForRoute(route)) : [];
    const own = htmlFileForRoute(route);
    const variants = lackings.map((lacking) => audienceVariantFile(own, lacking));
    return link([own, ...variants, ...markdown]);
  };
}

/** A file and its precompressed copies. */
export function withEncodings(file: string): string[] {
  return [file, ...ENCODING_SUFFIXES.map((suffix) => file + suffix)];
}

/**
 * Hard-links files of a previous output (`fromDir`) into `toDir`; answers false when one of them is missing, and
 * the caller then writes them.
 */
export function fileLinker(fromDir: string, toDir: string): (files: readonly string[]) => boolean {
  const placeFile = filePlacer(toDir);
  return (files) => {
    try {
      for (const file of files) linkSync(join(fromDir, file), placeFile(file));
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * Pages of a previous output may be reused when everything they share is the same and so are the routes: their
 * links then still lead where they did. A build that checks links reuses only a checked output's pages (only the
 * pages rendered afresh are checked). A route that appeared or disappeared renders every page again.
 */
export function canReuse(
  previous: RenderRecord,
  shared: string,
  routes: readonly string[],
  linkCheck: boolean,
): boolean {
  if ((linkCheck && !previous.checked) || previous.shared !== shared) return false;
  return (
    routes.length === Object.keys(previous.pages).length && routes.every((route) => route in previous.pages)
  );
}

/** The output in `outDir` no longer is what its build recorded (the dev server rewrote pages of it). */
export async function forgetRenderRecord(cacheDir: string, outDir: string): Promise<void> {
  await rm(recordFile(cacheDir, outDir), { force: true });
}

function recordFile(cacheDir: string, outDir: string): string {
  return join(cacheDir, 'render', `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`);
}
