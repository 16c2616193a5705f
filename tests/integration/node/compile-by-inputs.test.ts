import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Esbuild from 'esbuild';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileToCache } from '../../../node/compile-cache.mjs';

/** Counts esbuild's builds, leaving them as they are. */
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof Esbuild>();
  return {
    ...esbuild,
    build: (options: Parameters<typeof esbuild.build>[0]) => {
      builds.count++;
      return esbuild.build(options);
    },
  };
});

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A module like a site's configuration: it imports a file of the site. */
async function siteModule(): Promise<{ entry: string; part: string; cacheDir: string }> {
  dir = await mkdtemp(join(tmpdir(), 'docgen-compile-'));
  const entry = join(dir, 'site.config.ts');
  const part = join(dir, 'part.ts');
  await writeFile(entry, "import { title } from './part.ts';\nexport default { title };\n");
  await writeFile(part, "export const title: string = 'First';\n");
  return { entry, part, cacheDir: join(dir, 'cache') };
}

const titleOf = async (url: URL) =>
  ((await import(url.href)) as { default: { title: string } }).default.title;

describe('a module compiled into the cache without a key', () => {
  it('is compiled once while the files it was made of are unchanged', async () => {
    const { entry, cacheDir } = await siteModule();
    builds.count = 0;
    const first = await compileToCache({ entry, name: 'site.config', cacheDir });
    const again = await compileToCache({ entry, name: 'site.config', cacheDir });
    expect(again.href).toBe(first.href);
    expect(builds.count).toBe(1);
    expect(await titleOf(again)).toBe('First');
  });

  it('is compiled again when a file it imports changed', async () => {
    const { entry, part, cacheDir } = await siteModule();
    builds.count = 0;
    const first = await compileToCache({ entry, name: 'site.config', cacheDir });
    await writeFile(part, "export const title: string = 'Second, longer';\n");
    const edited = await compileToCache({ entry, name: 'site.config', cacheDir });
    expect(builds.count).toBe(2);
    expect(edited.href).not.toBe(first.href);
    expect(await titleOf(edited)).toBe('Second, longer');
  });
});
