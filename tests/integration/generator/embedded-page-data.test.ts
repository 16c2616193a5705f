import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite } from '../../helpers/sites.ts';

// A built page carries its content once: in the body, not again in the embedded page data.
let root: string;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  const result = await buildSiteAt(root);
  if (result.code !== 0) throw new Error(`The fixture did not build:\n${result.stderr}`);
});
afterAll(() => removeSite(root));

const builtFile = (file: string) => readSiteFile(root, `build/${file}`);

function embeddedPageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="__DOCGEN_PAGE__">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('The page embeds no page data.');
  return JSON.parse(json) as Record<string, unknown>;
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('a built page with rendered markdown', () => {
  it.each([
    ['docs/guides/install', 'Install Fixture 2.0.0. Back to the'],
    ['docs/1.0.0/overview', 'Fixture 1.0.0 overview text.'],
    ['markdown-page', 'A standalone page.'],
    ['index', 'Home page text.'],
    ['blog/2024/05/01/hello', 'The rest of the post.'],
  ])('%s embeds its data without the content, which its /_data JSON keeps', async (page, text) => {
    const html = await builtFile(`${page}.html`);
    const data = JSON.parse(await builtFile(`_data/${page}.json`)) as { html: string };
    expect(data.html).toContain(text);
    const embedded = embeddedPageData(html);
    expect(embedded).not.toHaveProperty('html');
    expect({ ...embedded, html: data.html }).toEqual(data);
    expect(occurrences(html, data.html)).toBe(1);
    expect(occurrences(html, text)).toBe(1);
  });

  it('a blog list embeds its posts without their excerpts, which appear once in its body', async () => {
    const html = await builtFile('blog.html');
    const data = JSON.parse(await builtFile('_data/blog.json')) as { posts: { excerptHtml: string }[] };
    const embedded = embeddedPageData(html) as { posts: Record<string, unknown>[] };
    expect(embedded.posts).toHaveLength(data.posts.length);
    for (const [index, post] of data.posts.entries()) {
      expect(embedded.posts[index]).not.toHaveProperty('excerptHtml');
      expect({ ...embedded.posts[index], excerptHtml: post.excerptHtml }).toEqual(post);
      expect(occurrences(html, post.excerptHtml)).toBe(1);
    }
    expect(occurrences(html, 'First paragraph of the post.')).toBe(1);
  });
});
