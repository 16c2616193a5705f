/**
 * docgen as a new user gets it: `npm pack` (which compiles the package), the tarball installed into a new folder
 * outside the repository, starters made there with `npx docgen init`, built and served by the installed CLI, and
 * read in Chromium: the default one after signing in through the dev mailbox, the `--public` one without signing
 * in, its pages loading none of the sign-in code.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser.ts';
import { startServer, type RunningServer } from '../../helpers/serve.ts';
import { mailedLink } from '../../helpers/dev-mailbox.ts';
import { REPO_ROOT, runCli } from '../../helpers/sites.ts';
import { freePort } from '../../integration/identity/helpers/smtp.ts';

const run = promisify(execFile);
const ADDRESS = 'writer@example.com';

let folder: string;
let installed: string;
let cli: string;
let browser: Browser;

/**
 * better-sqlite3's install script downloads its compiled addon (prebuild-install), or else compiles it: minutes
 * on these machines. The test machines have no download, so the addon this repository's install compiled is
 * offered as a local prebuild, which prebuild-install takes as it would the downloaded one.
 */
async function localPrebuilds(dir: string): Promise<NodeJS.ProcessEnv> {
  const addon = join(REPO_ROOT, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(await readFile(join(addon, 'package.json'), 'utf8')) as { version: string };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}`;
  await mkdir(dir, { recursive: true });
  await run('tar', ['-czf', join(dir, `${name}.tar.gz`), '-C', addon, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'docgen-installed-'));
  const started = Date.now();
  const packed = await run('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: REPO_ROOT });
  const tarball = join(folder, packed.stdout.trim().split('\n').pop() ?? '');
  const packedAt = Date.now();
  await writeFile(join(folder, 'package.json'), '{ "name": "company-docs", "private": true }\n');
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
    cwd: folder,
    env: { ...process.env, ...(await localPrebuilds(join(folder, 'prebuilds'))) },
  });
  console.info(`npm pack: ${packedAt - started} ms; npm install of the tarball: ${Date.now() - packedAt} ms`);
  installed = join(folder, 'node_modules', 'docgen');
  cli = join(installed, 'bin', 'docgen.mjs');
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** `npx docgen init <name> [...flags]` in the folder docgen was installed in; the new site's root. */
async function initSite(name: string, flags: string[] = []): Promise<string> {
  const { stderr } = await run('npx', ['docgen', 'init', name, ...flags], { cwd: folder });
  expect(stderr).toMatch(new RegExp(`cd ${name}\\n\\s+npm run dev[^\\n]*\\n\\s+npm run build`));
  return join(folder, name);
}

/** The installed CLI builds the site at `root` (timed) and serves it; the server, stopped by the caller. */
async function buildAndServe(root: string): Promise<RunningServer> {
  const started = Date.now();
  const built = await runCli(['build'], { cli, cwd: root, env: { NODE_ENV: 'production' } });
  expect(built.code, built.stderr).toBe(0);
  console.info(`docgen build of ${root}: ${Date.now() - started} ms`);
  const port = await freePort();
  return startServer(
    'serve',
    ['--port', String(port)],
    {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DOCGEN_DATA_DIR: join(root, '.docgen', 'data'),
      NODE_ENV: 'test',
    },
    { cli, cwd: root },
  );
}

describe('the installed package’s starter, behind sign-in', () => {
  let root: string;
  let server: RunningServer;

  beforeAll(async () => {
    root = await initSite('my-docs');
    server = await buildAndServe(root);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is read in Chromium after signing in through the dev mailbox', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/docs/intro`);
    await page.locator('input[type=email]').fill(ADDRESS);
    await page.click('[data-testid=sid-form-initial-submit-button]');
    await page.getByText('Check your email').waitFor();
    const confirm = await context.newPage();
    await confirm.goto(await mailedLink(server.origin, ADDRESS));
    await confirm.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('article h1').first().textContent()).toBe('Introduction');
    await context.close();
  });

  it('gives site.config.ts the configuration’s types, with their documentation on hover', () => {
    const file = join(root, 'site.config.ts');
    const options: ts.CompilerOptions = {
      strict: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    };
    const service = ts.createLanguageService({
      getScriptFileNames: () => [file],
      getScriptVersion: () => '1',
      getScriptSnapshot: (name) => {
        const text = ts.sys.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => options,
      getDefaultLibFileName: ts.getDefaultLibFilePath,
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
    });
    const problems = [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)];
    expect(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
    const text = ts.sys.readFile(file) ?? '';
    const hover = service.getQuickInfoAtPosition(file, text.indexOf('title:'));
    expect(ts.displayPartsToString(hover?.documentation)).toContain("The site's title");
  });
});

