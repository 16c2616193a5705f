import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Doc, DocVersion, SidebarItem, SourceFile } from '../../core/site/model.ts';
import { joinRoute } from '../../core/routes/paths.ts';
import {
  brokenPagination,
  duplicateIds,
  unknownDisplayedSidebars,
  unsupportedFrontMatter,
} from './doc-checks.ts';
import { docIdentity } from './doc-identity.ts';
import {
  booleanField,
  nullableStringField,
  numberField,
  stringField,
  stringListField,
  titleOf,
} from './front-matter-fields.ts';
import { loadSidebars } from './sidebars.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';
import { readCheckedSource } from './front-matter-schema.ts';
import type { PlannedVersion } from './versions.ts';
import { isPartial, listFiles, MARKDOWN_FILES } from './walk.ts';

export interface VersionInput extends PlannedVersion {
  root: string;
  /** Front matter parsed by earlier builds (see `front-matter-cache.ts`). */
  frontMatter?: FrontMatterCache;
}

export interface VersionResult {
  version: DocVersion;
  diagnostics: Diagnostic[];
}

export type DocFromSource =
  { kind: 'doc'; doc: Doc } | { kind: 'draft'; id: string } | { kind: 'invalid'; diagnostic: Diagnostic };

/** The doc a markdown file describes (`relativeFile` inside its version's docs folder); a draft is not built. */
export function docFromSource(
  source: SourceFile,
  where: { relativeFile: string; version: string; path: string },
): DocFromSource {
  const identity = docIdentity(where.relativeFile, {
    id: stringField(source, 'id'),
    slug: stringField(source, 'slug'),
    parseNumberPrefixes: source.frontMatter.parse_number_prefixes !== false,
  });
  if (!identity.ok) {
    const hint = 'Give the doc an id without "/": its folder is already part of it.';
    return {
      kind: 'invalid',
      diagnostic: {
        code: 'doc-id-invalid',
        severity: 'error',
        file: source.file,
        message: identity.message,
        hint,
      },
    };
  }
  const { id, slug, dirName, numberPrefix } = identity.identity;
  if (booleanField(source, 'draft')) return { kind: 'draft', id };
  return {
    kind: 'doc',
    doc: {
      id,
      version: where.version,
      permalink: joinRoute(where.path, slug),
      title: titleOf(source, id.slice(id.lastIndexOf('/') + 1)),
      description: stringField(source, 'description'),
      dirName,
      sidebarPosition: numberField(source, 'sidebar_position') ?? numberPrefix,
      sidebarLabel: stringField(source, 'sidebar_label'),
      sidebarClassName: stringField(source, 'sidebar_class_name'),
      paginationLabel: stringField(source, 'pagination_label'),
      paginationPrev: nullableStringField(source, 'pagination_prev'),
      paginationNext: nullableStringField(source, 'pagination_next'),
      displayedSidebar: nullableStringField(source, 'displayed_sidebar'),
      unlisted: booleanField(source, 'unlisted'),
      tags: stringListField(source, 'tags'),
      source,
    },
  };
}

/** Loads one docs version: its markdown files (front matter parsed) and its sidebars. */
export async function loadVersion(input: VersionInput): Promise<VersionResult> {
  const { path } = input;
  const diagnostics: Diagnostic[] = [];
  const docs: Doc[] = [];
  const draftIds: string[] = [];
  const unreadableIds = new Set<string>();
  const absoluteDir = join(input.root, input.dir);
  // Docusaurus builds no file or folder whose name starts with `_`: those are partials, imported by docs.
  for (const relativeFile of await listFiles(absoluteDir, MARKDOWN_FILES)) {
    if (isPartial(relativeFile)) continue;
    const file = join(absoluteDir, relativeFile);
    const read = await readCheckedSource(input.root, file, 'doc', input.frontMatter);
    diagnostics.push(...read.diagnostics);
    if (!read.source) {
      // Its id as far as the file name tells it, so that sidebars naming it add no second error.
      const guess = docIdentity(relativeFile, { parseNumberPrefixes: true });
      if (guess.ok) unreadableIds.add(guess.identity.id);
      continue;
    }
    const loaded = docFromSource(read.source, { relativeFile, version: input.name, path });
    if (loaded.kind === 'doc') docs.push(loaded.doc);
    else if (loaded.kind === 'draft') draftIds.push(loaded.id);
    else diagnostics.push(loaded.diagnostic);
  }
  diagnostics.push(...duplicateIds(docs), ...brokenPagination(docs), ...docs.flatMap(unsupportedFrontMatter));
  const sidebarResult = await loadSidebars({
    root: input.root,
    file: input.sidebarFile,
    docsDir: input.dir,
    versionPath: path,
    versionName: input.name,
    docs,
    draftIds: new Set(draftIds),
    unreadableIds,
  });
  diagnostics.push(...sidebarResult.diagnostics, ...unknownDisplayedSidebars(docs, sidebarResult.sidebars));
  const mainDocId = mainDocOf(docs, path, sidebarResult.sidebars);
  return {
    version: {
      name: input.name,
      instance: input.instance,
      label: input.label,
      ...(input.badge === undefined ? {} : { badge: input.badge }),
      isLast: input.isLast,
      path,
      banner: input.banner,
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
function mainDocOf(
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
      const found = (item.link?.type === 'doc' ? item.link.id : undefined) ?? firstDocOf(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
