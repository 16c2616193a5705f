import { join } from 'node:path';
import { DiagnosticsError, errorsOf, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SiteConfig } from '../../core/config/schema.ts';
import type { DocVersion, Site } from '../../core/site/model.ts';
import { loadBlog } from './blog.ts';
import { loadCodeTranslations } from './code-translations.ts';
import { loadMailTexts } from './mail-texts.ts';
import { gitLastUpdates } from './git-last-updates.ts';
import { CONFIG_FILE, loadSiteConfig } from '../../node/config/load-site-config.ts';
import { loadVersion } from './docs.ts';
import { openFrontMatterCache } from './front-matter-cache.ts';
import { loadPages } from './pages.ts';
import { planSiteVersions } from './versions.ts';
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
  /**
   * Warnings, and the errors of single files: a file whose front matter is invalid is left out of the site and
   * the rest goes on, so that later stages report their problems too.
   */
  diagnostics: Diagnostic[];
}

/**
 * The load stage: configuration, versions, sidebars, docs, blog and pages into one `Site` model. Only a site that
 * cannot be made at all (its configuration, its versions) is thrown as a DiagnosticsError.
 */
export async function loadSite(params: LoadParams): Promise<LoadResult> {
  const { root } = params;
  const configResult = await loadSiteConfig(root, params.freshConfig);
  if (!configResult.ok) throw new DiagnosticsError(configResult.diagnostics);
  const frontMatter = params.cacheDir === undefined ? undefined : await openFrontMatterCache(params.cacheDir);
  const diagnostics: Diagnostic[] = [];
  const plan = await planSiteVersions(root, configResult.config.docs);
  diagnostics.push(...plan.diagnostics);
  const versions: DocVersion[] = [];
  if (plan.diagnostics.length === 0) {
    for (const planned of plan.versions) {
      const result = await loadVersion({ ...planned, root, frontMatter });
      versions.push(result.version);
      diagnostics.push(...result.diagnostics);
    }
  }
  const blog = await loadBlog(root, frontMatter);
  const pages = await loadPages(root, frontMatter);
  const staticFiles = await listFiles(join(contentDir(root, 'static')), '**/*');
  const code = await loadCodeTranslations(root, configResult.config.i18n.locales);
  const mail = await loadMailTexts(root, configResult.config.i18n.locales);
  const siteImages = missingSiteImages(configResult.config, staticFiles);
  diagnostics.push(
    ...code.diagnostics,
    ...mail.diagnostics,
    ...blog.diagnostics,
    ...pages.diagnostics,
    ...siteImages,
  );
  // Problems of the whole site stop here: without its versions there are no docs, a missing favicon would be a
  // broken link on every page, unreadable theme translations would show on every page of their locale, and
  // wrong sign-in texts would reach readers.
  if (errorsOf([...plan.diagnostics, ...siteImages, ...code.diagnostics, ...mail.diagnostics]).length > 0)
    throw new DiagnosticsError(diagnostics);
  // Only after a load without errors: one that left some files out would drop their entries.
  if (errorsOf(diagnostics).length === 0) await frontMatter?.save();
  const site: Site = {
    root,
    config: configResult.config,
    versions,
    blog: blog.posts,
    authors: blog.authors,
    pages: pages.pages,
    staticFiles,
    codeTranslations: code.translations,
    ...(Object.keys(mail.files).length > 0 ? { mailTexts: mail.files } : {}),
    leftOut: erroneousMarkdown(diagnostics),
    ...(showsLastUpdate(configResult.config) ? { lastCommits: await gitLastUpdates(root) } : {}),
  };
  return { site, diagnostics };
}

/** Whether the docs or the blog show a "Last updated" line: only then is the git history read. */
function showsLastUpdate(config: SiteConfig): boolean {
  return [config.docs, config.blog].some((c) => c.showLastUpdateTime || c.showLastUpdateAuthor);
}

/** The markdown files a load error names: each is left out of the site (its front matter, its id). */
function erroneousMarkdown(diagnostics: readonly Diagnostic[]): string[] {
  const files = errorsOf(diagnostics).flatMap((d) => (d.file && /\.mdx?$/.test(d.file) ? [d.file] : []));
  return [...new Set(files)];
}

/**
 * The favicon and the navbar logo, which every page shows, must be files of `content/static/`: one error here
 * rather than a broken link on each page.
 */
function missingSiteImages(config: SiteConfig, staticFiles: readonly string[]): Diagnostic[] {
  const files = new Set(staticFiles);
  const images: [key: string, path: string | undefined][] = [
    ['favicon', config.favicon],
    ['navbar.logo.src', config.navbar.logo?.src],
  ];
  return images.flatMap(([key, path]): Diagnostic[] =>
    path === undefined || /^[a-z][a-z\d+.-]*:|^\/\//i.test(path) || files.has(decodeURI(path.slice(1)))
      ? []
      : [
          {
            code: 'image-missing',
            severity: 'error',
            file: CONFIG_FILE,
            message: `\`${key}\` is ${path}, but content/static${path} does not exist.`,
            hint: `Add the image at content/static${path}, or fix \`${key}\`.`,
          },
        ],
  );
}