/** Texts of the sign-in code, in every gated bundle and in none of a public site's: the widget and the gate. */
const SIGN_IN_MARKERS = ['Top-tier security by docgen', '/_docgen/session', 'sid-theme-root'];
const ASSET = /\/assets\/[^"' )?#]+\.(?:js|css)/g;

describe('the installed package’s public starter', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await buildAndServe(await initSite('my-public', ['--public']));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('is read in Chromium without signing in, its page naming no sign-in code and asking no identity API', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${server.origin}/docs/intro`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article h1').first().textContent()).toBe('Introduction');
    expect(await page.locator('article').textContent()).toContain('Welcome!');
    expect(await page.locator('input[type=email]').count()).toBe(0);
    const html = (await response?.text()) ?? '';
    await page.close();
    expect(requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
    // What the page's HTML names (preloads, lazy views) and what its scripts loaded.
    const assets = new Set([...html.matchAll(ASSET)].map(([path]) => path));
    for (const path of requested) if (/^\/assets\/.+\.(?:js|css)$/.test(path)) assets.add(path);
    expect(assets.size).toBeGreaterThan(0);
    for (const path of assets) {
      const text = await (await fetch(`${server.origin}${path}`)).text();
      for (const marker of SIGN_IN_MARKERS)
        expect(text.includes(marker), `${path} holds ${marker}`).toBe(false);
    }
  });

  it('has no identity API and no dev mailbox', async () => {
    const paths = ['/api/me', '/api/.well-known/jwks.json', '/api/sdk.html', '/_dev/mailbox'];
    const statuses = await Promise.all(
      paths.map(async (path) => (await fetch(`${server.origin}${path}`)).status),
    );
    expect(statuses).toEqual(paths.map(() => 404));
  });
});

describe('the installed package', () => {
  it('built both starters by compiled code alone, with the client bundles it shipped', async () => {
    const files = await readdir(installed, { recursive: true });
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.startsWith('dist/types/'))).toEqual([]);
    expect(files.some((file) => file.startsWith('tests/'))).toBe(false);
    expect(files).toContain(join('dist', 'client-public', '.vite', 'manifest.json'));
    const cache = await readdir(join(installed, 'node_modules', '.cache', 'docgen'));
    expect(cache.filter((entry) => !entry.startsWith('site.config-'))).toEqual([]);
  });
});

describe('the installed package’s errors', () => {
  it('name the TypeScript source and line they were thrown at', async () => {
    const root = join(folder, 'broken-docs');
    await mkdir(root);
    // The configuration's object throws when the validation (docgen's code) reads it.
    await writeFile(
      join(root, 'site.config.ts'),
      "export default new Proxy({}, { get() { throw new Error('unreadable configuration'); } });\n",
    );
    const result = await runCli(['build'], { cli, cwd: root });
    expect(result.code).not.toBe(0);
    const validate = join(installed, 'core', 'config', 'validate.ts').replace(/[.\\]/g, '\\$&');
    expect(result.stderr).toMatch(new RegExp(`at validateSiteConfig \\(${validate}:\\d+:\\d+\\)`));
  });
});
