/**
 * A Docusaurus 3 blog moves over unchanged: dated and folder posts at Docusaurus' permalinks, `slug`, authors
 * from `authors.yml`, written out or in the older `author_*` fields, both truncate markers, tags (with a
 * `tags.yml`), the tags and archive pages, links to posts from docs, pages and posts, and the old `/blog/<name>`
 * addresses as redirects that are gated like the post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteAt, copyFixture, readSiteFile, removeSite, type CliResult } from '../../helpers/sites.ts';

let site: string;
let built: CliResult;

beforeAll(async () => {
  site = await copyFixture('docusaurus-blog');
  built = await buildSiteAt(site);
}, 120_000);

afterAll(async () => {
  await removeSite(site);
});

const page = (route: string) => readSiteFile(site, `build${route}.html`);

/** The visible text of a page's main element: no tags, no scripts, whitespace collapsed. */
async function mainText(route: string): Promise<string> {
  const html = await page(route);
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

async function exists(route: string): Promise<boolean> {
  return page(route).then(
    () => true,
    () => false,
  );
}

describe('a Docusaurus blog, built', () => {
  it('builds, warning only about the tags that tags.yml does not define', () => {
    expect(built.code, built.stderr).toBe(0);
    const output = built.stdout + built.stderr;
    expect(output).toContain('Tags [Release Notes] are not defined in content/blog/tags.yml');
    expect(output).toContain('with 2 warning(s)');
  });

  it('serves dated files and folders at /blog/YYYY/MM/DD/name, and a slug under /blog', async () => {
    expect(await mainText('/blog/2024/01/01/hello')).toContain('The hello rest, only on the post.');
    expect(await mainText('/blog/2024/02/10/folder-post')).toContain('The folder rest, only on the post.');
    expect(await mainText('/blog/launch-day')).toContain('The launch post, without a truncate marker.');
    expect(await mainText('/blog/holidays/greetings')).toContain('Greetings from the team.');
  });

  it('takes the title of a post that opens with a # heading from it, and shows it once', async () => {
    const html = await page('/blog/holidays/greetings');
    expect(html).toContain("<title>Season's greetings | Fixture Blog</title>".replace("'", '&#39;'));
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('leaves out drafts and files whose name starts with an underscore', async () => {
    expect(await exists('/blog/2023/05/01/unfinished')).toBe(false);
    expect(await exists('/blog/_notes')).toBe(false);
    expect(await mainText('/blog')).not.toMatch(/Not a post|A draft/);
  });

  it('redirects the old /blog/<name> addresses to the new permalinks', async () => {
    expect(await page('/blog/hello')).toContain('content="0; url=/blog/2024/01/01/hello"');
    expect(await page('/blog/folder-post')).toContain('content="0; url=/blog/2024/02/10/folder-post"');
    // A post with its own slug was always served there: nothing to redirect.
    expect(await exists('/blog/launch')).toBe(false);
  });

  it('copies a folder post’s own images', async () => {
    expect(await page('/blog/2024/02/10/folder-post')).toMatch(
      /<img src="\/assets\/img\/[0-9a-f]+-diagram\.svg" alt="A diagram beside the post"/,
    );
  });

  it('shows authors from authors.yml, written out in the post, mixed, and from the older author fields', async () => {
    const folder = await page('/blog/2024/02/10/folder-post');
    expect(await mainText('/blog/2024/02/10/folder-post')).toMatch(
      /Ada Writer Technical writer Ines Inline Guest author Mo Mail Grace Keyed Guest editor/,
    );
    expect(folder).toContain('href="https://fixture.example/ines"');
    expect(folder).toContain('src="https://fixture.example/ines.png"');
    expect(folder).toContain('href="mailto:mo@fixture.example"');
    const launch = await page('/blog/launch-day');
    expect(await mainText('/blog/launch-day')).toContain('Lars Legacy Founder');
    expect(launch).toContain('href="https://fixture.example/lars"');
    expect(launch).toContain('src="https://fixture.example/lars.png"');
    expect(await mainText('/blog/authors')).toMatch(/Ada Writer 2 Technical writer/);
  });

  it('shows each post up to its truncate marker on the list, in either form, and never prints the MDX one', async () => {
    const list = await mainText('/blog');
    expect(list).toContain('The hello excerpt.');
    expect(list).not.toContain('The hello rest');
    expect(list).toContain('The folder excerpt.');
    expect(list).not.toContain('The folder rest');
    expect(list).toContain('The launch post, without a truncate marker.');
    expect(list.match(/Read more/g)).toHaveLength(2);
    for (const route of ['/blog', '/blog/2024/02/10/folder-post'])
      expect(await page(route)).not.toContain('truncate */}');
  });

  it('lists every tag with its post count at /blog/tags, each linking to its page', async () => {
    expect(await mainText('/blog/tags')).toContain('Launch 1');
    expect(await mainText('/blog/tags')).toContain('Product 3');
    expect(await mainText('/blog/tags')).toContain('Release Notes 1');
    const tags = await page('/blog/tags');
    expect(tags).toContain('href="/blog/tags/release-notes"');
    // tags.yml names the launch tag's page.
    expect(tags).toContain('href="/blog/tags/launches"');
  });

  it('shows the posts of one tag at /blog/tags/<tag>', async () => {
    const product = await mainText('/blog/tags/product');
    expect(product).toContain('3 posts tagged with "Product"');
    expect(product).toContain('View All Tags');
    expect(product).toContain('The folder excerpt.');
    expect(product).toContain('Greetings from the team.');
    expect(product).not.toContain('The launch post');
    expect(await mainText('/blog/tags/launches')).toContain('One post tagged with "Launch"');
    expect(await mainText('/blog/tags/launches')).toContain('Posts about launches.');
    expect(await page('/blog/2024/01/01/hello')).toContain('href="/blog/tags/release-notes"');
  });

  it('keeps an unlisted post reachable but out of the lists, tags page, archive and sidebar', async () => {
    expect(await mainText('/blog/2023/06/01/hidden')).toContain('Only for those with the link.');
    for (const route of ['/blog', '/blog/tags', '/blog/archive', '/blog/2024/01/01/hello'])
      expect(await mainText(route)).not.toMatch(/unlisted post|Secret/i);
  });

  it('lists every post by year at /blog/archive, each year from its first post on', async () => {
    expect(await mainText('/blog/archive')).toMatch(
      /2024 January 1 - Hello blog February 10 - A post in its own folder March 5 - We launched 2023 December 24 - Season's greetings/,
    );
  });

  it('turns markdown links to posts, from docs, pages and posts, into the new permalinks', async () => {
    const guide = await page('/docs/guide');
    expect(guide).toContain('href="/blog/2024/01/01/hello"');
    expect(guide).toContain('href="/blog/2024/02/10/folder-post#details"');
    const news = await page('/news');
    expect(news).toContain('href="/blog/launch-day"');
    expect(news).toContain('href="/blog/holidays/greetings"');
    // An old address in the content is a working link (the build's link check passed).
    expect(news).toContain('href="/blog/hello"');
    expect(await page('/blog/2024/01/01/hello')).toContain('href="/blog/2024/02/10/folder-post"');
    expect(await page('/blog/2024/02/10/folder-post')).toContain('href="/blog/2024/01/01/hello"');
  });

  it('gates an old address as the post it leads to', async () => {
    const manifest = JSON.parse(await readSiteFile(site, 'build/.docgen-server.json')) as {
      access: { owners: Record<string, string[]> };
    };
    expect(manifest.access.owners['blog/hello.html']).toEqual(['/blog/2024/01/01/hello']);
  });
});
