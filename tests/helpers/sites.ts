import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { withRenderedContent } from '../../client/page-content.ts';
import { htmlFileForRoute } from '../../core/routes/paths.ts';
import type { DocPageData, EmbeddedPageData } from '../../core/site/page-data.ts';
import { embeddedPageData } from './embedded-page-data.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(REPO_ROOT, 'bin', 'docgen.mjs');

/**
 * A throw-away copy of a fixture site. Copies live in `tests/.tmp/` (same depth as `tests/fixtures/`) so the
 * fixture's `site.config.ts` keeps importing docgen's schema by the same relative path.
 */
export async function copyFixture(name: string): Promise<string> {
  const dir = join(REPO_ROOT, 'tests', '.tmp', `${name}-${randomBytes(4).toString('hex')}`);
  await mkdir(dirname(dir), { recursive: true });
  await cp(join(REPO_ROOT, 'tests', 'fixtures', name), dir, { recursive: true });
  return dir;
}

export async function removeSite(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function writeSiteFile(root: string, file: string, content: string | Buffer): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
}

export async function readSiteFile(root: string, file: string): Promise<string> {
  return readFile(join(root, file), 'utf8');
}

/** Rewrites one file of a site copy: `site.config.ts` with a key added, say. */
export async function editSiteFile(
  root: string,
  file: string,
  edit: (text: string) => string,
): Promise<void> {
  await writeSiteFile(root, file, edit(await readSiteFile(root, file)));
}

/**
 * A built doc page's data read from its HTML (the data it embeds and the content it shows), with its sidebar from
 * the sidebar's file, as the client reads them.
 */
export async function builtDocPage(root: string, route: string): Promise<DocPageData> {
  const html = await readSiteFile(root, join('build', htmlFileForRoute(route)));
  const embedded = embeddedPageData(html) as unknown as EmbeddedPageData;
  const page = withRenderedContent(embedded, new JSDOM(html).window.document) as Omit<DocPageData, 'sidebar'>;
  const sidebar =
    page.sidebarUrl === '' ? [] : JSON.parse(await readSiteFile(root, `build${page.sidebarUrl}`));
  return { ...page, sidebar };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI (docgen's, or that of a copy of docgen) as a user would, in a child process. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; cli?: string } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.cli ?? CLI, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, CI: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function buildSiteAt(root: string, outDir = 'build'): Promise<CliResult> {
  return runCli(['build', '--root', root, '--out-dir', outDir]);
}

/**
 * A copy of the `three-versions` fixture whose sign-in form offers single sign-on (`tests/fixtures/sso-oidc`),
 * built as for production into `build/`; answers the copy's folder, or the failed build.
 */
export async function builtSsoSite(): Promise<{ root: string; built: CliResult }> {
  const root = await copyFixture('three-versions');
  await cp(join(REPO_ROOT, 'tests/fixtures/sso-oidc/site.config.ts'), join(root, 'site.config.ts'));
  const built = await runCli(['build', '--root', root, '--out-dir', 'build'], {
    env: { NODE_ENV: 'production' },
  });
  return { root, built };
}
