import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DiagnosticsError, errorsOf, type Diagnostic } from '../core/errors/diagnostic.ts';
import type { Site, SourceFile } from '../core/site/model.ts';
import { buildWorkerPool } from './build-pool.ts';
import { cachedBundle, placeBundle } from './bundle/bundle-client.ts';
import { clientEntryFor } from './bundle/client-entry.ts';
import { bundleSiteStyles } from './bundle/site-styles.ts';
import { DOCGEN_CACHE, siteCacheDir } from '../node/docgen-dirs.ts';
import { checkAnchors } from './check/check-anchors.ts';
import { checkLinks } from './check/check-links.ts';
import { PageSources, type LocalePages } from './check/page-sources.ts';
import { loadSite } from './load/load-site.ts';
import { collectGarbage } from './workers/collect-garbage.ts';
import { slowPageLine, type PageWatch } from './workers/page-watch.ts';
import type { ClientAssets } from './render/html-shell.ts';
import { cardedDocs } from './render/category-cards.ts';
import { wantsMarkdownCopies } from './render/page-catalog.ts';
import { renderLocales } from './render/render-locales.ts';
import { writeServerManifest } from './render/server-manifest.ts';
import { writeLocaleSearchIndexes } from './search/search-index.ts';
import { buildAccess } from './render/build-access.ts';
import { readRenderRecords, writeRenderRecords, type LocaleRenderRecords } from './render/render-record.ts';
import { removeAbandonedStagingDirs, replaceOutput, stagingDirFor } from './render/staging-dirs.ts';
import type { RouteEntry } from './route/route-table.ts';
import type { PageLocalizer } from './i18n/page-localizer.ts';
import {
  localeBuilds,
  localizedEntries,
  translatedSources,
  translationRoutes,
  type LocaleBuild,
} from './i18n/locale-builds.ts';
import type { LinkContext, TransformInput, TransformOutput } from './transform/context.ts';
import { transformAll } from './transform/transform-all.ts';
import { sitePluginsKey } from './transform/site-plugins.ts';
import { oneErrorPerTheme } from './transform/mdx-compile/unsupported-themes.ts';
import type { Reporter } from './cli/reporter.ts';

export interface BuildParams {
  root: string;
  outDir: string;
  reporter: Reporter;
  /** Skip the link check (the dev server checks nothing on every save). */
  skipLinkCheck?: boolean;
  /** Re-import `site.config.ts` even if this process imported it before (dev server). */
  freshConfig?: boolean;
  /** Return the loaded site, routes, transform outputs and assets (dev server, for incremental rebuilds). */
  keepState?: boolean;
  /** MDX warnings (`mdx-unsupported`, `mdx-invalid`: MDX that does not compile, or is left out) fail the build. */
  strict?: boolean;
  /**
   * Content errors that leave the other pages writable (a file's invalid front matter, a duplicate route, an
   * unclosed directive, a missing image) are returned with the warnings instead of failing the build: the dev
   * server shows them and serves the pages.
   */
  keepGoing?: boolean;
  /** Build only this locale (`docgen dev`): a locale of the site, or `DEFAULT_LOCALE`. */
  onlyLocale?: string;
}

/** What a build produced in memory, kept by the dev server to redo single pages. */
export interface BuildState {
  site: Site;
  routes: RouteEntry[];
  transformed: Map<string, TransformOutput>;
  assets: ClientAssets;
  /** How the built locale's pages differ from its content's (`generator/i18n/page-localizer.ts`). */
  localizer: PageLocalizer;
  /** The pages' keys as written (`RenderRecord.pages`), kept current by the dev server as it writes pages. */
  pageKeys: Record<string, string>;
}

export interface BuildSummary {
  pages: number;
  seconds: number;
  /** Warnings; with `keepGoing`, also the errors that did not stop the build. */
  warnings: Diagnostic[];
  /** Only with `keepState`. */
  state?: BuildState;
}

/**
 * `docgen build`: load → route → bundle → transform → render → check, each a labelled, timed step. The output is
 * written to a temporary directory and only replaces `outDir` when every stage succeeded, so a failed build
 * never leaves a half-written site where the last good one was.
 */
