import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Doc, DocVersion, SidebarItem, SourceFile } from '../../core/site/model.ts';
import { docSlugFromId, joinRoute } from '../../core/routes/paths.ts';
import { booleanField, numberField, stringField, stringListField, titleOf } from './front-matter-fields.ts';
import { loadSidebars } from './sidebars.ts';
import { readSourceFile } from './source-file.ts';
import { isPartial, listFiles } from './walk.ts';

export interface VersionInput {
  root: string;
  name: string;
  isLast: boolean;
  /** Docs directory and sidebar file, relative to the site root. */
  dir: string;
  sidebarFile: string;
}

export interface VersionResult {
  version: DocVersion;
  diagnostics: Diagnostic[];
}

/** The doc a markdown file describes, or undefined for a draft (not built). */
export function docFromSource(
  source: SourceFile,
  where: { id: string; version: string; path: string },
): Doc | undefined {
  if (booleanField(source, 'draft')) return undefined;
  const slug = stringField(source, 'slug')?.replace(/^\//, '') ?? docSlugFromId(where.id);
  return {
    id: where.id,
    version: where.version,
    permalink: joinRoute(where.path, slug),
    title: titleOf(source, where.id),
    description: stringField(source, 'description'),
    sidebarPosition: numberField(source, 'sidebar_position'),
    sidebarLabel: stringField(source, 'sidebar_label'),
    unlisted: booleanField(source, 'unlisted'),
    tags: stringListField(source, 'tags'),
    source,
  };
}

/** Loads one docs version: its markdown files (front matter parsed) and its sidebars. */
export async function loadVersion(input: VersionInput): Promise<VersionResult> {
  const path = input.isLast ? '/docs' : `/docs/${input.name}`;
  const diagnostics: Diagnostic[] = [];
  const docs: Doc[] = [];
  const draftIds: string[] = [];
  const unreadableIds = new Set<string>();
  const absoluteDir = join(input.root, input.dir);
  for (const relativeFile of await listFiles(absoluteDir, '**/*.md')) {
    if (isPartial(relativeFile)) continue;
    const result = await readSourceFile(input.root, join(absoluteDir, relativeFile));
    const id = relativeFile.replace(/\.md$/, '');
    if (!result.ok) {
      diagnostics.push(result.diagnostic);
      unreadableIds.add(id);
      continue;
    }
    const doc = docFromSource(result.source, { id, version: input.name, path });
    if (doc) docs.push(doc);
    else draftIds.push(id);
  }
  const sidebarResult = await loadSidebars(
    join(input.root, input.sidebarFile),
    input.sidebarFile,
    new Set(docs.map((d) => d.id)),
    unreadableIds,
  );
  diagnostics.push(...sidebarResult.diagnostics);
  const mainDocId = mainDocOf(docs, path, sidebarResult.sidebars);
  return {
    version: {
      name: input.name,
      label: input.name,
      isLast: input.isLast,
      path,
      mainDocId,
      docs,
      sidebars: sidebarResult.sidebars,
      draftIds,
      dir: input.dir,
    },
    diagnostics,
  };
}

/**
 * The doc a version's root leads to, as Docusaurus decides it: the doc served at the root itself (slug `/`, or
 * `index.md` / `README.md` at the top of the folder), else the first doc of the version's first sidebar, else
 * the first doc.
 */
export function mainDocOf(
  docs: readonly Doc[],
  versionPath: string,
  sidebars: Record<string, SidebarItem[]>,
): string {
  const atRoot = docs.find((doc) => doc.permalink === versionPath);
  if (atRoot) return atRoot.id;
  const [firstSidebar] = Object.values(sidebars);
  return (firstSidebar && firstDocOf(firstSidebar)) ?? docs[0]?.id ?? '';
}

function firstDocOf(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const found = item.link?.id ?? firstDocOf(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
