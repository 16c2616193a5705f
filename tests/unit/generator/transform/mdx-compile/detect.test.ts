import { describe, expect, it } from 'vitest';
import { needsMdxCompiler } from '../../../../../generator/transform/mdx-compile/detect.ts';

describe('which pages the MDX compiler makes', () => {
  it.each([
    ['an import of a component', "import NavPath from '@site/src/components/NavPath';\n\n<NavPath />"],
    ['a CSS import', "import './styles.css';\n\nText"],
    ['an export', 'export const year = 2025;\n\nText'],
    ['a component of its own inside prose', 'On the <NavPath path="A > B" /> page.'],
    ['a component from MDXComponents', '<Highlight>text</Highlight>'],
    ['a JSX attribute with an escaped quote', '<X a={"\\""}></X>'],
    [
      'markdown inside an HTML element that opens a line',
      '<figcaption>`main.dbml` sees **all**</figcaption>',
    ],
  ])('compiles a page with %s', (_, body) => {
    expect(needsMdxCompiler('docs/a.md', body)).toBe(true);
  });

  it.each([
    ['an {expression} in text', 'It is {year}.'],
    ['an empty {} in text', 'Braces {} here.'],
    ['an attribute expression on an HTML tag', "<code style={{ color: 'red' }}>x</code>"],
  ])('compiles %s, as Docusaurus 3 reads .md and .mdx alike as MDX', (_, body) => {
    expect(needsMdxCompiler('docs/a.md', body)).toBe(true);
  });

  it("keeps braces in .md as text when the site's markdown.format is 'detect', not in .mdx", () => {
    expect(needsMdxCompiler('docs/a.md', 'GET /users/{id}', 'detect')).toBe(false);
    expect(needsMdxCompiler('docs/a.mdx', 'It is {year}.', 'detect')).toBe(true);
  });

  it('reads code spans as CommonMark does: over lines, and with backticks inside', () => {
    expect(needsMdxCompiler('docs/a.md', 'Set `{a: 1,\nb: 2}` and `` `${x}` `` and ` ```js {1} `.')).toBe(
      false,
    );
    expect(needsMdxCompiler('docs/a.md', 'A lone ` then {x}.')).toBe(true);
  });

  it.each([
    ['plain markdown', '# Title\n\nText with <br> and <kbd>Ctrl</kbd>.'],
    ['HTML with markdown only outside it', '<kbd>Ctrl</kbd> then `save`\n\nText with <b>`code`</b>.'],
    [
      'the MDX the markdown path renders',
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport TOCInline from '@theme/TOCInline';\nimport Setup from './_setup.md';\n\n<TOCInline toc={toc} />\n\n<Setup />\n\n<Tabs groupId=\"os\"><TabItem value=\"a\">A</TabItem></Tabs>",
    ],
    [
      'components and imports only in code',
      '```jsx\nimport X from "x";\n<X a={1} />\n```\n\nUse `<X />` or `{a}`.',
    ],
    ['MDX comments and heading ids', '{/* note */}\n\n## Setup {#setup}'],
  ])('keeps %s on the markdown path', (_, body) => {
    expect(needsMdxCompiler('docs/a.md', body)).toBe(false);
  });

  it('compiles a TOCInline given part of the toc, which only MDX evaluates', () => {
    const tocInline = (toc: string) =>
      `import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={${toc}} />`;
    expect(needsMdxCompiler('docs/a.md', tocInline('toc.slice(2)'))).toBe(true);
    expect(needsMdxCompiler('docs/a.md', tocInline(' toc '))).toBe(false);
  });

  it('reads the MDX inside an mdx-code-block fence', () => {
    expect(needsMdxCompiler('docs/a.md', '```mdx-code-block\n<NavPath />\n```')).toBe(true);
  });
});
