import type { Nodes, Parents, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { walk, type WalkResult } from '../../../../generator/transform/walk.ts';

const SOURCE =
  '# Title\n\n> quoted *text*\n\nSome *emphasis* and `code`, a [link](/a).\n\n- one\n- two **bold**\n\nAfter.\n';

/** A visitor that records what it sees and changes the tree as the transform's visitors do. */
function recording(seen: string[]) {
  return (node: Nodes, index: number | undefined, parent: Parents | undefined): WalkResult => {
    seen.push(`${node.type}@${index ?? '-'}${'value' in node ? `:${node.value}` : ''}`);
    if (!parent || index === undefined) return undefined;
    // Removed: the walk goes on with the node now at its index.
    if (node.type === 'inlineCode') {
      parent.children.splice(index, 1);
      return index;
    }
    // Replaced by two nodes, which are walked in turn.
    if (node.type === 'emphasis') {
      parent.children.splice(index, 1, { type: 'text', value: 'a' }, { type: 'text', value: 'b' });
      return index;
    }
    if (node.type === 'blockquote') return SKIP;
    if (node.type === 'strong') return EXIT;
    return undefined;
  };
}

describe('walking a tree', () => {
  it("visits, changes, skips and stops where unist-util-visit's visit does, leaving the same tree", () => {
    const visited: string[] = [];
    const walked: string[] = [];
    const byVisit: Root = unified().use(remarkParse).parse(SOURCE);
    const byWalk: Root = unified().use(remarkParse).parse(SOURCE);
    visit(byVisit, recording(visited));
    walk<Nodes, Parents>(byWalk, recording(walked));
    expect(walked).toEqual(visited);
    expect(walked).toEqual(expect.arrayContaining(['blockquote@1', 'text@1:a', 'text@2:b', 'strong@1']));
    expect(walked).not.toContain('text@0:quoted ');
    expect(walked).toEqual(expect.arrayContaining(['inlineCode@4:code', 'text@4:, a ']));
    expect(walked).not.toContain('text@0:After.');
    expect(byWalk).toEqual(byVisit);
  });
});
