import type { TocEntry } from '../../core/site/page-data.ts';

export interface TocNode {
  id: string;
  text: string;
  children: TocNode[];
}

/**
 * Flat entries → each heading nested under the nearest heading of a higher level before it; one with none
 * before it stays at the top level.
 */
export function tocTree(entries: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: { depth: number; node: TocNode }[] = [];
  for (const entry of entries) {
    const node: TocNode = { id: entry.id, text: entry.text, children: [] };
    while (open.length > 0 && (open.at(-1)?.depth ?? 0) >= entry.depth) open.pop();
    const parent = open.at(-1);
    if (parent) parent.node.children.push(node);
    else roots.push(node);
    open.push({ depth: entry.depth, node });
  }
  return roots;
}
