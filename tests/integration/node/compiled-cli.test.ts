import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: plain JavaScript (it runs before any TypeScript loader), without declarations.
import { compiledCli } from '../../../node/compiled-cli.mjs';
import { copyFixture, REPO_ROOT, removeSite, runCli, writeSiteFile } from '../../helpers/sites.ts';

const compile = compiledCli as (cacheDir?: string) => Promise<string | undefined>;
const HOUR = 60 * 60 * 1000;

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
      .filter((f) => f.endsWith('.mjs') && f !== 'docgen.mjs')
      .map((f) => pathToFileURL(join(dir, f)).href);
    const script = `for (const chunk of ${JSON.stringify(chunks)}) await import(chunk);`;
    expect(() =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('removes the entries no process has used for an hour when it writes a new one', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docgen-cli-cache-'));
    try {
      const stale = ['cli-0123456789abcdef', 'cli-00000000000000aa.partial'];
      const kept = ['cli-fedcba9876543210', 'client-0123456789abcdef'];
      for (const name of [...stale, ...kept]) await mkdir(join(cacheDir, name));
      const lastUsed = new Date(Date.now() - 2 * HOUR);
      for (const name of [...stale, 'client-0123456789abcdef'])
        await utimes(join(cacheDir, name), lastUsed, lastUsed);
      const entry = await compile(cacheDir);
      expect(entry).toBeDefined();
      const current = dirname(fileURLToPath(entry ?? '')).slice(cacheDir.length + 1);
      expect((await readdir(cacheDir)).sort()).toEqual([current, ...kept].sort());
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('says why it runs the TypeScript sources when it cannot write its cache', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'docgen-cli-cache-'));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await writeFile(join(dir, 'file'), '');
      expect(await compile(join(dir, 'file', 'cache'))).toBeUndefined();
      const printed = stderr.mock.calls.map(([text]) => String(text)).join('');
      expect(printed).toMatch(/running the TypeScript sources .*\n.*ENOTDIR/);
    } finally {
      stderr.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('prints the TypeScript source and line of an error thrown while building', async () => {
    const root = await copyFixture('three-versions');
    try {
      // The configuration's object throws when the validation (docgen's code) reads it.
      await writeSiteFile(
        root,
        'site.config.ts',
        "export default new Proxy({}, { get() { throw new Error('unreadable configuration'); } });\n",
      );
      const result = await runCli(['build', '--root', root]);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('unreadable configuration');
      const validate = join(REPO_ROOT, 'core', 'config', 'validate.ts').replace(/[.\\]/g, '\\$&');
      expect(result.stderr).toMatch(new RegExp(`at validateSiteConfig \\(${validate}:\\d+:\\d+\\)`));
      // zod, compiled into the CLI, makes its parsers with `new Function`: such a frame also names where that code
      // was made, a place source maps do not reach. Every frame's own location is a source file.
      expect(result.stderr.replace(/\(eval at [^)]*\), /g, '(')).not.toContain('.cache');
    } finally {
      await removeSite(root);
    }
  });
});
