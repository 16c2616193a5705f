import { join } from 'node:path';
import { buildSite, linkContext } from '../build.ts';
import { DEFAULT_LOCALE } from '../i18n/locale-builds.ts';
import { siteCacheDir } from '../../node/docgen-dirs.ts';
import type { Reporter } from '../cli/reporter.ts';
import { readCheckedSource } from '../load/front-matter-schema.ts';
import { forgetRenderRecord } from '../render/render-record.ts';
import { pageContext } from '../render/render-routes.ts';
import { buildSiteData } from '../render/site-data.ts';
import { writeSearchIndex } from '../search/search-index.ts';
import { getHighlighter } from '../transform/highlighter.ts';
import { transformMarkdown } from '../transform/transform-markdown.ts';
import { anchorProblems, linkProblems } from './dev-checks.ts';
import { diagnosticsOf } from './diagnostics-of.ts';
import { rebuildMarkdownFile, type DevState } from './incremental.ts';
import type { Builder, FileFailure, FullBuildResult, RebuildResult, RebuiltPage } from './messages.ts';

export interface IncrementalBuilderParams {
  root: string;
  /** Absolute output directory the dev server serves. */
  outDir: string;
  reporter: Reporter;
  /** The one locale it builds; absent: the default locale. */
  locale?: string;
}

/**
 * Builds the site once with `docgen build`'s pipeline (no link check) and keeps its state in memory; saves of
 * markdown files then redo only their pages. After a failed full build every save builds it all again, until one
 * succeeds.
 */
export function createIncrementalBuilder(params: IncrementalBuilderParams): Builder {
  let state: DevState | undefined;
  let warming: Promise<void> | undefined;

  const full = async (): Promise<FullBuildResult> => {
    const started = performance.now();
    state = undefined;
    try {
      const summary = await buildSite({
        root: params.root,
        outDir: params.outDir,
        reporter: params.reporter,
        skipLinkCheck: true,
        freshConfig: true,
        keepState: true,
        keepGoing: true,
        onlyLocale: params.locale ?? DEFAULT_LOCALE,
      });
      if (!summary.state) throw new Error('buildSite returned no state');
      const { site, localizer } = summary.state;
      const built: DevState = {
        ...summary.state,
        links: linkContext(site),
        context: pageContext(
          site,
          localizer.siteData(buildSiteData(site)),
          summary.state.assets,
          params.outDir,
        ),
      };
      state = built;
      const links = linkProblems(built);
      // After the answer: the first page is served meanwhile, and the next save waits for it.
      warming = warmUp(state).catch(() => undefined);
      return {
        kind: 'full',
        ok: true,
        pages: summary.pages,
        ms: performance.now() - started,
        problems: [...summary.warnings, ...links],
        anchors: anchorProblems(built),
      };
    } catch (error) {
      return { kind: 'full', ok: false, ms: performance.now() - started, diagnostics: diagnosticsOf(error) };
    }
  };

  const files = async (list: string[]): Promise<RebuildResult> => {
    await warming;
    if (!state) return full();
    // Pages are rewritten in place from here: the next start renders them all again.
    await forgetRenderRecord(siteCacheDir(params.root), params.outDir);
    const pages: RebuiltPage[] = [];
    const failures: FileFailure[] = [];
    for (const file of list) {
      let result;
      try {
        result = await rebuildMarkdownFile(state, file);
      } catch (error) {
        // The state may be half updated: start again from the files.
        const rebuilt = await full();
        return rebuilt.ok
          ? rebuilt
          : { ...rebuilt, diagnostics: [...diagnosticsOf(error), ...rebuilt.diagnostics] };
      }
      if (result.kind === 'structural') return full();
      if (result.kind === 'failed') failures.push(result.failure);
      else pages.push(result.page);
    }
    // The saved pages' sections replaced in the index the last build wrote (see docs/decisions/search.md).
    if (pages.length > 0) {
      const dirs = { outDir: params.outDir, previousDir: params.outDir };
      const built = { route: state.localizer.route, ...(params.locale ? { locale: params.locale } : {}) };
      await writeSearchIndex(state.site, state.transformed, dirs, built);
    }
    return { kind: 'pages', pages, failures, anchors: anchorProblems(state) };
  };

  return { full, files, close: async () => undefined };
}

/** Transforms of a few real docs after a full build: a build served from the cache loaded no highlighter. */
const WARM_UP_FILES = 6;

/**
 * The full build may have taken every transform from the disk cache, leaving the highlighter unloaded and the
 * markdown pipeline cold: run it on a few docs now (outputs discarded) rather than on the writer's first saves.
 */
async function warmUp(state: DevState): Promise<void> {
  // Their code may all be in the highlight cache: the writer's next block may not.
  await getHighlighter();
  const { root } = state.site;
  const docs = state.site.versions.flatMap((v) => v.docs).slice(0, WARM_UP_FILES);
  for (const { source } of docs) {
    // Read again: the build's transform took the loaded site's markdown.
    const read = await readCheckedSource(root, join(root, source.file), 'doc');
    if (!read.source) continue;
    const { body, bodyLine } = read.source;
    await transformMarkdown({ root, input: { file: source.file, body, bodyLine }, links: state.links });
  }
}
