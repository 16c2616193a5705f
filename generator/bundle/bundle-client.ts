import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, linkSync, readdirSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import { sourcesKey } from '../../node/compile-cache.mjs';
import { DOCGEN_CACHE, PACKAGED, PACKAGE_DIST } from '../../node/docgen-dirs.ts';
import { compiledModule } from '../../node/compile/compiled-module.ts';
import { CLIENT_ENTRIES, type ClientEntry } from './client-entry.ts';
import { sourcesHash } from './sources-hash.ts';
import { precompress } from './precompress.ts';
import type { ClientAssets } from '../render/html-shell.ts';
import { filePlacer } from '../render/file-placer.ts';

/** Loaded by the entry (client/page-views.ts) for pages of those kinds; their HTML preloads it. */
const OTHER_PAGE_VIEWS = 'theme/layout/other-page-views.ts';
const BUNDLED_DIRS = ['client', 'theme', 'core'];
/** What the bundle is made of, and how it is made. */
const KEY_DIRS = [...BUNDLED_DIRS, 'generator/bundle'];
const VITE_BUILD = new URL('./vite-build.ts', import.meta.url);
/** Where Vite writes the bundle's files in its output folder (`assetsDir` in vite-build.ts), and pages link to them. */
const ASSETS_DIR = 'assets';
/** Where the installed package keeps the bundle it was packed with for `entry` (see `tools/build-package.ts`). */
export function packagedBundle(entry: ClientEntry): string {
  return join(PACKAGE_DIST, entry === CLIENT_ENTRIES.gated ? 'client' : 'client-public');
}

interface BundleResult {
  assets: ClientAssets;
  /** True when the bundle came from the cache (nothing in client/, theme/ or core/ changed). */
  cached: boolean;
}

/** The client bundle in docgen's cache: its folder, and what pages link to. */
export interface CachedBundle extends BundleResult {
  dir: string;
}

/**
 * The bundle of `entry` from docgen's cache, built there first if it is not: Vite builds `client/` once into hashed
 * assets (markdown never goes through Vite). The bundle depends on the site only through its entry (with or
 * without sign-in), so each entry's bundle is cached by a hash of its sources and reused until they change. In
 * the installed package, the one it shipped with (its sources are not shipped to build another).
 */
export async function cachedBundle(
  cacheDir: string,
  entry: ClientEntry = CLIENT_ENTRIES.gated,
): Promise<CachedBundle> {
  if (PACKAGED) return readBundle(packagedBundle(entry), true, entry);
  const key = await sourcesHash(KEY_DIRS);
  const dir = join(cacheDir, entry === CLIENT_ENTRIES.gated ? `client-${key}` : `client-public-${key}`);
  const manifestFile = join(dir, '.vite', 'manifest.json');
  const hit = await exists(manifestFile);
  if (!hit) {
    // Built beside its place and renamed into it: builds running at once (tests in parallel) each make the
    // whole bundle, and the first to finish puts it in place; the others' identical copies are dropped.
    const staging = `${dir}.${process.pid}`;
    await rm(staging, { recursive: true, force: true });
    await viteBuild(staging, entry);
    await precompress(join(staging, ASSETS_DIR), loadedUpFront(await readAssets(staging, entry)));
    // A folder without a manifest is what a build that stopped halfway left.
    if (!(await exists(manifestFile))) await rm(dir, { recursive: true, force: true });
    await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return readBundle(dir, hit, entry);
}

async function readBundle(dir: string, cached: boolean, entry: ClientEntry): Promise<CachedBundle> {
  return { dir, assets: await readAssets(dir, entry), cached };
}

async function readAssets(dir: string, entry: ClientEntry): Promise<ClientAssets> {
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return assetsFromManifest(manifest, entry);
}

/** The files a page loads or preloads as it opens, relative to the bundle's assets folder. */
function loadedUpFront(assets: ClientAssets): Set<string> {
  const paths = [assets.entry, ...assets.css, ...assets.preload, ...assets.otherPageViews];
  return new Set(paths.map((path) => path.slice(`/${ASSETS_DIR}/`.length)));
}

/**
 * The bundle's files into an output: hard links (the cache's files never change under their hashed names), or
 * copies where the output is on another file system than the cache. Synchronous: a few hundred small files.
 */
export function placeBundle(bundle: CachedBundle, outDir: string): void {
  const from = join(bundle.dir, ASSETS_DIR);
  const placeFile = filePlacer(join(outDir, ASSETS_DIR));
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = join(entry.parentPath, entry.name);
    const target = placeFile(relative(from, source));
    try {
      linkSync(source, target);
    } catch {
      copyFileSync(source, target);
    }
  }
}

/**
 * Vite in a process of its own, which the build waits for: the memory Vite takes (most of a gigabyte with
 * mermaid) is given back only when a process ends, and the build's transform would otherwise start on top of it.
 */
async function viteBuild(outDir: string, entry: ClientEntry): Promise<void> {
  const module = await compiledModule(VITE_BUILD, DOCGEN_CACHE, sourcesKey());
  // Where the module cannot be compiled it runs as TypeScript, through the loader docgen ships with.
  const loader = module.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
  const child = spawn(process.execPath, [...loader, fileURLToPath(module), outDir, entry], {
    // Vite picks React's JSX runtime and its own production switches from NODE_ENV, which a test runner or an
    // operator's shell may have set to anything: the client is always built for production.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`Building the client bundle failed (exit code ${code}); Vite's output is above.`);
}

function assetsFromManifest(manifest: Manifest, entryModule: ClientEntry): ClientAssets {
  const entry = manifest[entryModule];
  if (!entry) throw new Error(`The client bundle has no entry for ${entryModule}.`);
  const files = (keys: string[] = []) =>
    keys.map((key) => manifest[key]?.file).filter((f): f is string => !!f);
  const css = [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((key) => manifest[key]?.css ?? [])];
  const preload = files(entry.imports);
  const views = manifest[OTHER_PAGE_VIEWS];
  if (!views) throw new Error(`The client bundle has no chunk for ${OTHER_PAGE_VIEWS}.`);
  const viewFiles = [views.file, ...files(views.imports)].filter(
    (file) => file !== entry.file && !preload.includes(file),
  );
  return {
    entry: `/${entry.file}`,
    css: [...new Set(css)].map((file) => `/${file}`),
    preload: preload.map((file) => `/${file}`),
    otherPageViews: viewFiles.map((file) => `/${file}`),
  };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
