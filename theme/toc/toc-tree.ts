import type { TocEntry } from '../../core/site/page-data.ts';

export interface TocNode {
  id: string;
  text: string;
  children: TocNode[];
}

/** Flat h2/h3 entries → h2 nodes with their h3s nested; an h3 before any h2 stays at the top level. */
export function tocTree(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { id: entry.id, text: entry.text, children: [] };
    const parent = roots[roots.length - 1];
    if (entry.depth === 3 && parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
