import type { Element, ElementContent } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeHtml } from '../../../../generator/transform/code-html.ts';
import { codeLines } from '../../../../generator/transform/code-lines.ts';
import { CODE_THEME, getHighlighter, highlighterFor } from '../../../../generator/transform/highlighter.ts';

const BLOCKS = [
  { lang: 'typescript', code: 'const a = b < c && d; // 1 < 2\n\n  return `x`;', meta: undefined },
  { lang: 'bash', code: 'npm   install docgen\n# a comment\necho "&"', meta: '{2} showLineNumbers=5' },
  { lang: 'text', code: 'plain\n\twith a tab', meta: 'showLineNumbers' },
  { lang: 'json', code: '{\n  "a": [1, true]\n}', meta: '{1,3}' },
];

// The highlighter takes seconds to make on a busy machine: made once, before the tests' clocks start.
beforeAll(() => getHighlighter(), 60_000);

describe('highlighted code HTML', () => {
  it("is shiki's codeToHtml markup with a class per token colour, the lines the block marks and numbers, and the fence's language", async () => {
    for (const { lang, code, meta } of BLOCKS) {
      const { h } = await highlighterFor(lang);
      const lines = codeLines(code, lang, meta);
      const marked = new Set(lines.highlighted);
      const start = lines.lineNumbersStart;
      const expected = h.codeToHtml(lines.code, {
        lang,
        theme: CODE_THEME,
        // As the transform asks: no line is left plain because the machine was busy.
        tokenizeTimeLimit: 0,
        transformers: [
          {
            line(node, line) {
              if (marked.has(line)) this.addClassToHast(node, 'highlighted');
              node.children = node.children.map(colourAsClass);
            },
            pre(node) {
              delete node.properties.style;
              node.properties.dataLanguage = lang;
              if (start === undefined) return;
              this.addClassToHast(node, 'line-numbers');
              if (start !== 1) node.properties.style = `counter-reset:line ${start - 1}`;
            },
          },
        ],
      });
      expect(codeHtml(h, { lines, lang, fenceLanguage: lang }, CODE_THEME)).toBe(expected);
    }
  });
});

/** A token span coloured by a theme variable as a `tk-*` class; one in the code's own colour (or none) as its text. */
function colourAsClass(child: ElementContent): ElementContent {
  if (child.type !== 'element') return child;
  const style = String(child.properties.style ?? '');
  if (style === '' || style === 'color:var(--shiki-foreground)')
    return (child.children[0] ?? child) as ElementContent;
  const name = /^color:var\(--shiki-token-([a-z-]+)\)$/.exec(style)?.[1];
  if (!name) return child;
  const properties = { ...child.properties, className: [`tk-${name}`] };
  delete properties.style;
  return { ...child, properties } as Element;
}
