import type { Nodes, Parents, Root } from 'mdast';
import type {} from 'mdast-util-directive';
import type { VFile } from 'vfile';
import type { FileData } from './context.ts';
import { checkStrayFence, containerDirectiveChecks } from './directive-checks.ts';
import { admonition, restoreTextDirective } from './remark-directives.ts';
import { walk } from './walk.ts';
import { recordSourceLink, resolveMarkdownLink } from './remark-links.ts';

/**
 * The markdown tree's transforms — text directives back to text, admonitions (and their mistakes), links to `.md`
 * files — in one walk: walking a page's tree costs about as much as the work a walk does for any one of them.
 */
export default function remarkNodes() {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as FileData;
    // Only pages with a directive need their lines, to check where each one ends.
    const source = String(file.value);
    const lines = source.includes(':::') ? source.split('\n') : [];
    const checkDirective = containerDirectiveChecks(lines, data);
    walk<Nodes, Parents>(tree, (node, index, parent) => {
      if (node.type === 'textDirective') return restoreTextDirective(node, index, parent);
      if (node.type === 'containerDirective') {
        checkDirective(node);
        admonition(node);
      } else if (node.type === 'paragraph' && lines.length > 0) checkStrayFence(node, lines, data);
      else if (node.type === 'link' || node.type === 'definition') {
        resolveMarkdownLink(node, data);
        recordSourceLink(node, data);
      } else if (node.type === 'image') recordSourceLink(node, data);
      return undefined;
    });
  };
}
