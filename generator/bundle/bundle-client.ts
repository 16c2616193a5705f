import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, linkSync, readdirSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import { sourcesKey } from '../../bin/compile-cache.mjs';
import { DOCGEN_CACHE } from '../../node/docgen-dirs.ts';
import { compiledModule } from '../../node/compile/compiled-module.ts';
import { CLIENT_ENTRY as ENTRY } from './client-entry.ts';
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

export interface BundleResult {
  assets: ClientAssets;
  /** True when the bundle came from the cache (nothing in client/, theme/ or core/ changed). */
  cached: boolean;
}

/** The client bundle in docgen's cache: its folder, and what pages link to. */
export interface CachedBundle extends BundleResult {
  dir: string;
}

/**
 * The bundle stage: Vite builds `client/` once into hashed assets (markdown never goes through Vite). The bundle does not
 * depend on the site, so it is cached by a hash of its sources and reused until they change.
 */
export async function bundleClient(params: { outDir: string; cacheDir: string }): Promise<BundleResult> {
  const bundle = await cachedBundle(params.cacheDir);
  placeBundle(bundle, params.outDir);
  return bundle;
}

/** The bundle from docgen's cache, built there first if it is not. */
export async function cachedBundle(cacheDir: string): Promise<CachedBundle> {
  const key = await sourcesHash(KEY_DIRS);
  const dir = join(cacheDir, `client-${key}`);
  const hit = await exists(join(dir, '.vite', 'manifest.json'));
  if (!hit) {
    await rm(dir, { recursive: true, force: true });
    await viteBuild(dir);
    await precompress(join(dir, 'assets'));
  }
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { dir, assets: assetsFromManifest(manifest), cached: hit };
}

/**
 * The bundle's files into an output: hard links (the cache's files never change under their hashed names), or
 * copies where the output is on another file system than the cache. Synchronous: a few hundred small files.
 */
export function placeBundle(bundle: CachedBundle, outDir: string): void {
  const from = join(bundle.dir, 'assets');
  const placeFile = filePlacer(join(outDir, 'assets'));
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
async function viteBuild(outDir: string): Promise<void> {
  const module = await compiledModule(VITE_BUILD, DOCGEN_CACHE, sourcesKey());
  // Where the module cannot be compiled it runs as TypeScript, through the loader docgen ships with.
  const loader = module.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
  const child = spawn(process.execPath, [...loader, fileURLToPath(module), outDir], {
    // Vite picks React's JSX runtime and its own production switches from NODE_ENV, which a test runner or an
    // operator's shell may have set to anything: the client is always built for production.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`Building the client bundle failed (exit code ${code}); Vite's output is above.`);
}

function assetsFromManifest(manifest: Manifest): ClientAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The client bundle has no entry for ${ENTRY}.`);
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
