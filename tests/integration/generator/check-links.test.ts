import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from '../../../generator/check/check-links.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A written output folder: route file → its `<body>`. */
async function output(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-check-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(pages)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), `<!doctype html><html><body>${body}</body></html>`);
  }
  return dir;
}

const messages = async (dir: string) => (await checkLinks({ outDir: dir })).map((d) => d.message);

describe('the link check', () => {
  it('checks pages that no other page links to (unlisted docs)', async () => {
    const dir = await output({
      'index.html': '<a href="/docs/a">A</a>',
      '404.html': '',
      'docs/a.html': 'A',
      'docs/unlisted.html': '<a href="/docs/gone">gone</a>',
    });
    expect(await messages(dir)).toEqual(['Broken link on /docs/unlisted: /docs/gone (404)']);
  });

  it('resolves anchors and relative links from a clean path as a browser does', async () => {
    const dir = await output({
      'index.html': '',
      '404.html': '',
      'docs/guide/a.html':
        '<h2 id="x">X</h2><a href="#x">here</a> <a href="b">sibling</a> <a href="../top">up</a>',
      'docs/guide/b.html': '<a href="a#x">back</a> <a href="./b">self</a>',
      'docs/top.html': '<a href="guide/a">down</a>',
    });
    expect(await messages(dir)).toEqual([]);
  });

  it('names every page that links to a missing target, on a site large enough for worker threads', async () => {
    const pages: Record<string, string> = { 'index.html': '', '404.html': '' };
    for (let i = 0; i < 250; i++) pages[`docs/p${i}.html`] = `<a href="/docs/p${(i + 1) % 250}">next</a>`;
    pages['docs/p7.html'] += '<a href="/docs/missing">x</a>';
    pages['docs/p240.html'] += '<a href="/docs/missing">x</a>';
    expect(await messages(await output(pages))).toEqual([
      'Broken link on /docs/p240: /docs/missing (404)',
      'Broken link on /docs/p7: /docs/missing (404)',
    ]);
  });
});
