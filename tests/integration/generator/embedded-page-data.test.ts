import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPageData } from '../../helpers/embedded-page-data.ts';
import { buildSiteAt, copyFixture, readSiteFile, removeSite } from '../../helpers/sites.ts';

// A built page carries its content once: in the body, not again in the embedded page data, nor in a page-data
// file beside it (the client router reads a page's data from its HTML).
let root: string;

beforeAll(async () => {
  root = await copyFixture('three-versions');
  const result = await buildSiteAt(root);
  if (result.code !== 0) throw new Error(`The fixture did not build:\n${result.stderr}`);
});
afterAll(() => removeSite(root));

const builtFile = (file: string) => readSiteFile(root, `build/${file}`);

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
  ])(
    '%s embeds its data without the content, which is once in its body and nowhere else',
    async (page, text) => {
      const html = await builtFile(`${page}.html`);
      const embedded = embeddedPageData(html);
      expect(embedded).not.toHaveProperty('html');
      expect(embedded.route).toBe(page === 'index' ? '/' : `/${page}`);
      expect(occurrences(html, text)).toBe(1);
      expect(existsSync(join(root, 'build', '_data', `${page}.json`))).toBe(false);
    },
  );

  it('a blog list embeds its posts without their excerpts, which appear once in its body', async () => {
    const html = await builtFile('blog.html');
    const embedded = embeddedPageData(html) as { posts: Record<string, unknown>[] };
    expect(embedded.posts.length).toBeGreaterThan(0);
    for (const post of embedded.posts) expect(post).not.toHaveProperty('excerptHtml');
    expect(occurrences(html, 'First paragraph of the post.')).toBe(1);
  });
});
