import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

// Pages of the MDX fixture site, whose partials the transform reads.
const ROOT = join(REPO_ROOT, 'tests/fixtures/mdx');
const DOCS = 'content/versioned_docs/version-1.0.0';
const links = {
  routesByFile: {
    [`${DOCS}/install.md`]: '/docs/install',
    [`${DOCS}/features.md`]: '/docs/features',
  },
};

function transform(body: string, bodyLine = 1) {
  return transformMarkdown({ root: ROOT, input: { file: `${DOCS}/install.md`, body, bodyLine }, links });
}

const TABS_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('MDX imports and partials', () => {
  it('renders an imported partial in place with its headings, links and images, and never prints the import', async () => {
    const out = await transform(
      "import Setup from './_shared/_setup.md';\n\n## Before\n\n<Setup />\n\n## After",
    );
    expect(out.html).not.toContain('import');
    expect(out.html).toContain('<h2 id="set-up-the-service">');
    expect(out.toc.map((entry) => entry.id)).toEqual(['before', 'set-up-the-service', 'after']);
    // Written relative to the partial, resolved from it; the image is copied like the page's own.
    expect(out.html).toContain('href="/docs/features#code-blocks"');
    expect(out.assets).toEqual([expect.objectContaining({ source: `${DOCS}/_shared/assets/diagram.svg` })]);
    // Its links are reported where they were written, for the link and anchor checks.
    expect(out.links).toContainEqual(
      expect.objectContaining({
        url: '/docs/features#code-blocks',
        file: `${DOCS}/_shared/_setup.md`,
        line: 3,
      }),
    );
    expect(out.partials).toEqual([{ file: `${DOCS}/_shared/_setup.md`, hash: expect.any(String) }]);
    expect(out.diagnostics).toEqual([]);
  });

  it('renders .mdx partials with their admonitions', async () => {
    const out = await transform("import Note from './_note.mdx';\n\n<Note />");
    expect(out.html).toContain('<div class="admonition-heading">Partials can hold admonitions</div>');
  });

  it('warns with file:line:column about a partial that does not exist and leaves it out', async () => {
    const out = await transform("Intro\n\nimport Gone from './_gone.md';\n\n<Gone />", 5);
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'mdx-invalid',
        severity: 'warning',
        file: `${DOCS}/install.md`,
        line: 7,
        column: 1,
      }),
    ]);
    expect(out.html).not.toContain('Gone');
  });

  it('drops the theme imports Docusaurus docs use without a warning', async () => {
    const out = await transform(`${TABS_IMPORTS}import TOCInline from '@theme/TOCInline';\n\nText.`);
    expect(out.html).toBe('<p>Text.</p>');
    expect(out.diagnostics).toEqual([]);
  });
});

describe('MDX tabs', () => {
  const tabs = `${TABS_IMPORTS}<Tabs groupId="os" queryString>
  <TabItem value="linux" label="Linux">
    Run the **Linux** installer.
  </TabItem>
  <TabItem value="mac" label="macOS" default>

    \`\`\`bash
    brew install fixture
    \`\`\`

  </TabItem>
</Tabs>`;

  it('renders accessible tabs with the default tab shown and markdown in the panels', async () => {
    const out = await transform(tabs);
    expect(out.html).toContain('<div class="tabs-container" data-group-id="os" data-query-string="os">');
    expect(out.html).toContain(
      '<button type="button" role="tab" id="tabs-1-tab-1" class="tabs__tab" aria-controls="tabs-1-panel-1" aria-selected="true" tabindex="0" data-value="mac">macOS</button>',
    );
    expect(out.html).toContain('aria-selected="false" tabindex="-1" data-value="linux">Linux</button>');
    expect(out.html).toContain(
      '<div role="tabpanel" id="tabs-1-panel-0" class="tabs__panel" aria-labelledby="tabs-1-tab-0" tabindex="0" data-value="linux" hidden><p>Run the <strong>Linux</strong> installer.</p></div>',
    );
    // Indented four spaces inside JSX is markdown (as in MDX), not an indented code block.
    expect(out.html).toContain('<pre class="shiki css-variables"');
    expect(out.html).not.toContain('```');
    expect(out.diagnostics).toEqual([]);
  });

  it('shows the defaultValue tab and numbers the tab sets of a page apart', async () => {
    const out = await transform(
      `${TABS_IMPORTS}<Tabs defaultValue="b">\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n\n<Tabs>\n<TabItem value="c">C</TabItem>\n</Tabs>`,
    );
    expect(out.html).toContain('aria-selected="true" tabindex="0" data-value="b">b</button>');
    expect(out.html).toContain('id="tabs-2-tab-0"');
  });

  it('warns about a tab without a value and an unclosed element', async () => {
    const out = await transform('<Tabs>\n<TabItem label="A">A</TabItem>\n<TabItem value="b">B</TabItem>');
    expect(out.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['mdx-invalid', 1, expect.stringContaining('<Tabs> is never closed')],
      ['mdx-invalid', 2, expect.stringContaining('<TabItem> has no value')],
    ]);
    expect(out.html).toContain('data-value="b">b</button>');
  });
});

