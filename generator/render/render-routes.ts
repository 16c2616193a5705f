import { stageVariant } from '../workers/stage.ts';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { htmlFileForRoute } from '../../core/routes/paths.ts';
import type { AudienceFiles } from '../../core/server/manifest.ts';
import type { Site } from '../../core/site/model.ts';
import type { PageData, SiteData } from '../../core/site/page-data.ts';
import { sourceFileOf, type RouteEntry } from '../route/route-table.ts';
import type { TransformOutput } from '../transform/context.ts';
import { shellFileOf } from './build-access.ts';
import { themeTranslate, type Translate } from '../../theme/i18n/theme-strings.ts';
import type { ClientAssets } from './html-shell.ts';
import { cardExcerpts } from './category-cards.ts';
import { countedPostRoutes } from './blog-page-data.ts';
import { buildPageData } from './page-data.ts';
import { buildSiteData } from './site-data.ts';
import { collectGarbage } from '../workers/collect-garbage.ts';
import { writeSidebarFiles } from './sidebar-files.ts';
import { forEachLimited } from '../workers/for-each-limited.ts';
import { jobRunner } from '../workers/job-runner.ts';
import type { JobPage, PageWatch } from '../workers/page-watch.ts';
import type { WorkerPool } from '../workers/worker-pool.ts';
import { renderStage, type RenderJob } from './render-stage.ts';
import {
  canReuse,
  fileLinker,
  pageKey,
  pageReuser,
  sharedRenderKey,
  type RenderRecord,
} from './render-record.ts';
import { LinkTargets } from '../check/link-targets.ts';
import { pageHtml, pageJson, writeOutput, writePage, type PageContext } from './write-page.ts';
import { audienceVariants, lackingSets } from './audience.ts';
import { SINGLE_LOCALE, type PageLocalizer } from '../i18n/page-localizer.ts';
import type { CatalogPage } from '../../core/ai/page-catalog.ts';
import { catalogPage, hasMarkdownCopy } from './page-markdown.ts';
import { wantsMarkdownCopies, writePageCatalog } from './page-catalog.ts';

export interface RenderParams {
  site: Site;
  routes: RouteEntry[];
  transformed: ReadonlyMap<string, TransformOutput>;
  assets: ClientAssets;
  outDir: string;
  /** The previous output and its record: its pages whose data did not change are reused, not rendered. */
  previous?: { record: RenderRecord; dir: string };
  /** The links of the pages rendered afresh are checked after (only a checked output's pages are reused then). */
  linkCheck: boolean;
  /** The build's workers, for a batch large enough to be worth them. */
  pool: WorkerPool;
  /** How long one page may take. */
  watch?: PageWatch;
  onProgress?: (done: number, total: number) => void;
  /** The locale these routes are rendered in, on a site with several (see `generator/i18n/`). */
  localizer?: PageLocalizer;
}

export interface RenderResult {
  pages: number;
  /** What this build rendered, for the next one (see `RenderRecord`). */
  record: RenderRecord;
  /** The links of the pages rendered afresh: the pages reused from the previous output passed its check. */
  links: LinkTargets;
  /** The audiences' conditions and, by file, those whose readers get a variant of it (`BuildAccess.audiences`). */
  audiences: AudienceFiles;
  /** The sidebar files → the routes whose readers may have them (`BuildAccess.owners`). */
  owners: Record<string, string[]>;
}

/** Pages handed to the writer at once: keeps every worker busy without holding every page's data in memory. */
const IN_FLIGHT = 16;
/**
 * Pages rendered between two full collections of this thread's heap: each page's data (its HTML, its sidebar)
 * waits for a worker long enough to outlive the young generation, and V8 let a thousand of them pile up, a
 * quarter of a gigabyte at the peak of a large build, before it collected them. One collection costs tens of
 * milliseconds.
 */
const COLLECT_EVERY = 500;

/**
 * The render stage: each route → its HTML page, written as soon as it is rendered so memory does not
 * grow with the page count; then static files and the images pages use.
 */
