import type { Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { didYouMean } from '../../core/errors/did-you-mean.ts';
import { ADMONITION_KINDS } from './remark-directives.ts';
import { sourcePosition } from './remark-links.ts';
import type { FileData } from './context.ts';

/** A line that only closes a directive: colons, perhaps inside a blockquote or a list item's indentation. */
const FENCE_LINE = /^[\s>]*(:{3,})\s*$/;
const OPENING = /^[\s>]*(:{3,})/;

/**
 * The directive mistakes remark-directive accepts in silence: a `:::tip` never closed runs to the end of the page
 * (or of the directive around it) and swallows everything after it, sections too, as in Docusaurus, which builds
 * such a page; a name that is no admonition renders as a plain box. `lines` is the markdown the tree was parsed from, to tell a closing fence from the end of the page.
 * Directives are given outermost first, before each is turned into an admonition (which moves its children).
 */
export function containerDirectiveChecks(
  lines: readonly string[],
  data: FileData,
): (node: ContainerDirective) => void {
  /** The line the nearest directive around a directive ends on. */
  const enclosingEnd = new WeakMap<ContainerDirective, number>();
  return (node) => {
    if (!node.position) return;
    const end = node.position.end.line;
    visit(node, 'containerDirective', (inner) => void (inner !== node && enclosingEnd.set(inner, end)));
    // A partial's lines are not the page's; its own transform checked it.
    if (node.data?.writtenIn) return;
    const where = sourcePosition(node, data);
    const colons = OPENING.exec(lines[node.position.start.line - 1] ?? '')?.[1] ?? ':::';
    const around = enclosingEnd.get(node);
    // Closed by a fence line of its own, not by the one that closed the directive around it.
    if (!FENCE_LINE.test(lines[end - 1] ?? '') || around === end) {
      data.diagnostics.push({
        code: 'directive-unclosed',
        severity: 'warning',
        ...where,
        message: `The directive \`${colons}${node.name}\` opened here is never closed: it takes in the rest of the ${around === undefined ? 'page' : 'directive around it'}.`,
        hint: `End it with a line of ${colons.length} colons (\`${colons}\`) where the box should stop.`,
      });
    }
    if (!ADMONITION_KINDS.has(node.name)) {
      const suggestion = didYouMean(node.name, ADMONITION_KINDS);
      data.diagnostics.push({
        code: 'directive-unknown',
        severity: 'warning',
        ...where,
        message: `\`${colons}${node.name}\` is not an admonition: it renders as a plain box.`,
        hint: suggestion
          ? `Did you mean \`${colons}${suggestion}\`?`
          : `Use one of: ${[...ADMONITION_KINDS].join(', ')}.`,
      });
    }
  };
}

/** A `:::` line that closes nothing: parsed as a paragraph of colons, left on the page as text. */
export function checkStrayFence(node: Paragraph, lines: readonly string[], data: FileData): void {
  if (node.data?.writtenIn || !node.position || node.position.start.line !== node.position.end.line) return;
  if (!FENCE_LINE.test(lines[node.position.start.line - 1] ?? '')) return;
  data.diagnostics.push({
    code: 'directive-stray-fence',
    severity: 'warning',
    ...sourcePosition(node, data),
    message: 'This line of colons closes no directive: it shows on the page as text.',
    hint: 'Remove it, or open the directive it was meant to close (`:::note` … `:::`).',
  });
}
