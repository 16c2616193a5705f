import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { Doc, SidebarItem } from '../../core/site/model.ts';

/** Checks of a version's docs against each other and its sidebars, once all are loaded. */

/** Two files with the same id (`a.md` and `01-a.md`, or a front matter `id`) would be one sidebar entry. */
export function duplicateIds(docs: readonly Doc[]): Diagnostic[] {
  const seen = new Map<string, Doc>();
  return docs.flatMap((doc): Diagnostic[] => {
    const first = seen.get(doc.id);
    if (!first) {
      seen.set(doc.id, doc);
      return [];
    }
    return [
      {
        code: 'doc-id-duplicate',
        severity: 'error',
        file: doc.source.file,
        message: `Doc id "${doc.id}" is taken by both ${first.source.file} and ${doc.source.file}.`,
        hint: 'Give one of them another `id` in its front matter, or rename the file.',
      },
    ];
  });
}

export function brokenPagination(docs: readonly Doc[]): Diagnostic[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return docs.flatMap((doc) =>
    (['prev', 'next'] as const).flatMap((which): Diagnostic[] => {
      const target = which === 'prev' ? doc.paginationPrev : doc.paginationNext;
      if (typeof target !== 'string' || ids.has(target)) return [];
      return [
        {
          code: 'pagination-doc-missing',
          severity: 'error',
          file: doc.source.file,
          message: `pagination_${which} names doc "${target}", which does not exist in this version.`,
          hint: 'Use the id of a doc of this version (its folder and file name without .md), or null for none.',
        },
      ];
    }),
  );
}

export function unknownDisplayedSidebars(
  docs: readonly Doc[],
  sidebars: Record<string, SidebarItem[]>,
): Diagnostic[] {
  return docs.flatMap((doc): Diagnostic[] => {
    const name = doc.displayedSidebar;
    if (typeof name !== 'string' || Object.hasOwn(sidebars, name)) return [];
    return [
      {
        code: 'sidebar-doc-missing',
        severity: 'error',
        file: doc.source.file,
        message: `displayed_sidebar names sidebar "${name}", which this version does not have.`,
        hint: `Use one of: ${Object.keys(sidebars).join(', ')}; or null for no sidebar.`,
      },
    ];
  });
}

/** Docusaurus front matter docgen reads but does nothing with: each warns, so that nobody counts on it. */
const UNSUPPORTED_KEYS: Record<string, string> = {
  sidebar_custom_props: 'docgen has no swizzled sidebar components to read custom props',
  sidebar_key: 'docgen has no sidebar translations',
};

export function unsupportedFrontMatter(doc: Doc): Diagnostic[] {
  return Object.keys(doc.source.frontMatter).flatMap((key): Diagnostic[] => {
    const reason = UNSUPPORTED_KEYS[key];
    if (!reason) return [];
    return [
      {
        code: 'front-matter-unsupported',
        severity: 'warning',
        file: doc.source.file,
        message: `Front matter \`${key}\` has no effect: ${reason}.`,
        hint: 'Remove it, or keep it for Docusaurus; see "Migrating from Docusaurus" in the README.',
      },
    ];
  });
}