export async function renderRoutes(params: RenderParams): Promise<RenderResult> {
  const { site, outDir, previous, localizer = SINGLE_LOCALE } = params;
  const context = pageContext(site, localizer.siteData(buildSiteData(site)), params.assets, outDir);
  const variants = audienceVariants(site, context.siteData);
  const postRoutes = countedPostRoutes(site);
  /** What a page counts beyond the links in its data (see `AudienceVariants.pageConditions`). */
  const unlinkedRoutes = (page: PageData) =>
    page.kind === 'authors' || page.kind === 'blogTags' ? postRoutes : undefined;
  const record: RenderRecord = {
    shared: await sharedRenderKey(context, site.staticFiles),
    pages: {},
    checked: false,
  };
  const routeOf = (entry: RouteEntry) => localizer.route(entry.route);
  const routes = params.routes.map(routeOf);
  const reusable =
    previous && canReuse(previous.record, record.shared, routes, params.linkCheck) ? previous : undefined;
  const reusePage = reusable && pageReuser(reusable.dir, outDir);
  const reuseFiles = reusable && fileLinker(reusable.dir, outDir);
  const sidebars = writeSidebarFiles(site.versions, outDir, variants, localizer, reuseFiles);
  const audienceFiles: Record<string, number[]> = { ...sidebars.conditions };
  const keyed = withHtmlHashes(params.transformed);
  const excerptOf = await cardExcerpts(params.routes);
  /** A route's page and its variants, one per audience that sees it differently. */
  const translate = pageTextsOf(context);
  const audiencePages = (entry: RouteEntry, transformed: ReadonlyMap<string, TransformOutput>) => {
    const page = localizer.page(buildPageData({ site, entry, transformed, excerptOf, translate, localizer }));
    const conditions = variants.pageConditions(page, unlinkedRoutes(page));
    const others = lackingSets(conditions).map((lacking) => {
      const audience = variants.audience(lacking);
      return {
        lacking,
        page: localizer.page(
          buildPageData({ site, entry, transformed, excerptOf, audience, translate, localizer }),
        ),
      };
    });
    return { page, conditions, others };
  };
  let done = 0;
  const catalog: CatalogPage[] = [];
  const pending = params.routes.filter((entry) => {
    const { page, conditions, others } = audiencePages(entry, keyed);
    const withMarkdown = hasMarkdownCopy(page);
    if (withMarkdown) catalog.push(catalogPage(page));
    const key = [page, ...others.map((other) => other.page)].map(pageKey).join('.');
    const route = routeOf(entry);
    record.pages[route] = key;
    const lackings = others.map((other) => other.lacking);
    if (conditions.length > 0) audienceFiles[htmlFileForRoute(route)] = conditions;
    if (
      reusable?.record.pages[route] !== key ||
      !reusePage?.(route, lackings, withMarkdown && context.markdownSiteUrl !== undefined)
    )
      return true;
    params.onProgress?.(++done, params.routes.length);
    return false;
  });
  const links = new LinkTargets();
  let rendered = 0;
  const workerContext = { ...context, sidebars: sidebars.byUrl };
  const stage = stageVariant(renderStage, localizer.variant);
  const writer = jobRunner(params.pool, stage, workerContext, pending.length, params.watch);
  await forEachLimited(pending, IN_FLIGHT, async (entry) => {
    const { page, others } = audiencePages(entry, params.transformed);
    const markdown = markdownOf(entry, params.transformed);
    const job: RenderJob = {
      json: pageJson(page),
      ...(markdown === undefined ? {} : { markdown }),
      variants: others.map(({ lacking, page: variant }) => {
        const siteData = variants.siteData(lacking);
        return {
          lacking,
          json: pageJson(variant),
          ...(siteData === context.siteData ? {} : { siteData }),
        };
      }),
    };
    links.add(routeOf(entry), await writer.run(job, jobPage(entry, routeOf(entry))));
    params.onProgress?.(++done, params.routes.length);
    if (++rendered % COLLECT_EVERY === 0) collectGarbage();
  });
  renderSignInShell(
    context,
    variants.siteData(variants.audiences.conditions.map((_, number) => number)),
    localizer.route('/'),
  );
  if (localizer.writesShared) {
    writePageCatalog(site, context.siteData, catalog, outDir);
    await copyStaticFiles(site, outDir);
    await copyContentAssets(site.root, params.transformed, outDir);
  }
  const audiences = { conditions: variants.audiences.conditions, files: audienceFiles };
  return { pages: params.routes.length, record, links, audiences, owners: sidebars.owners };
}

