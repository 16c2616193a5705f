import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFrontMatterCache } from '../../../../generator/load/front-matter-cache.ts';
import { parseFrontMatter } from '../../../../generator/load/source-file.ts';

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'docgen-front-matter-cache-'));
});
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

const page = (yaml: string) => `---\n${yaml}\n---\n\nBody\n`;

/** Parses `texts` as one build would: with the cache as the last build left it, saved afterwards. */
async function build(texts: string[]) {
  const cache = await openFrontMatterCache(cacheDir);
  const results = texts.map((text) => parseFrontMatter('docs/a.md', text, cache));
  await cache.save();
  return results;
}

async function cacheFile(): Promise<string> {
  const [name = ''] = await readdir(cacheDir);
  return join(cacheDir, name);
}

const PLAIN = [
  page('title: Hello\ntags: [a, b]\nsidebar_position: 3\npagination_prev: null'),
  page('title: "Quoted: yes"\nnested:\n  list:\n    - 1\n    - two\n  flag: false\nfloat: 1.5'),
  page('shared: &x [1, 2]\ncopy: *x\ndate: 2024-01-02'),
  page(''),
  '# No front matter\n',
];

/** Values JSON would not give back as they are: each must come from the YAML, never from the cache. */
const NOT_JSON_SAFE = [
  page('date: !!timestamp 2024-01-02'),
  page('ratio: .nan'),
  page('limit: .inf'),
  page('zero: -0'),
  page('data: !!binary aGVsbG8='),
  page('set: !!set {a, b}'),
];

describe('the front matter cache', () => {
  it('gives the same sources as parsing, for front matter served from it', async () => {
    const uncached = PLAIN.map((text) => parseFrontMatter('docs/a.md', text));
    await build(PLAIN);
    const cache = await openFrontMatterCache(cacheDir);
    expect(cache.get('title: Hello\ntags: [a, b]\nsidebar_position: 3\npagination_prev: null')).toBeDefined();
    expect(PLAIN.map((text) => parseFrontMatter('docs/a.md', text, cache))).toStrictEqual(uncached);
  });

  it('never serves a front matter JSON would change (dates, NaN, infinity, -0, binary, sets)', async () => {
    const uncached = NOT_JSON_SAFE.map((text) => parseFrontMatter('docs/a.md', text));
    expect(uncached[0]?.ok && uncached[0].source.frontMatter.date).toBeInstanceOf(Date);
    await build(NOT_JSON_SAFE);
    const cache = await openFrontMatterCache(cacheDir);
    for (const text of NOT_JSON_SAFE) expect(cache.get(text.split('\n')[1] ?? '')).toBeUndefined();
    expect(NOT_JSON_SAFE.map((text) => parseFrontMatter('docs/a.md', text, cache))).toStrictEqual(uncached);
  });

  it('gives every file its own object, even for the same front matter', async () => {
    const [first, second] = await build([PLAIN[0] ?? '', PLAIN[0] ?? '']);
    expect(first?.ok && second?.ok && first.source.frontMatter !== second.source.frontMatter).toBe(true);
  });

  it('reports broken front matter as parsing does, with file, line, column and frame', async () => {
    await build([page('title: Hello')]);
    const broken = page('title: Hello\ntags: [a, b');
    const [cached] = await build([broken]);
    expect(cached).toStrictEqual(parseFrontMatter('docs/a.md', broken));
    expect(cached?.ok === false && cached.diagnostic).toMatchObject({
      code: 'front-matter-invalid',
      file: 'docs/a.md',
      line: 3,
    });
    expect(cached?.ok === false && cached.diagnostic.frame).toContain('tags: [a, b');
  });

  it('ignores a corrupt cache file and writes a sound one in its place', async () => {
    await build(PLAIN);
    await writeFile(await cacheFile(), '{"yaml": "2.');
    const cache = await openFrontMatterCache(cacheDir);
    expect(
      cache.get('title: Hello\ntags: [a, b]\nsidebar_position: 3\npagination_prev: null'),
    ).toBeUndefined();
    expect(PLAIN.map((text) => parseFrontMatter('docs/a.md', text, cache))).toStrictEqual(
      PLAIN.map((text) => parseFrontMatter('docs/a.md', text)),
    );
    await cache.save();
    const reopened = await openFrontMatterCache(cacheDir);
    expect(
      reopened.get('title: Hello\ntags: [a, b]\nsidebar_position: 3\npagination_prev: null'),
    ).toBeDefined();
  });

  it('parses again an entry damaged in the file', async () => {
    await build([page('title: Hello')]);
    const file = await cacheFile();
    await writeFile(file, (await readFile(file, 'utf8')).replace('{\\"title\\":\\"Hello\\"}', '[1]'));
    const [result] = await build([page('title: Hello')]);
    expect(result?.ok && result.source.frontMatter).toStrictEqual({ title: 'Hello' });
  });

  it('keeps only the entries the last build used', async () => {
    await build([page('title: One'), page('title: Two')]);
    await build([page('title: One')]);
    const cache = await openFrontMatterCache(cacheDir);
    expect(cache.get('title: One')).toStrictEqual({ title: 'One' });
    expect(cache.get('title: Two')).toBeUndefined();
  });

  it('leaves the file alone when a build used exactly what it holds', async () => {
    await build(PLAIN);
    const file = await cacheFile();
    const marked = `${await readFile(file, 'utf8')}\n`;
    await writeFile(file, marked);
    await build(PLAIN);
    expect(await readFile(file, 'utf8')).toBe(marked);
  });
});