export async function buildSite(params: BuildParams): Promise<BuildSummary> {
  const started = performance.now();
  const { reporter } = params;
  const outDir = resolve(params.root, params.outDir);
  const stagingDir = stagingDirFor(outDir);
  const cacheDir = siteCacheDir(params.root);
  await removeAbandonedStagingDirs(outDir);
  await rm(stagingDir, { recursive: true, force: true });
  const pool = buildWorkerPool();
  try {
    // The pages of the previous output whose data did not change are reused, each locale's by its own record.
    // The dev server, which rewrites pages in place after the build, forgets the records when it does
    // (`forgetRenderRecord`).
    const previous = await readRenderRecords(cacheDir, outDir);
    // Each stage's errors fail the build only after the check, so that every problem is reported at once.
    const loaded = await reporter.step('load', () =>
      loadSite({ root: params.root, freshConfig: params.freshConfig, cacheDir }),
    );
    const locales = await reporter.step('route', () => localeBuilds(loaded.site, params.onlyLocale));
    const { site } = locales;
    const warnings = [...loaded.diagnostics, ...locales.warnings];
    const routes = locales.builds.flatMap(localizedEntries);
    const links = linkContext(site, locales.builds);
    const watch = pageWatch(site, reporter);
    // The bundle does not depend on the site, so every site shares docgen's own cache of it. On a miss it is made
    // before the transform: Vite at its peak beside the transform at its peak passed a gigabyte on a large site.
    const entry = clientEntryFor(site.config.signIn !== undefined);
    const bundle = await reporter.step('bundle', () => cachedBundle(DOCGEN_CACHE, entry));
    placeBundle(bundle, stagingDir);
    const styles = await bundleSiteStyles(params.root, site.config.theme.customCss, stagingDir);
    warnings.push(...styles.diagnostics);
    const assets = withSiteStyles(bundle.assets, styles.href);
    const transformed = await reporter.step('transform', () =>
      transformAll({
        root: params.root,
        inputs: takeMarkdownInputs(site, locales.builds),
        links,
        cacheDir,
        pool,
        watch,
        onProgress: (done, total) => reporter.progress('transform', done, total),
      }),
    );
    const transformWarnings = oneErrorPerTheme(
      [...transformed.outputs.values()].flatMap((o) =>
        o.diagnostics.map((d) => withSiteSeverity(site, d, params.strict ?? false)),
      ),
    );
    warnings.push(...transformWarnings);
    // The transform's garbage (every page's output crossed this thread) would set the heap's next limit to
    // about a gigabyte on a large site; collected now, the render stage starts from what is live.
    collectGarbage();
    const rendered = await reporter.step('render', () =>
      renderLocales(locales.builds, (build) => ({
        site: build.site,
        routes: build.routes,
        localizer: build.localizer,
        transformed: transformed.outputs,
        assets,
        outDir: stagingDir,
        previous: recordOf(previous, build, outDir),
        linkCheck: !params.skipLinkCheck,
        pool,
        watch,
        onProgress: (done, total) => reporter.progress('render', done, total),
      })),
    );
    // The workers' heaps are not needed past here: free them before the link check.
    await pool.close();
    const access = await buildAccess({
      site,
      routes,
      transformed: transformed.outputs,
      routesByFile: { ...links.routesByFile, ...translationRoutes(locales.builds) },
      outDir: stagingDir,
      audiences: rendered.audiences,
      owners: rendered.owners,
    });
    await writeServerManifest(site, stagingDir, access);
    await reporter.step('search', () =>
      writeLocaleSearchIndexes(locales.builds, transformed.outputs, {
        outDir: stagingDir,
        previousDir: outDir,
      }),
    );
    if (!params.skipLinkCheck) {
      const sources = new PageSources(locales.builds.map(localePages), transformed.outputs);
      const broken = await reporter.step('check', async () => [
        ...checkAnchors({ routes: routes.map((r) => r.route), sources, severity: anchorSeverity(site) }),
        ...(await checkLinks({
          outDir: stagingDir,
          links: rendered.links,
          sources,
          routesElsewhere: locales.routesElsewhere,
        })),
      ]);
      warnings.push(...notReportedYet(broken, transformWarnings));
    }
    if (errorsOf(warnings).length > 0 && !params.keepGoing) throw new DiagnosticsError(warnings);
    await replaceOutput(stagingDir, outDir);
    await writeRenderRecords(cacheDir, outDir, checkedRecords(rendered.records, !params.skipLinkCheck));
    const seconds = (performance.now() - started) / 1000;
    const [first] = locales.builds;
    const state =
      params.keepState && first
        ? {
            site: first.site,
            routes: first.routes,
            localizer: first.localizer,
            transformed: transformed.outputs,
            assets,
            pageKeys: { ...rendered.records[first.localizer.variant]?.pages },
          }
        : undefined;
    return { pages: rendered.pages, seconds, warnings, ...(state ? { state } : {}) };
  } finally {
    await pool.close();
    await rm(stagingDir, { recursive: true, force: true });
  }
}

/** The theme's stylesheets, then the site's own (`theme.customCss`), whose rules thus win over the theme's. */
function withSiteStyles(assets: ClientAssets, href: string | undefined): ClientAssets {
  return href === undefined ? assets : { ...assets, css: [...assets.css, href] };
}

/** The previous output's record of a locale's pages, if it has one. */
function recordOf(previous: LocaleRenderRecords | undefined, build: LocaleBuild, dir: string) {
  const record = previous?.[build.localizer.variant];
  return record && { record, dir };
}

function checkedRecords(records: LocaleRenderRecords, checked: boolean): LocaleRenderRecords {
  return Object.fromEntries(
    Object.entries(records).map(([locale, record]) => [locale, { ...record, checked }]),
  );
}