describe('MDX inline table of contents and details', () => {
  it('renders the page TOC (h2–h3), headings after it included', async () => {
    const out = await transform('<TOCInline toc={toc} />\n\n## One\n\n### One A\n\n#### Deep\n\n## Two');
    expect(out.html).toContain(
      '<div class="toc-inline"><ul><li><a href="#one">One</a><ul><li><a href="#one-a">One A</a></li></ul></li><li><a href="#two">Two</a></li></ul></div>',
    );
  });

  it('honours maxHeadingLevel', async () => {
    const out = await transform('<TOCInline toc={toc} maxHeadingLevel={2} />\n\n## One\n\n### One A');
    expect(out.html).toContain('<div class="toc-inline"><ul><li><a href="#one">One</a></li></ul></div>');
  });

  it('renders markdown inside details, with or without blank lines', async () => {
    const out = await transform(
      '<details>\n<summary>Show the **limits**</summary>\nUp to *ten* files.\n</details>',
    );
    expect(out.html).toBe(
      '<details><summary>Show the <strong>limits</strong></summary><p>Up to <em>ten</em> files.</p></details>',
    );
    const spaced = await transform('<details open>\n<summary>More</summary>\n\n- one\n- two\n\n</details>');
    expect(spaced.html).toContain('<details open><summary>More</summary>');
    expect(spaced.html).toContain('<li>one</li>');
  });

  it('unwraps mdx-code-block fences and drops MDX comments', async () => {
    const out = await transform(
      `${TABS_IMPORTS}{/* a writer's note */}\n\n\`\`\`mdx-code-block\n<Tabs>\n<TabItem value="a">\n\`\`\`\n\nInside.\n\n\`\`\`mdx-code-block\n</TabItem>\n</Tabs>\n\`\`\``,
    );
    expect(out.html).toContain('role="tab"');
    expect(out.html).toContain('<p>Inside.</p></div></div>');
    expect(out.html).not.toContain('writer');
  });

  it('reads MDX written after code that looks like MDX, and leaves that code as written', async () => {
    const code =
      "```ts\nimport { Row } from './rows';\nexport async function rows(): Promise<Row[]> {}\n```\n\n" +
      'Returns `Promise<Row[]>` or `{/* none */}`.\n\n';
    const out = await transform(`${code}<details>\n<summary>More</summary>\nUp to *ten* rows.\n</details>`);
    expect(out.html).toContain('<details><summary>More</summary><p>Up to <em>ten</em> rows.</p></details>');
    expect(out.html).toContain('<code>Promise&#x3C;Row[]></code>');
    expect(out.html).toContain('<code>{/* none */}</code>');
    expect(out.diagnostics).toEqual([]);
  });

  it('leaves a page whose only MDX-like text is code as markdown renders it', async () => {
    const out = await transform(
      "```ts\nexport const rows: Array<Row> = [];\n```\n\nUse `<Tabs>` and `import x from 'y'`.",
    );
    expect(out.html).toContain('<code>&#x3C;Tabs></code>');
    expect(out.html).toContain("<code>import x from 'y'</code>");
    expect(out.diagnostics).toEqual([]);
  });
});

