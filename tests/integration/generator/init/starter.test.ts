import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../../node/config/load-site-config.ts';
import { readSiteFile, runCli } from '../../../helpers/sites.ts';

let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('docgen init [dir]', () => {
  it('writes a starter behind sign-in whose site.config.ts imports docgen and loads', async () => {
    folder = await mkdtemp(join(tmpdir(), 'docgen-starter-'));
    const root = join(folder, 'Acme Docs');
    const result = await runCli(['init', root]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/Next:\n\s+cd .*Acme Docs"\n\s+npm run dev[^\n]*\n\s+npm run build/);
    const config = await readSiteFile(root, 'site.config.ts');
    expect(config).toContain("import { defineConfig } from 'docgen';");
    const loaded = await loadSiteConfig(root);
    expect(loaded.ok && loaded.config.signIn).toMatchObject({ orgID: 'acme-docs', forceLogin: true });
    expect(JSON.parse(await readSiteFile(root, 'package.json'))).toMatchObject({
      name: 'acme-docs',
      scripts: { dev: 'docgen dev', build: 'docgen build', serve: 'docgen serve' },
    });
    expect(await readdir(join(root, 'content', 'versioned_docs'))).toEqual(['version-1.0.0']);
    expect(await readSiteFile(root, '.gitignore')).toContain('.docgen/');
  });

  it('with --public writes a starter without sign-in whose site.config.ts loads', async () => {
    folder = await mkdtemp(join(tmpdir(), 'docgen-starter-'));
    const root = join(folder, 'open-docs');
    const result = await runCli(['init', root, '--public']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('a public docgen site');
    expect(result.stderr).not.toContain('dev mailbox');
    const config = await readSiteFile(root, 'site.config.ts');
    expect(config).not.toMatch(/^ +signIn:/m);
    const loaded = await loadSiteConfig(root);
    expect(loaded.ok, loaded.ok ? '' : JSON.stringify(loaded.diagnostics)).toBe(true);
    expect(loaded.ok && loaded.config.signIn).toBeUndefined();
    expect(loaded.ok && loaded.config.navbar.items.map((item) => item.type)).not.toContain('signIn');
  });

  it('refuses a folder that holds files, and writes nothing', async () => {
    folder = await mkdtemp(join(tmpdir(), 'docgen-starter-'));
    await writeFile(join(folder, 'notes.md'), 'mine\n');
    const result = await runCli(['init', folder]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not empty');
    expect(await readdir(folder)).toEqual(['notes.md']);
  });
});
