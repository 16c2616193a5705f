import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../../core/site/model.ts';
import { postFromSource } from '../../../../generator/load/blog.ts';
import { parseFrontMatter } from '../../../../generator/load/source-file.ts';
import { reloadSource } from '../../../../generator/dev/reload-source.ts';

const FILE = 'content/blog/2024-01-01-hello.md';
const ORIGINAL = '---\ntitle: Hello\ntags: [news]\n---\n\nText.\n';
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docgen-reload-post-'));
  await mkdir(join(root, 'content/blog'), { recursive: true });
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function reloadAfterSaving(text: string) {
  const read = parseFrontMatter(FILE, ORIGINAL);
  if (!read.ok) throw new Error('fixture');
  const { post } = postFromSource(read.source, '2024-01-01-hello.md', { authors: {}, tags: undefined });
  const site = { root, blog: [post], authors: {}, versions: [], pages: [] } as unknown as Site;
  await writeFile(join(root, FILE), text);
  return reloadSource(site, FILE);
}

describe('docgen dev, after a post is saved', () => {
  it('redoes the post when only its text changed', async () => {
    expect((await reloadAfterSaving(ORIGINAL.replace('Text.', 'Better text.'))).kind).toBe('changed');
  });

  it('rebuilds the routes when its tags, date, slug or unlisted changed (tag pages and lists change)', async () => {
    for (const saved of [
      ORIGINAL.replace('[news]', '[news, launch]'),
      ORIGINAL.replace('title: Hello', 'title: Hello\ndate: 2024-02-01'),
      ORIGINAL.replace('title: Hello', 'title: Hello\nslug: hi'),
      ORIGINAL.replace('title: Hello', 'title: Hello\nunlisted: true'),
      ORIGINAL.replace('title: Hello', 'title: Hello\ndraft: true'),
    ])
      expect((await reloadAfterSaving(saved)).kind).toBe('structural');
  });
});
