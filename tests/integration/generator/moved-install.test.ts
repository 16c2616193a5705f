import { randomBytes } from 'node:crypto';
import { appendFile, cp, mkdir, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../helpers/serve.ts';
import { REPO_ROOT, runCli } from '../../helpers/sites.ts';

/** What a copy of docgen needs to run: its sources and manifests (its packages are linked, not copied). */
const INSTALLED = [
  ...['bin', 'client', 'core', 'generator', 'node', 'server', 'theme'],
  ...['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'],
];
/** The site lives inside the copy, as docgen's own site does, and moves with it. */
const SITE = join('tests', '.tmp', 'site');
const DEV_CLIENT = join('generator', 'dev', 'dev-client.js');

let original: string;
let moved: string;
let copied: string;

/**
 * A copy of docgen as `cp -a` makes it (timestamps kept), with a `node_modules` of its own (so its compiled-code
 * cache is its own too) whose packages link to docgen's.
 */
async function installCopy(dir: string): Promise<void> {
  for (const name of INSTALLED) {
    await cp(join(REPO_ROOT, name), join(dir, name), { recursive: true, preserveTimestamps: true });
  }
  await mkdir(join(dir, 'node_modules'));
  for (const name of await readdir(join(REPO_ROOT, 'node_modules'))) {
    if (name !== '.cache')
      await symlink(join(REPO_ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  await cp(join(REPO_ROOT, 'tests', 'fixtures', 'three-versions'), join(dir, SITE), { recursive: true });
}

/** Builds the site of the copy at `install` with that copy's CLI, which must run compiled. */
async function build(install: string): Promise<void> {
  const built = await runCli(['build', '--root', SITE], {
    cli: join(install, 'bin', 'docgen.mjs'),
    cwd: install,
  });
  expect(built.stderr).toMatch(/Built 22 pages/);
  expect(built.stderr).not.toContain('running the TypeScript sources');
  expect(built.code).toBe(0);
}

/**
 * Starts `docgen dev` of the copy at `install` (from the folder `cwd`), returns the overview page and the dev
 * client it serves.
 */
async function devPages(
  install: string,
  cwd = install,
): Promise<{ status: number; page: string; devClient: string }> {
  const dev = await startServer(
    'dev',
    ['--root', join(install, SITE), '--port', '0'],
    {},
    { cli: join(install, 'bin', 'docgen.mjs'), cwd },
  );
  try {
    const response = await fetch(`${dev.origin}/docs/overview`);
    const page = await response.text();
    const devClient = await (await fetch(`${dev.origin}/__docgen/dev-client.js`)).text();
    return { status: response.status, page, devClient };
  } finally {
    await dev.stop();
  }
}

beforeAll(async () => {
  original = join(REPO_ROOT, 'tests', '.tmp', `install-${randomBytes(4).toString('hex')}`);
  moved = `${original}-moved`;
  copied = `${original}-copied`;
  await installCopy(original);
  await build(original);
});

afterAll(async () => {
  for (const dir of [original, moved, copied]) await rm(dir, { recursive: true, force: true });
});

describe('the compiled code of a docgen folder that is moved or copied', () => {
  it('builds and serves from the new place once the folder is moved, wherever the command starts', async () => {
    await rename(original, moved);
    await build(moved);
    const dev = await devPages(moved, tmpdir());
    expect(dev.status).toBe(200);
    expect(dev.page).toContain('Overview 2.0.0');
  });

  it('runs the copy’s own code, not the original’s, once the folder is copied', async () => {
    await cp(moved, copied, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    await appendFile(join(moved, DEV_CLIENT), '\n// edited in the original after the copy\n');
    const dev = await devPages(copied);
    expect(dev.status).toBe(200);
    expect(dev.page).toContain('Overview 2.0.0');
    expect(dev.devClient).toBe(await readFile(join(copied, DEV_CLIENT), 'utf8'));
    await build(copied);
    expect(await readFile(join(copied, SITE, 'build', 'docs', 'overview.html'), 'utf8')).toContain(
      'Overview 2.0.0',
    );
  });
});
