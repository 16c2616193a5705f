import { EXIT, SKIP } from 'unist-util-visit';

/** A node of any unist tree (markdown, HTML): the walk reads only its children. */
interface Node {
  type: string;
}

interface Parent extends Node {
  children: Node[];
}

/** What a walk's visitor returns: go on (nothing), skip the node's children, stop, or go on at this index. */
export type WalkResult = undefined | typeof SKIP | typeof EXIT | number;

/**
 * A preorder walk of every node of a tree, with `unist-util-visit`'s contract for a visitor without a test: the
 * tree first, then each node with its index and parent; a returned index is where the walk goes on in the parent
 * (after the node's children, unless it returned `SKIP`), whatever the visitor changed there. It costs a fraction
 * of `visit`'s, which names a new function after every node it walks (for its debugging stack traces): those
 * walks took about a twentieth of a profile of the transform (`bench/README.md`).
 */
export function walk<Nodes extends Node, Parents extends Parent>(
  tree: Nodes,
  visitor: (node: Nodes, index: number | undefined, parent: Parents | undefined) => WalkResult,
): void {
  const result = visitor(tree, undefined, undefined);
  if (result !== SKIP && result !== EXIT && isParent(tree)) walkChildren(tree, visitor as never);
}

/** Walks a parent's children; true when the visitor stopped the walk. */
function walkChildren(
  parent: Parent,
  visitor: (node: Node, index: number, parent: Parent) => WalkResult,
): boolean {
  let index = 0;
  while (index >= 0 && index < parent.children.length) {
    const child = parent.children[index] as Node;
    const result = visitor(child, index, parent);
    if (result === EXIT) return true;
    if (result !== SKIP && isParent(child) && walkChildren(child, visitor)) return true;
    index = typeof result === 'number' ? result : index + 1;
  }
  return false;
}

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}
