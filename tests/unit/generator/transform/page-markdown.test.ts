import { describe, expect, it } from 'vitest';
import type { MarkdownPageData } from '../../../../core/site/page-data.ts';
import { pageMarkdown as withTitle } from '../../../../generator/render/page-markdown.ts';
import { markdownOfHtml } from '../../../../generator/transform/page-markdown.ts';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const page = (html: string): MarkdownPageData => ({
  kind: 'markdown',
  route: '/guide',
  title: 'Guide',
  html,
  toc: [],
  hasMermaid: false,
});

const pageMarkdown = (of: MarkdownPageData, siteUrl: string) =>
  withTitle(of, markdownOfHtml(of.html, of.route, siteUrl));

describe("a page's markdown copy", () => {
  it('keeps tables as GFM tables, diagrams as mermaid fences and external links as written', () => {
    const markdown = pageMarkdown(
      page(
        '<table><thead><tr><th>Key</th><th>Default</th></tr></thead><tbody><tr><td><code>ai</code></td><td>on</td></tr></tbody></table>' +
          '<pre class="mermaid-diagram">graph TD; A--&gt;B</pre>' +
          '<p><a href="https://example.com/x">out</a> and <a href="//cdn.example/y">there</a></p>',
      ),
      'https://docs.example/',
    );
    expect(markdown).toBe(
      '# Guide\n\n| Key  | Default |\n| ---- | ------- |\n| `ai` | on      |\n\n' +
        '```mermaid\ngraph TD; A-->B\n```\n\n[out](https://example.com/x) and [there](//cdn.example/y)\n',
    );
  });

  it('keeps plain code in a language without a grammar with its language', () => {
    const markdown = pageMarkdown(
      page('<pre><code class="language-ini">[a]\nb = 1\n</code></pre>'),
      'https://docs.example',
    );
    expect(markdown).toBe('# Guide\n\n```ini\n[a]\nb = 1\n```\n');
  });

  it("has the transform's highlighted code blocks as their HTML reads", async () => {
    const body =
      '```ts title="a.ts" {2}\nconst a = b < c && d;\r\nlet e = `x`;\rf();\n```\n\n' +
      '```bash\n# highlight-next-line\necho "<&>"\n```\n\n' +
      '```text showLineNumbers\nplain\n```\n\n```\nno language\n```\n';
    const siteUrl = 'https://docs.example';
    const { html, markdown } = await transformMarkdown({
      root: REPO_ROOT,
      input: { file: 'content/docs/guide.md', body, bodyLine: 1 },
      links: { routesByFile: { 'content/docs/guide.md': '/docs/guide' }, markdownSiteUrl: siteUrl },
    });
    expect(markdown).toContain('```ts\nconst a = b < c && d;\nlet e = `x`;\nf();\n```');
    expect(markdown).toBe(markdownOfHtml(html, '/docs/guide', siteUrl));
  });
});
