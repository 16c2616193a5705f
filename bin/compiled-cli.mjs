// The CLI compiled from its TypeScript sources into JavaScript, cached until a source changes. Plain JavaScript:
// it runs before any TypeScript loader, and exists so that none is needed. Through the loader every command paid
// about 0.6 s to start (it resolves and compiles each of the CLI's modules through a loader thread).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = join(ROOT, 'bin', 'docgen.ts');
const CACHE = join(ROOT, 'node_modules', '.cache', 'docgen');
/** Every folder of docgen's own sources (client/ too: nothing the CLI imports may, but an edit there costs little). */
const SOURCE_DIRS = ['bin', 'client', 'core', 'generator', 'server', 'theme'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|json|html|css)$/;

/**
 * The compiled CLI's entry, as a URL to import, or undefined when it cannot be compiled (the caller then runs
 * the TypeScript sources through the loader). The cache is named by the sources' paths, sizes and modification
 * times: reading those takes milliseconds where compiling takes a tenth of a second.
 */
export async function compiledCli() {
  try {
    const dir = join(CACHE, `cli-${fingerprint()}`);
    if (!existsSync(join(dir, 'docgen.js'))) await compile(dir);
    return pathToFileURL(join(dir, 'docgen.js')).href;
  } catch {
    return undefined;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  hash.update(process.version);
  for (const name of SOURCE_DIRS) {
    const files = readdirSync(join(ROOT, name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => SOURCE_FILE.test(f)).sort()) {
      const { size, mtimeMs } = statSync(join(ROOT, name, file));
      hash.update(`${name}/${file}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Bundles the CLI's own modules (packages stay imports), one chunk per lazily loaded command so each command
 * loads only its packages. Written beside `dir` and renamed into place: concurrent starts never see half a
 * compile, and the first to finish wins.
 */
async function compile(dir) {
  const { build } = await import('esbuild');
  const partial = `${dir}.${process.pid}-${randomBytes(4).toString('hex')}`;
  await build({
    entryPoints: [ENTRY],
    outdir: partial,
    bundle: true,
    splitting: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [sourceLocations],
  });
  try {
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(join(dir, 'docgen.js'))) throw error;
  }
}

/**
 * Modules find files beside themselves through `import.meta.url` (worker entries, templates, docgen's root):
 * each keeps its source file's URL rather than the bundle's.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};
