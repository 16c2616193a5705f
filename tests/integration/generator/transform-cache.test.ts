import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildWorkerPool } from '../../../generator/build-pool.ts';
import type { LinkContext, TransformInput } from '../../../generator/transform/context.ts';
import { transformAll } from '../../../generator/transform/transform-all.ts';
import { REPO_ROOT } from '../../helpers/sites.ts';

const file = 'content/docs/intro.md';
const inputs = [{ file, body: '# Intro\n\nHello **world**.', bodyLine: 4 }];
const links = { routesByFile: { [file]: '/docs/intro' } };
let cacheDir: string | undefined;

afterEach(async () => {
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

async function transform(linkContext: LinkContext = links, pages: TransformInput[] = inputs) {
  cacheDir ??= await mkdtemp(join(tmpdir(), 'docgen-transform-cache-'));
  const pool = buildWorkerPool();
  try {
    return await transformAll({ root: REPO_ROOT, inputs: pages, links: linkContext, cacheDir, pool });
  } finally {
    await pool.close();
  }
}

async function cacheFile(): Promise<string> {
  const dir = join(cacheDir ?? '', (await readdir(cacheDir ?? ''))[0] ?? '');
  return join(dir, (await readdir(dir))[0] ?? '');
}

describe('the transform cache', () => {
  it('serves an unchanged page from the cache on the next build', async () => {
    expect((await transform()).cacheHits).toBe(0);
    const again = await transform();
    expect(again.cacheHits).toBe(1);
    expect(again.outputs.get(file)?.html).toContain('<strong>world</strong>');
  });

  it('keeps a page’s HTML and search sections in its cache file, not in memory, until they are read', async () => {
    const { outputs } = await transform();
    const path = await cacheFile();
    // The same number of bytes, so the entry stays whole: what is read next can only come from the file.
    await writeFile(path, (await readFile(path, 'utf8')).replaceAll('world', 'earth'));
    expect(outputs.get(file)?.html).toContain('<strong>earth</strong>');
    expect(outputs.get(file)?.sections).toMatchObject([{ heading: 'Intro', text: 'Hello earth.' }]);
  });

  it("keeps a page's markdown copy with it, made again only when the site's URL or the copies change", async () => {
    const withCopies = { ...links, markdownSiteUrl: 'https://docs.example' };
    expect((await transform(withCopies)).outputs.get(file)?.markdown).toBe('# Intro\n\nHello **world**.\n');
    const again = await transform(withCopies);
    expect(again.cacheHits).toBe(1);
    expect(again.outputs.get(file)?.markdown).toBe('# Intro\n\nHello **world**.\n');
    const without = await transform();
    expect(without.cacheHits).toBe(0);
    expect(without.outputs.get(file)?.markdown).toBeUndefined();
  });

  it("reads a page's first line again when its card comes to show it, its markdown unchanged", async () => {
    expect((await transform()).outputs.get(file)?.excerpt).toBeUndefined();
    const carded = await transform(links, [{ ...inputs[0]!, excerpt: true }]);
    expect(carded.cacheHits).toBe(0);
    expect(carded.outputs.get(file)?.excerpt).toBe('Hello world.');
  });

  it('fails loudly, not with an empty page, when a cache file disappears during the build', async () => {
    const { outputs } = await transform();
    await rm(await cacheFile());
    expect(() => outputs.get(file)?.html).toThrow(/transform cache lost/);
  });

  it('transforms a page again whose cache entry a crash cut short', async () => {
    await transform();
    const path = await cacheFile();
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.slice(0, -5));
    const again = await transform();
    expect(again.cacheHits).toBe(0);
    expect(again.outputs.get(file)?.html).toContain('<strong>world</strong>');
  });

  it('gives the outputs in the order of the inputs, whatever order the workers finish in', async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'docgen-transform-order-'));
    const slow = '```ts\nconst a: number = 1;\n```\n\n'.repeat(400);
    const many = Array.from({ length: 30 }, (_, i) => ({
      file: `content/docs/page-${i}.md`,
      body: i === 0 ? slow : `# Page ${i}`,
      bodyLine: 1,
    }));
    const pool = buildWorkerPool();
    try {
      const { outputs } = await transformAll({ root: REPO_ROOT, inputs: many, links, cacheDir, pool });
      expect([...outputs.keys()]).toEqual(many.map((input) => input.file));
    } finally {
      await pool.close();
    }
  });
});
