import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeRoute } from '../../../core/routes/paths.ts';
import { checkLinks } from '../../../generator/check/check-links.ts';
import { LinkTargets } from '../../../generator/check/link-targets.ts';
import { linksOfPage } from '../../../generator/check/page-links.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes an output folder (file → `<body>`) and checks it as the build does: links collected per page. */
async function check(pages: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-check-'));
  dirs.push(dir);
  const links = new LinkTargets();
  for (const [file, body] of Object.entries(pages)) {
    const html = `<!doctype html><html><body>${body}</body></html>`;
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), html);
    links.add(normalizeRoute(file), linksOfPage(html, normalizeRoute(file)));
  }
  return (await checkLinks({ outDir: dir, links })).map((d) => d.message).sort();
}

describe('the link check', () => {
  it('passes links that resolve, relative ones from the clean path as a browser does', async () => {
    const messages = await check({
      'index.html': '<a href="/docs/guide/a">A</a> <a href="/docs/top.html">old style</a>',
      '404.html': '',
      'docs/guide/a.html':
        '<h2 id="x">X</h2><a href="#x">here</a> <a href="b">sibling</a> <a href="../top">up</a>',
      'docs/guide/b.html': '<a href="a#x">back</a> <a href="./b?tab=1">self</a> <img src="/img/logo.svg">',
      'docs/top.html': '<a href="guide/a">down</a> <a href="mailto:team@example.com">mail</a>',
      'img/logo.svg': '',
    });
    expect(messages).toEqual([]);
  });

  it('names every page that links to a missing target, with the status it got', async () => {
    const pages: Record<string, string> = { 'index.html': '', '404.html': '' };
    for (let i = 0; i < 30; i++) pages[`docs/p${i}.html`] = `<a href="/docs/p${(i + 1) % 30}">next</a>`;
    pages['docs/p7.html'] += '<a href="/docs/missing">x</a>';
    pages['docs/p24.html'] += '<a href="../docs/missing#part">x</a>';
    expect(await check(pages)).toEqual([
      'Broken link on /docs/p24: /docs/missing (404)',
      'Broken link on /docs/p7: /docs/missing (404)',
    ]);
  });

  it('never fetches external links unless asked', async () => {
    expect(await check({ 'index.html': '<a href="https://docgen.invalid/gone">away</a>' })).toEqual([]);
  });

  it("fails with the server's own error when the output cannot be served", async () => {
    const links = new LinkTargets();
    links.add('/', ['/docs/a']);
    const missing = join(tmpdir(), 'docgen-check-missing-output');
    await expect(checkLinks({ outDir: missing, links })).rejects.toThrow(/ENOENT/);
  });
});