/**
 * The outputs with each one's HTML replaced by its hash: the page data made from them stands for the real one
 * (its every other field is the same, and the HTML is the same exactly when the hash is) and is keyed without
 * reading any page's HTML.
 */
export function withHtmlHashes(
  transformed: ReadonlyMap<string, TransformOutput>,
): Map<string, TransformOutput> {
  return new Map(
    [...transformed].map(([file, output]) => [
      file,
      Object.create(output, { html: { value: `#${output.htmlHash}`, enumerable: true } }) as TransformOutput,
    ]),
  );
}

/** The markdown of the content a route shows, when the transform made one. */
function markdownOf(
  entry: RouteEntry,
  transformed: ReadonlyMap<string, TransformOutput>,
): string | undefined {
  const file = sourceFileOf(entry);
  return file === undefined ? undefined : transformed.get(file)?.markdown;
}

/** A route, with the markdown file it shows when there is one. */
function jobPage(entry: RouteEntry, route: string): JobPage {
  const file = sourceFileOf(entry);
  return file ? { route, file } : { route };
}

export function pageContext(
  site: Site,
  siteData: SiteData,
  assets: ClientAssets,
  outDir: string,
): PageContext {
  return {
    siteData,
    assets,
    outDir,
    ...(wantsMarkdownCopies(site) ? { markdownSiteUrl: site.config.url } : {}),
  };
}

export interface RenderRouteParams {
  context: PageContext;
  site: Site;
  entry: RouteEntry;
  transformed: ReadonlyMap<string, TransformOutput>;
  /**
   * The routes' keys as written (`RenderRecord.pages`), and the outputs keyed as the record's are
   * (`withHtmlHashes`): the route's new key is kept in `keys`, and with `onlyIfChanged` the route is skipped when
   * its key is the one written, as its HTML is a function of its data (the dev server checks the pages that may
   * list a saved doc this way).
   */
  written?: { keys: Record<string, string>; keyed: ReadonlyMap<string, TransformOutput> };
  onlyIfChanged?: boolean;
  /** The locale the route is rendered in (see `RenderParams.localizer`). */
  localizer?: PageLocalizer;
}

/** One route → its HTML page, in this thread; false when `onlyIfChanged` found nothing to redo. */
export async function renderRoute(params: RenderRouteParams): Promise<boolean> {
  const { site, entry, context, written, localizer = SINGLE_LOCALE } = params;
  const excerptOf = await cardExcerpts([entry]);
  const translate = pageTextsOf(context);
  const pageOf = (transformed: ReadonlyMap<string, TransformOutput>) =>
    localizer.page(buildPageData({ site, entry, transformed, excerptOf, translate, localizer }));
  const page = pageOf(params.transformed);
  if (written) {
    const key = pageKey(pageOf(written.keyed));
    if (params.onlyIfChanged && written.keys[page.route] === key) return false;
    written.keys[page.route] = key;
  }
  writePage(context, page, markdownOf(entry, params.transformed));
  return true;
}

/**
 * The public sign-in shell of one locale (`home`: its home route), in its language: the site's layout around
 * the sign-in page. Its site data keeps the versions but not which docs they have, and its navbar and footer
 * (`visitorSite`) are those of a reader who meets no condition, so it names no private page.
 */
function renderSignInShell(context: PageContext, visitorSite: SiteData, home: string): void {
  const siteData: SiteData = { ...visitorSite, navbarVersionLinks: {} };
  const t = pageTextsOf({ siteData });
  const page: PageData = { kind: 'signIn', route: home, title: t('docgen.signIn.dialog') };
  writeOutput(context.outDir, shellFileOf(home), pageHtml({ ...context, siteData }, page));
}

/** The theme's texts in the locale the pages of `context` are in, with the site's own translations. */
function pageTextsOf({ siteData }: Pick<PageContext, 'siteData'>): Translate {
  return themeTranslate(siteData.locale.htmlLang, siteData.translations);
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
