import { join, posix } from 'node:path';
import { errorsOf, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type { BlogPost, Doc, Site, SourceFile, StandalonePage } from '../../core/site/model.ts';
import { postFromSource } from '../load/blog.ts';
import { loadTagsFile } from '../load/blog-tags.ts';
import { docFromSource } from '../load/docs.ts';
import { pageFromSource } from '../load/pages.ts';
import { readSourceFile } from '../load/source-file.ts';

/** A markdown file of the site re-read after a save: the model entity before and after. */
export type SourceChange =
  | { kind: 'doc'; version: string; before: Doc; after: Doc }
  | { kind: 'post'; before: BlogPost; after: BlogPost }
  | { kind: 'page'; before: StandalonePage; after: StandalonePage };

export type ReloadResult =
  /** Read and valid; `apply` puts the new entity into the site model. */
  | { kind: 'changed'; change: SourceChange; source: SourceFile; apply: () => void }
  | { kind: 'failed'; diagnostics: Diagnostic[] }
  /** The file is new, gone, a draft, or now claims another route: the route table changes, so build it all. */
  | { kind: 'structural' };

/** Re-reads one markdown file (path relative to the site root) into the doc, post or page it is. */
export async function reloadSource(site: Site, file: string): Promise<ReloadResult> {
  let read;
  try {
    read = await readSourceFile(site.root, join(site.root, file));
  } catch {
    return { kind: 'structural' };
  }
  if (!read.ok) return { kind: 'failed', diagnostics: [read.diagnostic] };
  const source = read.source;
  for (const version of site.versions) {
    const index = version.docs.findIndex((d) => d.source.file === file);
    const before = version.docs[index];
    if (!before) continue;
    const after = docFromSource(source, { id: before.id, version: version.name, path: version.path });
    if (!after || after.permalink !== before.permalink) return { kind: 'structural' };
    // A new array, not an edit in place: the render caches what it derives from a version's doc list by identity.
    const apply = () => void (version.docs = version.docs.with(index, after));
    return { kind: 'changed', change: { kind: 'doc', version: version.name, before, after }, source, apply };
  }
  const postIndex = site.blog.findIndex((p) => p.source.file === file);
  const post = site.blog[postIndex];
  if (post) {
    const data = { authors: site.authors, tags: await loadTagsFile(site.root, []) };
    const { post: after, diagnostics } = postFromSource(source, posix.relative('content/blog', file), data);
    if (errorsOf(diagnostics).length > 0) return { kind: 'failed', diagnostics };
    if (!after || routesOfPostChanged(post, after)) return { kind: 'structural' };
    const apply = () => void site.blog.splice(postIndex, 1, after);
    return { kind: 'changed', change: { kind: 'post', before: post, after }, source, apply };
  }
  const pageIndex = site.pages.findIndex((p) => p.source.file === file);
  const page = site.pages[pageIndex];
  if (page) {
    const after = pageFromSource(source, posix.relative('content/pages', file));
    const apply = () => void site.pages.splice(pageIndex, 1, after);
    return { kind: 'changed', change: { kind: 'page', before: page, after }, source, apply };
  }
  return { kind: 'structural' };
}

/** The date orders the blog, the slug names the route, tags and `unlisted` decide the tag pages and lists. */
function routesOfPostChanged(before: BlogPost, after: BlogPost): boolean {
  const tagRoutes = (post: BlogPost) => post.tags.map((tag) => tag.permalink).join('\n');
  return (
    after.permalink !== before.permalink ||
    after.legacyPermalink !== before.legacyPermalink ||
    after.date !== before.date ||
    after.unlisted !== before.unlisted ||
    tagRoutes(after) !== tagRoutes(before)
  );
}
