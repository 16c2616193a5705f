import { describe, expect, it } from 'vitest';
import { transformMarkdown } from '../../../generator/transform/transform-markdown.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

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

  it('gives headings GitHub-style ids and anchors and collects h2–h3 into the TOC', async () => {
    const out = await transform('## Settings and limits\n\n### CSV columns\n\n#### Deep');
    expect(out.html).toContain('<h2 id="settings-and-limits">');
    expect(out.html).toContain('class="hash-link" href="#csv-columns"');
    expect(out.toc).toEqual([
      { depth: 2, id: 'settings-and-limits', text: 'Settings and limits' },
      { depth: 3, id: 'csv-columns', text: 'CSV columns' },
    ]);
  });

  it('highlights code with colour-mode variables and keeps mermaid source for the client', async () => {
    const out = await transform('```json\n{"a": 1}\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```');
    expect(out.html).toContain('<pre class="shiki css-variables"');
    expect(out.html).toContain('color:var(--shiki-token-');
    expect(out.html).toContain('<pre class="mermaid-diagram">flowchart LR\n  A --> B</pre>');
    expect(out.hasMermaid).toBe(true);
  });

  it('renders GFM tables', async () => {
    const out = await transform('| Setting | Default |\n|---|---|\n| sync | 15 min |');
    expect(out.html).toContain('<table>');
    expect(out.html).toContain('<td>15 min</td>');
  });
});
