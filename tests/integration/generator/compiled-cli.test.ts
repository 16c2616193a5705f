import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript (it runs before any TypeScript loader), without declarations.
import { compiledCli } from '../../../bin/compiled-cli.mjs';
import { REPO_ROOT } from '../../helpers/sites.ts';

const compile = compiledCli as () => Promise<string | undefined>;

describe('the compiled CLI', () => {
  it('is compiled once into docgen’s cache and reused while the sources stay the same', async () => {
    const first = await compile();
    expect(first).toBeDefined();
    const entry = fileURLToPath(first ?? '');
    expect(entry.startsWith(join(REPO_ROOT, 'node_modules', '.cache', 'docgen', 'cli-'))).toBe(true);
    expect((await stat(entry)).isFile()).toBe(true);
    expect(await compile()).toBe(first);
  });

  it('is compiled again when a source file changes', async () => {
    const source = join(REPO_ROOT, 'bin', 'docgen.ts');
    const before = await compile();
    const { atime, mtime } = await stat(source);
    try {
      await utimes(source, atime, new Date(mtime.getTime() + 1000));
      const after = await compile();
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
    } finally {
      await utimes(source, atime, mtime);
    }
  });

  it('keeps each module’s own location, so files found beside a source are found', async () => {
    const dir = dirname(fileURLToPath((await compile()) ?? ''));
    const chunks = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
    const workerPool = pathToFileURL(join(REPO_ROOT, 'generator', 'build-pool.ts')).href;
    expect(chunks.some((code) => code.includes(JSON.stringify(workerPool)))).toBe(true);
    expect(chunks.some((code) => code.includes('import.meta.url'))).toBe(false);
  });

  it('loads every command’s modules under plain Node, with no TypeScript loader to resolve what Node does not', async () => {
    const dir = dirname(fileURLToPath((await compile()) ?? ''));
    const chunks = (await readdir(dir))
      .filter((f) => f !== 'docgen.js')
      .map((f) => pathToFileURL(join(dir, f)).href);
    const script = `for (const chunk of ${JSON.stringify(chunks)}) await import(chunk);`;
    expect(() =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