/** The check's problems but those at a place the transform already reported (a missing image is not also a broken link). */
function notReportedYet(checked: readonly Diagnostic[], transformed: readonly Diagnostic[]): Diagnostic[] {
  const at = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}`;
  const reported = new Set(transformed.filter((d) => d.line !== undefined).map(at));
  return checked.filter((d) => d.line === undefined || !reported.has(at(d)));
}

/**
 * The site's markdown files as the transform reads them, each source's body moved into its input (the source keeps
 * `''`) when the transform asks for it: the main thread then holds a page's markdown only until its output is made,
 * not a large site's (about 160 MB at 20,000 pages) through the transform and render, which read what they need of
 * it from the outputs (`TransformOutput.hasContentTitle`, `excerpt`).
 */
function* takeMarkdownInputs(site: Site, locales: readonly LocaleBuild[]): Generator<TransformInput> {
  const excerpted = new Set(
    locales
      .flatMap((build) => cardedDocs(build.routes))
      .filter((doc) => doc.description === undefined)
      .map((doc) => doc.source.file),
  );
  const take = (source: SourceFile): TransformInput => ({
    ...takeBody(source),
    ...(excerpted.has(source.file) ? { excerpt: true } : {}),
  });
  const sources = [
    ...site.versions.flatMap((v) => v.docs.map((d) => d.source)),
    ...site.blog.map((p) => p.source),
    ...site.pages.map((p) => p.source),
  ];
  for (const source of sources) yield take(source);
  for (const build of locales)
    for (const source of translatedSources(build)) yield { ...take(source), locale: build.locale.locale };
}

function takeBody(source: SourceFile): TransformInput {
  const input = { file: source.file, body: source.body, bodyLine: source.bodyLine };
  source.body = '';
  return input;
}

/**
 * A markdown link to a missing file fails the build unless the site asks for a warning; MDX that does not
 * compile, or is left out, is a warning unless the build is strict.
 */
export function withSiteSeverity(site: Site, diagnostic: Diagnostic, strict: boolean): Diagnostic {
  const fails =
    (diagnostic.code === 'markdown-link-broken' && site.config.docs.onBrokenMarkdownLinks === 'throw') ||
    (strict && (diagnostic.code === 'mdx-unsupported' || diagnostic.code === 'mdx-invalid'));
  return fails ? { ...diagnostic, severity: 'error' } : diagnostic;
}

/** The site's limits on one page's time in a stage; a slow page is named in the terminal while the build goes on. */
function pageWatch(site: Site, reporter: Reporter): PageWatch {
  const { slowPageSeconds, pageTimeoutSeconds } = site.config.build;
  const watch: PageWatch = {
    slowAfterMs: slowPageSeconds * 1000,
    timeoutMs: pageTimeoutSeconds * 1000,
    onSlow: (job) => reporter.info(slowPageLine(job, watch)),
  };
  return watch;
}

export function anchorSeverity(site: Site): 'warning' | 'error' {
  return site.config.docs.onBrokenAnchors === 'throw' ? 'error' : 'warning';
}

/** Each markdown file of a site's pages → its page's route. */
function sourceRoutes(site: Site): Record<string, string> {
  const routesByFile: Record<string, string> = {};
  for (const version of site.versions)
    for (const doc of version.docs) routesByFile[doc.source.file] = doc.permalink;
  for (const post of site.blog) routesByFile[post.source.file] = post.permalink;
  for (const page of site.pages) routesByFile[page.source.file] = page.permalink;
  return routesByFile;
}

/**
 * A locale's pages as the checks read them: a translated page is its translation's markdown, an untranslated
 * one the default locale's, each at the locale's route.
 */
export function localePages(build: Pick<LocaleBuild, 'site' | 'routes' | 'localizer'>): LocalePages {
  return {
    files: sourceRoutes(build.site),
    routes: new Set(build.routes.map((entry) => entry.route)),
    route: build.localizer.route,
  };
}

/**
 * How markdown links resolve: each file → its route. A translation's relative links resolve among the locale's
 * translations, each of which has the route of its original; the render gives them the locale's prefix.
 */
export function linkContext(site: Site, locales: readonly LocaleBuild[] = []): LinkContext {
  const routesByFile: Record<string, string> = Object.assign(
    {},
    ...locales.map((l) => l.translationFiles),
    sourceRoutes(site),
  );
  const { title, tagline, url, customFields } = site.config;
  return {
    routesByFile,
    ...(site.leftOut.length > 0 ? { leftOut: site.leftOut } : {}),
    siteConfig: { title, tagline, url, customFields },
    sitePlugins: sitePluginsKey(site.root, site.config.markdown),
    ...(site.config.markdown.format === 'detect' ? { markdownFormat: 'detect' as const } : {}),
    locale: site.config.i18n.defaultLocale,
    ...(wantsMarkdownCopies(site) ? { markdownSiteUrl: url } : {}),
  };
}
