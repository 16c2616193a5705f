import { join } from 'node:path';
import { DiagnosticsError, errorsOf, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { DocVersion, Site } from '../../core/site/model.ts';
import { loadBlog } from './blog.ts';
import { loadSiteConfig } from '../../node/config/load-site-config.ts';
import { loadVersion } from './docs.ts';
import { openFrontMatterCache } from './front-matter-cache.ts';
import { loadPages } from './pages.ts';
import { loadVersionNames } from './versions.ts';
import { contentDir, listFiles } from './walk.ts';

export interface LoadParams {
  root: string;
  /** Re-import the config even if it was imported before (dev server). */
  freshConfig?: boolean;
  /** The site's cache, where the front matter parsed by a build is kept for the next one; none without it. */
  cacheDir?: string;
}

export interface LoadResult {
  site: Site;
  /** Warnings only; errors are thrown as a DiagnosticsError. */
  warnings: Diagnostic[];
}

/** The load stage: configuration, versions, sidebars, docs, blog and pages into one `Site` model. */
export async function loadSite(params: LoadParams): Promise<LoadResult> {
  const { root } = params;
  const configResult = await loadSiteConfig(root, params.freshConfig);
  if (!configResult.ok) throw new DiagnosticsError(configResult.diagnostics);
  const frontMatter = params.cacheDir === undefined ? undefined : await openFrontMatterCache(params.cacheDir);
  const diagnostics: Diagnostic[] = [];
  const versionNames = await loadVersionNames(root);
  diagnostics.push(...versionNames.diagnostics);
  const versions: DocVersion[] = [];
  if (versionNames.diagnostics.length === 0) {
    for (const [index, name] of versionNames.names.entries()) {
      const result = await loadVersion({
        root,
        name,
        isLast: index === 0,
        dir: `content/versioned_docs/version-${name}`,
        sidebarFile: `content/versioned_sidebars/version-${name}-sidebars.json`,
        frontMatter,
      });
      versions.push(result.version);
      diagnostics.push(...result.diagnostics);
    }
  }
  const blog = await loadBlog(root, frontMatter);
  const pages = await loadPages(root, frontMatter);
  diagnostics.push(...blog.diagnostics, ...pages.diagnostics);
  if (errorsOf(diagnostics).length > 0) throw new DiagnosticsError(diagnostics);
  // Only after a load without errors: one that stopped short of some files would drop their entries.
  await frontMatter?.save();
  const site: Site = {
    root,
    config: configResult.config,
    versions,
    blog: blog.posts,
    authors: blog.authors,
    pages: pages.pages,
    staticFiles: await listFiles(join(contentDir(root, 'static')), '**/*'),
  };
  return { site, warnings: diagnostics };
}
