import { isDeepStrictEqual } from 'node:util';
import type { RouteEntry } from '../route/route-table.ts';
import type { SourceChange } from './reload-source.ts';

/**
 * The routes that may need re-rendering after a saved file: its own page, plus, when what other pages show of it
 * changed (title, sidebar label, any front matter), the pages that may list it. A blog list shows its posts'
 * excerpts, so the list page holding a post is always a candidate; a category's generated page shows the first
 * line of a doc without a description, so it is one when that line (`excerptChanged`) did. (Candidates whose page
 * data did not change are then skipped by the render.)
 */
export function affectedRoutes(
  routes: readonly RouteEntry[],
  change: SourceChange,
  excerptChanged: boolean,
): RouteEntry[] {
  const listed = listingChanged(change);
  const own = change.after.permalink;
  return routes.filter((entry) => {
    if (entry.route === own) return true;
    if (excerptChanged && change.kind === 'doc' && entry.kind === 'categoryIndex')
      return entry.version.name === change.version;
    if (!listed && change.kind !== 'post') return false;
    switch (change.kind) {
      case 'doc':
        // Sidebars, breadcrumbs and previous/next of the version's docs and generated category pages (which
        // list docs' titles and descriptions); the version root's redirect title.
        return (
          ((entry.kind === 'doc' || entry.kind === 'categoryIndex') &&
            entry.version.name === change.version) ||
          (entry.kind === 'redirect' && entry.to === own)
        );
      case 'post':
        if (entry.kind === 'blogList') return listed || entry.posts.some((p) => p.permalink === own);
        // Every post page carries the blog sidebar (all titles); the authors page counts posts; the archive
        // lists every title.
        return listed && ['blogPost', 'authors', 'blogArchive'].includes(entry.kind);
      case 'page':
        return false;
    }
  });
}

/** True when what other pages show of the file changed: its title, sidebar label or any front matter. */
export function listingChanged(change: SourceChange): boolean {
  const { before, after } = change;
  if (before.title !== after.title) return true;
  if (change.kind === 'doc' && change.before.sidebarLabel !== change.after.sidebarLabel) return true;
  return !isDeepStrictEqual(before.source.frontMatter, after.source.frontMatter);
}
