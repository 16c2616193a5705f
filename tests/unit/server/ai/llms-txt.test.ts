import { describe, expect, it } from 'vitest';
import type { PageCatalog } from '../../../../core/ai/page-catalog.ts';
import { llmsFullTxt, llmsTxt, markdownLink, pageLink } from '../../../../server/ai/llms-txt.ts';
import { checkLlmsTxt } from '../../../helpers/llms-txt-format.ts';

const CATALOG: PageCatalog = {
  title: 'Fixture Docs',
  tagline: 'A small site\nfor tests',
  url: 'https://fixture.example',
  versions: [
    { name: '2.0.0', label: '2.0.0', isLast: true },
    { name: '1.0.0', label: '1.0.0', isLast: false },
  ],
  pages: [
    { route: '/blog/hello', title: 'Hello', section: 'blog' },
    { route: '/docs/1.0.0/overview', title: 'Overview', section: 'docs', version: '1.0.0' },
    {
      route: '/docs/overview',
      title: 'Overview [new]',
      description: 'What it is,\nin short',
      section: 'docs',
      version: '2.0.0',
    },
    { route: '/markdown-page', title: 'A page', section: 'pages' },
  ],
};

describe('llms.txt', () => {
  it('is in the llmstxt.org format: title, summary, a section per version (newest first), the blog and pages', () => {
    const text = llmsTxt(CATALOG, markdownLink(CATALOG));
    const check = checkLlmsTxt(text);
    expect(check.problems).toEqual([]);
    expect(check.title).toBe('Fixture Docs');
    expect(check.summary).toBe('A small site for tests');
    expect([...check.sections.keys()]).toEqual(['Docs 2.0.0 (latest)', 'Docs 1.0.0', 'Blog', 'Pages']);
    expect(check.sections.get('Docs 2.0.0 (latest)')).toEqual([
      {
        name: 'Overview \\[new\\]',
        url: 'https://fixture.example/docs/overview.md',
        notes: 'What it is, in short',
      },
    ]);
  });

  it('links the pages themselves when the site serves no markdown copies', () => {
    const check = checkLlmsTxt(llmsTxt(CATALOG, pageLink(CATALOG)));
    expect(check.sections.get('Pages')).toEqual([
      { name: 'A page', url: 'https://fixture.example/markdown-page' },
    ]);
  });

  it('is only the title and summary for a reader who may open no page', () => {
    const text = llmsTxt({ ...CATALOG, versions: [], pages: [] }, markdownLink(CATALOG));
    expect(text).toBe('# Fixture Docs\n\n> A small site for tests\n');
    expect(checkLlmsTxt(text).problems).toEqual([]);
  });

  it('in full holds the header, then every listed page in the order listed', () => {
    const text = llmsFullTxt(CATALOG, (page) => `# ${page.title}\n\nBody of ${page.route}.\n`);
    const order = ['/docs/overview', '/docs/1.0.0/overview', '/blog/hello', '/markdown-page'];
    expect(text.startsWith('# Fixture Docs\n\n> A small site for tests\n')).toBe(true);
    const positions = order.map((route) => text.indexOf(`Body of ${route}.`));
    expect(positions.every((p, i) => p > 0 && (i === 0 || p > positions[i - 1]!))).toBe(true);
  });
});
