import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDiagnosticsError } from '../../core/errors/diagnostic.ts';
import { withSiteSeverity, type BuildState } from '../build.ts';
import { cardedDocs } from '../render/category-cards.ts';
import { renderRoute, withHtmlHashes } from '../render/render-routes.ts';
import { writeSidebarFiles } from '../render/sidebar-files.ts';
import type { PageContext } from '../render/write-page.ts';
import { buildRouteTable } from '../route/route-table.ts';
import type { ContentAsset, LinkContext } from '../transform/context.ts';
import { siteCacheDir } from '../../node/docgen-dirs.ts';
import { transformMarkdown } from '../transform/transform-markdown.ts';
import { affectedRoutes, listingChanged } from './affected-routes.ts';
import { linkProblems } from './dev-checks.ts';
import type { FileFailure, RebuiltPage } from './messages.ts';
import { reloadSource, type SourceChange } from './reload-source.ts';

/** A full build's output kept in memory, plus what every incremental step reuses. */
export interface DevState extends BuildState {
  links: LinkContext;
  context: PageContext;
}

export type FileRebuild =
  { kind: 'done'; page: RebuiltPage } | { kind: 'failed'; failure: FileFailure } | { kind: 'structural' };

/**
 * One saved markdown file: re-read it, transform it, re-render its route (and the pages that list it) and write
 * them. A file that cannot be read (its front matter) leaves the last good page in place; what the transform
 * finds wrong (an unclosed directive, a missing image) is reported with the new page, which shows the writer's
 * edit.
 */
export async function rebuildMarkdownFile(state: DevState, file: string): Promise<FileRebuild> {
  const started = performance.now();
  const reloaded = await reloadSource(state.site, file);
  if (reloaded.kind === 'structural') return reloaded;
  if (reloaded.kind === 'failed')
    return { kind: 'failed', failure: { file, diagnostics: reloaded.diagnostics } };
  const { source, change } = reloaded;
  const output = await transformMarkdown({
    root: state.site.root,
    input: {
      file,
      body: source.body,
      bodyLine: source.bodyLine,
      ...(showsExcerpt(state, change) ? { excerpt: true } : {}),
    },
    links: state.links,
    cacheDir: siteCacheDir(state.site.root),
  });
  reloaded.apply();
  const excerptChanged = state.transformed.get(file)?.excerpt !== output.excerpt;
  state.transformed.set(file, output);
  ({ site: state.site, routes: state.routes } = buildRouteTable(state.site));
  const own = change.after.permalink;
  const routes: string[] = [];
  const written = { keys: state.pageKeys, keyed: withHtmlHashes(state.transformed) };
  try {
    // The file's own page always; the pages that may list it only when their page data changed.
    for (const entry of affectedRoutes(state.routes, change, excerptChanged)) {
      if (await renderRoute({ ...state, entry, written, onlyIfChanged: entry.route !== own }))
        routes.push(entry.route);
    }
  } catch (error) {
    // A page that throws while rendering (reported with its route) is the saved file's problem, like bad YAML.
    if (!isDiagnosticsError(error)) throw error;
    return { kind: 'failed', failure: { file, diagnostics: error.diagnostics } };
  }
  // Pages fetch their sidebar from its file, which carries the labels (named by its content: a new file).
  const version =
    change.kind === 'doc' ? state.site.versions.find((v) => v.name === change.version) : undefined;
  if (version && listingChanged(change)) writeSidebarFiles([version], state.context.outDir);
  await copyNewAssets(state.site.root, output.assets, state.context.outDir);
  const problems = [
    ...reloaded.warnings,
    ...output.diagnostics.map((d) => withSiteSeverity(state.site, d, false)),
    ...linkProblems(state, [file]),
  ];
  return { kind: 'done', page: { file, route: own, routes, ms: performance.now() - started, problems } };
}

/** Images a page started using; their names carry a content hash, so an existing file is already right. */
async function copyNewAssets(root: string, assets: ContentAsset[], outDir: string): Promise<void> {
  for (const asset of assets) {
    const target = join(outDir, asset.publicPath.slice(1));
    if (await exists(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(root, asset.source), target);
  }
}

function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Whether the saved doc's card on a category's generated page shows its first line (it has no description). */
function showsExcerpt(state: DevState, change: SourceChange): boolean {
  if (change.kind !== 'doc' || change.after.description !== undefined) return false;
  // The sidebars, which make the categories, are as they were: a change to them rebuilds the whole site.
  return cardedDocs(state.routes).some((doc) => doc.source.file === change.after.source.file);
}
