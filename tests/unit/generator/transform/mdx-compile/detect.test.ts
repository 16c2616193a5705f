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

  it('compiles an {expression} in .mdx, not in .md, where Docusaurus writers keep braces as text', () => {
    expect(needsMdxCompiler('docs/a.mdx', 'It is {year}.')).toBe(true);
    expect(needsMdxCompiler('docs/a.md', 'It is {year}.')).toBe(false);
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
    expect(needsMdxCompiler('docs/a.mdx', body)).toBe(false);
  });

  it('reads the MDX inside an mdx-code-block fence', () => {
    expect(needsMdxCompiler('docs/a.md', '```mdx-code-block\n<NavPath />\n```')).toBe(true);
  });
});
