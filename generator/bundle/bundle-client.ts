import { cp, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import { DOCGEN_ROOT } from '../docgen-dirs.ts';
import { chunkSizeWarning } from './chunk-size-warning.ts';
import { sourcesHash } from './sources-hash.ts';
import { precompress } from './precompress.ts';
import type { ClientAssets } from '../render/html-shell.ts';

const ENTRY = 'client/entry.tsx';
/** Loaded by the entry (client/page-views.ts) for pages of those kinds; their HTML preloads it. */
const OTHER_PAGE_VIEWS = 'theme/layout/other-page-views.ts';
const BUNDLED_DIRS = ['client', 'theme', 'core'];

export interface BundleResult {
  assets: ClientAssets;
  /** True when the bundle came from the cache (nothing in client/, theme/ or core/ changed). */
  cached: boolean;
}

/**
 * The bundle stage: Vite builds `client/` once into hashed assets (markdown never goes through Vite). The bundle does not
 * depend on the site, so it is cached by a hash of its sources and reused until they change.
 */
export async function bundleClient(params: { outDir: string; cacheDir: string }): Promise<BundleResult> {
  // How the bundle is built is part of what it is.
  const key = await sourcesHash(BUNDLED_DIRS, [await readFile(fileURLToPath(import.meta.url), 'utf8')]);
  const cached = join(params.cacheDir, `client-${key}`);
  const hit = await exists(join(cached, '.vite', 'manifest.json'));
  if (!hit) {
    await rm(cached, { recursive: true, force: true });
    await viteBuild(cached);
    await precompress(join(cached, 'assets'));
  }
  await mkdir(params.outDir, { recursive: true });
  await cp(join(cached, 'assets'), join(params.outDir, 'assets'), { recursive: true });
  const manifest = JSON.parse(await readFile(join(cached, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { assets: assetsFromManifest(manifest), cached: hit };
}

async function viteBuild(outDir: string): Promise<void> {
  // Vite picks React's JSX runtime and its own production switches from NODE_ENV, which a test runner or an
  // operator's shell may have set to anything: the client is always built for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuildForProduction(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function viteBuildForProduction(outDir: string): Promise<void> {
  // Loaded only on a cache miss: Vite takes a tenth of a second to load, on every build otherwise.
  const { build } = await import('vite');
  await build({
    root: DOCGEN_ROOT,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [chunkSizeWarning()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      assetsDir: 'assets',
      rollupOptions: { input: join(DOCGEN_ROOT, ENTRY) },
      // Vite's check would count mermaid's chunks too: chunkSizeWarning() checks the others instead.
      chunkSizeWarningLimit: Infinity,
    },
  });
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
