import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { newFileData } from '../../../../generator/transform/context.ts';
import { highlightCache } from '../../../../generator/transform/highlight-cache.ts';
import { createProcessor } from '../../../../generator/transform/pipeline.ts';
import { transformMarkdown } from '../../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../../helpers/sites.ts';

const links = {
  routesByFile: {
    'content/versioned_docs/version-1.0.1/features/rule-checker.md': '/docs/1.0.1/features/rule-checker',
    'content/versioned_docs/version-1.0.1/security.md': '/docs/1.0.1/security',
  },
};

function transform(body: string, bodyLine = 1) {
  return transformMarkdown({
    root: REPO_ROOT,
    input: { file: 'content/versioned_docs/version-1.0.1/features/offer-import.md', body, bodyLine },
    links,
  });
}

describe('markdown transform', () => {
  it("counts a post's source words as Docusaurus does for reading time: word-like segments, in code too", async () => {
    // Format, src, utils, index.js, now, js, x, foo.bar: 8 (split on spaces, 6).
    const body = 'Format `src/utils/index.js` now.\n\n```js\nx = foo.bar();\n```\n';
    const input = { file: 'content/blog/2024-01-01-post.md', body, bodyLine: 1 };
    expect((await transformMarkdown({ root: REPO_ROOT, input, links })).words).toBe(8);
    // A doc shows no reading time: its words are not counted.
    expect((await transform(body)).words).toBe(0);
  });

  it('tells whether the page has its own # Title, and reads its first line of text only when asked to', async () => {
    const body = "import X from './x';\n\n# Install **it**\n\nRun `orbit go` [now](./x.md).\n";
    expect(await transform(body)).toMatchObject({ hasContentTitle: true });
    expect((await transform(body)).excerpt).toBeUndefined();
    const input = { file: 'content/docs/x.md', body, bodyLine: 1, excerpt: true };
    expect((await transformMarkdown({ root: REPO_ROOT, input, links })).excerpt).toBe('Run orbit go now.');
    expect(await transform('## Setup\n\n# Later\n')).toMatchObject({ hasContentTitle: false });
  });

  it("resolves /x.md against the version's docs folder, then the site, and x.md beside the file first", async () => {
    const out = await transform(
      '[a](/security.md) [b](/versioned_docs/version-1.0.1/security.md) [c](rule-checker.md) [d](security.md)',
    );
    expect(out.html).toContain('<a href="/docs/1.0.1/security">a</a>');
    expect(out.html).toContain('<a href="/docs/1.0.1/security">b</a>');
    expect(out.html).toContain('<a href="/docs/1.0.1/features/rule-checker">c</a>');
    expect(out.html).toContain('<a href="/docs/1.0.1/security">d</a>');
    expect(out.diagnostics).toEqual([]);
  });

  it('resolves relative .md links to routes of the same version, keeping the anchor', async () => {
    const out = await transform('See [rules](./rule-checker.md#limits) and [security](../security.md).');
    expect(out.html).toContain('href="/docs/1.0.1/features/rule-checker#limits"');
    expect(out.html).toContain('href="/docs/1.0.1/security"');
    expect(out.diagnostics).toEqual([]);
  });

  it('warns about a broken markdown link with file:line:column in the file', async () => {
    const out = await transform('Intro\n\nSee [gone](./gone.md).', 6);
    expect(out.diagnostics).toEqual([
      expect.objectContaining({
        code: 'markdown-link-broken',
        severity: 'warning',
        file: 'content/versioned_docs/version-1.0.1/features/offer-import.md',
        line: 8,
        column: 5,
      }),
    ]);
  });

  it('renders admonitions with their kind and title', async () => {
    const out = await transform(':::tip[New in 1.0.1]\nExcel offers.\n:::\n\n:::warning\nCareful.\n:::');
    expect(out.html).toContain(
      '<div class="admonition admonition-tip"><div class="admonition-heading">New in 1.0.1</div>',
    );
    expect(out.html).toContain(
      '<div class="admonition admonition-warning"><div class="admonition-heading">Warning</div>',
    );
  });

  it('keeps colons in prose (times, standards) as text', async () => {
    const out = await transform('ISO/IEC 27001:2022 audits at 08:00.');
    expect(out.html).toContain('27001:2022 audits at 08:00.');
  });

  it('gives headings GitHub-style ids and anchors and collects h2–h6 into the TOC', async () => {
    const out = await transform('## Settings and limits\n\n### CSV columns\n\n#### Deep');
    expect(out.html).toContain('<h2 id="settings-and-limits">');
    expect(out.html).toContain('class="hash-link" href="#csv-columns"');
    expect(out.toc).toEqual([
      { depth: 2, id: 'settings-and-limits', text: 'Settings and limits' },
      { depth: 3, id: 'csv-columns', text: 'CSV columns' },
      { depth: 4, id: 'deep', text: 'Deep' },
    ]);
  });

  it('highlights code with a class per colour-mode variable, no inline colours, and keeps mermaid source for the client', async () => {
    const out = await transform('```json\n{"a": 1}\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```');
    expect(out.html).toContain('<pre class="shiki css-variables" tabindex="0" data-language="json">');
    expect(out.html).toContain('<span class="tk-keyword">"a"</span>');
    expect(out.html).not.toContain('style=');
    expect(out.html).toContain('<pre class="mermaid-diagram">flowchart LR\n  A --> B</pre>');
    expect(out.hasMermaid).toBe(true);
  });

  it('renders GFM tables', async () => {
    const out = await transform('| Setting | Default |\n|---|---|\n| sync | 15 min |');
    expect(out.html).toContain('<table>');
    expect(out.html).toContain('<td>15 min</td>');
  });

  it('links bare URLs and e-mail addresses in prose (GFM autolink literals)', async () => {
    const out = await transform(
      'Write to help@procurepilot.example or see www.example.com and https://x.example/a.',
    );
    expect(out.html).toContain('<a href="mailto:help@procurepilot.example">help@procurepilot.example</a>');
    expect(out.html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(out.html).toContain('<a href="https://x.example/a">https://x.example/a</a>');
  });

  // Pages are parsed without autolink literals unless their prose may hold one: the HTML must never differ.
  it.each([
    ['an address only in code', 'Run `npm i x@1.2.3`.\n\n```bash\ncurl http://localhost:8080/a\n```'],
    ['a URL only as a link destination', '[Docs](https://docs.example/a) and <https://auto.example>'],
    ['a URL only in raw HTML', '<a href="https://x.example">x</a> and <span title="a@b.example">y</span>'],
    ['an image alt with a URL', '![see www.example.com](./img.png)'],
    ['a table cell with an address', '| Contact |\n| --- |\n| ops@example.com |'],
    ['an escaped at sign', 'Handle \\@team, www\\.example.com'],
    ['a character reference for @', 'Write a&#64;b.example'],
    [
      'footnotes, strikethrough, tasks and a table',
      'A[^1] ~~old~~\n\n- [x] done\n\n| a |\n| - |\n| b |\n\n[^1]: Note',
    ],
    ['a footnote with a URL', 'A[^1]\n\n[^1]: See www.example.com'],
    ['a directive label and attribute', ':::note[Mail a@b.example]{title="c@d.example"}\nBody\n:::'],
    ['no trigger at all', '## Plain\n\nJust *words* and **more** words.'],
  ])('gives the HTML of the full GFM parser for %s', async (_case, body) => {
    const file = 'content/versioned_docs/version-1.0.1/features/offer-import.md';
    const full = createProcessor({
      root: REPO_ROOT,
      highlights: highlightCache(undefined),
      autolinkLiterals: true,
    });
    const data = newFileData({ file, body, bodyLine: 1 }, links);
    const expected = String(await full.process(new VFile({ path: file, value: body, data: data as never })));
    expect((await transform(body)).html).toBe(expected);
  });
});
