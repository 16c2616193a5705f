import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, MARKDOWN_FILES } from '../../../../generator/load/walk.ts';

let dir: string;
const FILES = ['intro.md', 'guides/setup.mdx', 'guides/deep/er/step.md', 'guides/image.png', 'z.md'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'docgen-walk-'));
  for (const file of FILES) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), 'x');
  }
  await mkdir(join(dir, 'empty.md'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const MARKDOWN = ['guides/deep/er/step.md', 'guides/setup.mdx', 'intro.md', 'z.md'];

describe('listing a folder’s files', () => {
  it('gives the matching files’ paths under the folder, with forward slashes, sorted', async () => {
    expect(await listFiles(dir, MARKDOWN_FILES)).toEqual(MARKDOWN);
  });

  it('gives the same paths for the folder named with a trailing separator or relative to the working folder', async () => {
    expect(await listFiles(`${dir}/`, MARKDOWN_FILES)).toEqual(MARKDOWN);
    expect(await listFiles(relative(process.cwd(), join(dir, 'guides', '..')), MARKDOWN_FILES)).toEqual(
      MARKDOWN,
    );
  });

  it('gives no files for a missing folder', async () => {
    expect(await listFiles(join(dir, 'missing'), '**/*')).toEqual([]);
  });
});
