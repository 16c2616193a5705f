import { join, posix } from 'node:path';
import { errorsOf, type Diagnostic } from '../../core/errors/diagnostic.ts';
import type {
  BlogPost,
  Doc,
  DocVersion,
  SidebarItem,
  Site,
  SourceFile,
  StandalonePage,
} from '../../core/site/model.ts';
import { postFromSource } from '../load/blog.ts';
import { loadTagsFile } from '../load/blog-tags.ts';
import { docFromSource } from '../load/docs.ts';
import { pageFromSource } from '../load/pages.ts';
import { readCheckedSource, type FrontMatterKind } from '../load/front-matter-schema.ts';

/** A markdown file of the site re-read after a save: the model entity before and after. */
export type SourceChange =
  | { kind: 'doc'; version: string; before: Doc; after: Doc }
  | { kind: 'post'; before: BlogPost; after: BlogPost }
  | { kind: 'page'; before: StandalonePage; after: StandalonePage };

export type ReloadResult =
  /** Read and valid; `apply` puts the new entity into the site model. `warnings` are its front matter's. */
  | { kind: 'changed'; change: SourceChange; source: SourceFile; warnings: Diagnostic[]; apply: () => void }
  | { kind: 'failed'; diagnostics: Diagnostic[] }
  /** The file is new, gone, a draft, or now claims another route: the route table changes, so build it all. */
  | { kind: 'structural' };

/** Re-reads one markdown file (path relative to the site root) into the doc, post or page it is. */
export async function reloadSource(site: Site, file: string): Promise<ReloadResult> {
  const kind = kindOf(site, file);
  if (!kind) return { kind: 'structural' };
  let read;
  try {
    read = await readCheckedSource(site.root, join(site.root, file), kind);
  } catch {
    return { kind: 'structural' };
  }
  const { source, diagnostics: warnings } = read;
  if (!source) return { kind: 'failed', diagnostics: warnings };
  for (const version of site.versions) {
    const index = version.docs.findIndex((d) => d.source.file === file);
    const before = version.docs[index];
    if (!before) continue;
    const relativeFile = posix.relative(version.dir, file);
    const loaded = docFromSource(source, { relativeFile, version: version.name, path: version.path });
    if (loaded.kind === 'invalid') return { kind: 'failed', diagnostics: [loaded.diagnostic] };
    if (loaded.kind === 'draft' || changesSidebars(version, before, loaded.doc))
      return { kind: 'structural' };
    const after = loaded.doc;
    // A new array, not an edit in place: the render caches what it derives from a version's doc list by identity.
    const apply = () => void (version.docs = version.docs.with(index, after));
    return {
      kind: 'changed',
      change: { kind: 'doc', version: version.name, before, after },
      source,
      warnings,
      apply,
    };
  }
  const postIndex = site.blog.findIndex((p) => p.source.file === file);
  const post = site.blog[postIndex];
  if (post) {
    const data = { authors: site.authors, tags: await loadTagsFile(site.root, []) };
    const { post: after, diagnostics } = postFromSource(source, posix.relative('content/blog', file), data);
    if (errorsOf(diagnostics).length > 0)
      return { kind: 'failed', diagnostics: [...warnings, ...diagnostics] };
    if (!after || routesOfPostChanged(post, after)) return { kind: 'structural' };
    const apply = () => void site.blog.splice(postIndex, 1, after);
    const change = { kind: 'post' as const, before: post, after };
    return { kind: 'changed', change, source, warnings: [...warnings, ...diagnostics], apply };
  }
  const pageIndex = site.pages.findIndex((p) => p.source.file === file);
  const page = site.pages[pageIndex];
  if (page) {
    const after = pageFromSource(source, posix.relative('content/pages', file));
    const apply = () => void site.pages.splice(pageIndex, 1, after);
    return { kind: 'changed', change: { kind: 'page', before: page, after }, source, warnings, apply };
  }
  return { kind: 'structural' };
}

/** Which front matter schema the file is read with: that of the doc, post or page it was at the last build. */
function kindOf(site: Site, file: string): FrontMatterKind | undefined {
  const isFile = (entity: { source: SourceFile }) => entity.source.file === file;
  if (site.versions.some((version) => version.docs.some(isFile))) return 'doc';
  if (site.blog.some(isFile)) return 'post';
  return site.pages.some(isFile) ? 'page' : undefined;
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

/**
 * True when the saved doc moved (id or route) or changed what sidebars are made of: its position or class
 * (autogenerated sidebars sort and style by them), its pagination, or the title or label of a doc that names a
 * category (an autogenerated category takes its label from it).
 */
function changesSidebars(version: DocVersion, before: Doc, after: Doc): boolean {
  const fields = [
    'id',
    'permalink',
    'sidebarPosition',
    'sidebarClassName',
    'paginationPrev',
    'paginationNext',
  ] as const;
  if (fields.some((field) => before[field] !== after[field])) return true;
  const relabelled = before.title !== after.title || before.sidebarLabel !== after.sidebarLabel;
  return relabelled && Object.values(version.sidebars).some((items) => namesCategory(items, before.id));
}

function namesCategory(items: readonly SidebarItem[], id: string): boolean {
  return items.some(
    (item) =>
      item.type === 'category' &&
      ((item.link?.type === 'doc' && item.link.id === id) || namesCategory(item.items, id)),
  );
}
