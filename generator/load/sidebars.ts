import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import type { SidebarItem } from '../../core/site/model.ts';

export interface SidebarsResult {
  sidebars: Record<string, SidebarItem[]>;
  diagnostics: Diagnostic[];
}

/**
 * Reads a Docusaurus-style sidebars JSON file and checks every doc it names exists. A doc whose file could not
 * be read (`unreadableIds`) already has its own error; the sidebar naming it adds none.
 */
export async function loadSidebars(
  absolutePath: string,
  file: string,
  docIds: ReadonlySet<string>,
  unreadableIds: ReadonlySet<string> = new Set(),
): Promise<SidebarsResult> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(absolutePath, 'utf8'));
  } catch (error) {
    return {
      sidebars: {},
      diagnostics: [invalid(file, `Cannot read the sidebar file: ${(error as Error).message}`)],
    };
  }
  if (!isRecord(raw))
    return { sidebars: {}, diagnostics: [invalid(file, 'A sidebar file must be a JSON object.')] };
  const diagnostics: Diagnostic[] = [];
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(raw)) {
    if (!Array.isArray(items)) {
      diagnostics.push(invalid(file, `Sidebar "${name}" must be an array of items.`));
      continue;
    }
    const context = { file, docIds, unreadableIds, diagnostics, where: name };
    sidebars[name] = items.flatMap((item) => normalizeItem(item, context));
  }
  return { sidebars, diagnostics };
}

interface Context {
  file: string;
  docIds: ReadonlySet<string>;
  unreadableIds: ReadonlySet<string>;
  diagnostics: Diagnostic[];
  where: string;
}

function normalizeItem(item: unknown, context: Context): SidebarItem[] {
  if (typeof item === 'string') return docItem(item, undefined, context);
  if (!isRecord(item)) {
    context.diagnostics.push(
      invalid(context.file, `Sidebar "${context.where}" has an item that is not an object.`),
    );
    return [];
  }
  switch (item.type) {
    case 'doc':
      return docItem(String(item.id), optionalString(item.label), context);
    case 'link':
      return [{ type: 'link', href: String(item.href), label: String(item.label) }];
    case 'html':
      return [{ type: 'html', value: String(item.value) }];
    case 'category':
      return categoryItem(item, context);
    default:
      context.diagnostics.push(
        invalid(
          context.file,
          `Sidebar "${context.where}" has an item of unknown type "${String(item.type)}".`,
        ),
      );
      return [];
  }
}

function categoryItem(item: Record<string, unknown>, context: Context): SidebarItem[] {
  const label = String(item.label ?? '');
  const inner = { ...context, where: `${context.where} › ${label}` };
  const items = Array.isArray(item.items) ? item.items.flatMap((child) => normalizeItem(child, inner)) : [];
  const link = isRecord(item.link) && item.link.type === 'doc' ? String(item.link.id) : undefined;
  if (link !== undefined && !context.docIds.has(link)) missingDoc(link, context);
  const collapsible = item.collapsible !== false;
  return [
    {
      type: 'category',
      label,
      items,
      collapsible,
      collapsed: collapsible && item.collapsed !== false,
      ...(link !== undefined && context.docIds.has(link) ? { link: { type: 'doc' as const, id: link } } : {}),
    },
  ];
}

function docItem(id: string, label: string | undefined, context: Context): SidebarItem[] {
  if (!context.docIds.has(id)) {
    missingDoc(id, context);
    return [];
  }
  return [{ type: 'doc', id, ...(label ? { label } : {}) }];
}

function missingDoc(id: string, context: Context): void {
  if (context.unreadableIds.has(id)) return;
  context.diagnostics.push({
    code: 'sidebar-doc-missing',
    severity: 'error',
    file: context.file,
    message: `Sidebar "${context.where}" names doc "${id}", which does not exist in this version.`,
    hint: 'Fix the id (the doc path without .md), or create the doc.',
  });
}

function invalid(file: string, message: string): Diagnostic {
  return { code: 'sidebar-invalid', severity: 'error', file, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Doc ids in the order a reader meets them in the sidebar (for previous/next). */
export function sidebarDocOrder(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category')
      return [...(item.link ? [item.link.id] : []), ...sidebarDocOrder(item.items)];
    return [];
  });
}