describe('admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger'])('renders :::%s', async (kind) => {
    const out = await transform(`:::${kind}\nBody.\n:::`);
    expect(out.html).toContain(`<div class="admonition admonition-${kind}">`);
  });

  it('renders caution as a warning titled Caution', async () => {
    const out = await transform(':::caution\nCareful.\n:::');
    expect(out.html).toContain(
      '<div class="admonition admonition-warning"><div class="admonition-heading">Caution</div>',
    );
  });

  it('reads the legacy ":::note Title" form, but not inside code', async () => {
    const out = await transform(':::danger Take care\nBody.\n:::\n\n```md\n:::tip Kept\n```');
    expect(out.html).toContain('<div class="admonition-heading">Take care</div>');
    expect(out.html).toContain(':::tip Kept');
  });

  it('reads the legacy ":::tip Title" form in a page the MDX compiler renders, and in a blockquote', async () => {
    const out = await transform(
      "export const year = 2015;\n\n:::tip What You'll Learn\n\n- Redux\n\n:::\n\n> :::note Quoted\n> Inside.\n> :::",
    );
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain('<div class="admonition-heading">What You&#x27;ll Learn</div>');
    expect(out.html).toContain('<div class="admonition-heading">Quoted</div>');
    expect(out.html).not.toContain(':::');
  });

  it.each([
    ['important', 'info'],
    ['secondary', 'note'],
    ['success', 'tip'],
  ])('renders the older :::%s as Docusaurus does: a box of %s, titled with its name', async (kind, style) => {
    const out = await transform(`:::${kind}\nBody.\n:::\n\n:::${kind} Prerequisites\nKnow JS.\n:::`);
    expect(out.diagnostics).toEqual([]);
    expect(out.html).toContain(
      `<div class="admonition admonition-${style}"><div class="admonition-heading">${kind}</div>`,
    );
    expect(out.html).toContain('<div class="admonition-heading">Prerequisites</div>');
  });

  it('nests admonitions written with more colons outside', async () => {
    const out = await transform('::::info[Outer]\nOuter.\n\n:::tip\nInner.\n:::\n\n::::');
    expect(out.html).toMatch(
      /admonition-info"><div class="admonition-heading">Outer<\/div><div class="admonition-content">\s*<p>Outer.<\/p>\s*<div class="admonition admonition-tip">/,
    );
  });
});

describe('code blocks', () => {
  it('renders a title, line numbers and the lines magic comments highlight, without the comments', async () => {
    const out = await transform(
      '```js title="config.js" showLineNumbers\nconst a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\nconst d = 4;\n// highlight-end\n```',
    );
    expect(out.html).toMatch(
      /^<div class="code-block"><div class="code-block-title">config.js<\/div><pre class="shiki css-variables line-numbers"/,
    );
    expect(out.html).not.toContain('highlight-');
    const lines = [...out.html.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([false, true, true, true]);
  });

  it.each([
    ['bash', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['python', '#   highlight-next-line'],
  ])('reads %s magic comments', async (lang, comment) => {
    const out = await transform(`\`\`\`${lang}\n${comment}\nx\ny\n\`\`\``);
    expect(out.html).not.toContain('highlight-next-line');
    expect(out.html.match(/class="line highlighted"/g)).toHaveLength(1);
  });

  it('highlights the meta range on plain text, starts numbering where asked, and then leaves comments alone', async () => {
    const out = await transform('```text {2} showLineNumbers=5\n// highlight-next-line\ntwo\n```');
    expect(out.html).toContain(
      'line-numbers" tabindex="0" data-language="text" style="counter-reset:line 4"',
    );
    expect(out.html).toContain('// highlight-next-line');
    expect(out.html).toContain('<span class="line highlighted">two</span>');
  });
});

describe('MDX that does not compile', () => {
  it('warns where it breaks, then about its exports, imports and components, keeping their content', async () => {
    const out = await transform(
      'import Chart from \'@site/src/components/Chart\';\nexport const year = 2025;\n\n<Chart kind="bar">\nChart caption.\n</Chart>\n\nSee <Highlight color="red">this</Highlight>.\n\n{oops',
      4,
    );
    expect(out.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['mdx-invalid', 'warning', 13, expect.any(Number)],
      ['mdx-unsupported', 'warning', 4, 1],
      ['mdx-unsupported', 'warning', 5, 1],
      ['mdx-unsupported', 'warning', 11, 5],
      ['mdx-unsupported', 'warning', 7, 1],
    ]);
    expect(out.diagnostics[3]?.message).toContain('<Highlight>');
    expect(out.diagnostics[4]?.message).toContain('<Chart> (imported from "@site/src/components/Chart")');
    expect(out.html).toBe('<p>Chart caption.</p>\n<p>See this.</p>\n<p>{oops</p>');
  });
});
