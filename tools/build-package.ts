/**
 * What `npm pack` ships (run as `prepack`, which npm also runs for an install from git): docgen compiled into
 * `dist/`, so that an installed docgen compiles none of its own code when it runs.
 * - the CLI and the modules of its worker threads, with source maps that carry their sources;
 * - the client bundles, with and without sign-in (`dist/client/`, `dist/client-public/`), built by Vite as a
 *   build in the repository builds them;
 * - `docgen`'s export, `defineConfig`, and the configuration's types: the TypeScript sources themselves, as
 *   declarations emitted from the zod schema would lose the JSDoc that editors show on hover.
 * See docs/decisions/compiled-cli.md.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { DOCGEN_ROOT, PACKAGE_DIST, compilePackage } from '../node/compile-cache.mjs';
import { cachedBundle, packagedBundle } from '../generator/bundle/bundle-client.ts';
import { CLIENT_ENTRIES } from '../generator/bundle/client-entry.ts';
import { sourcesHash } from '../generator/bundle/sources-hash.ts';
import { DOCGEN_CACHE } from '../node/docgen-dirs.ts';

/** Every module docgen starts: the CLI, its threads, and the package's export. */
const ENTRIES = [
  'bin/docgen.ts',
  'core/index.ts',
  'generator/build-worker.ts',
  'generator/check/check-server-worker.ts',
  'generator/dev/builder-thread-entry.ts',
];
const SOURCE_DIRS = ['bin', 'client', 'core', 'generator', 'node', 'server', 'theme'];
/** The module whose types `docgen` exports (`types` in package.json). */
const TYPES_ENTRY = 'core/index.ts';
const TYPES_DIR = join(PACKAGE_DIST, 'types');

/** A relative import of a TypeScript module: `from './config/schema.ts'`. */
const RELATIVE_IMPORT = /(from\s+')(\.{1,2}\/[^']+)\.ts'/g;

/**
 * `entry` and every module it imports, copied under `TYPES_DIR` with their imports naming `.js` files (what a
 * site's TypeScript settings accept; it resolves them to the `.ts` beside).
 */
async function copyTypes(entry: string, copied = new Set<string>()): Promise<void> {
  if (copied.has(entry)) return;
  copied.add(entry);
  const source = await readFile(join(DOCGEN_ROOT, entry), 'utf8');
  const target = join(TYPES_DIR, entry);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, source.replace(RELATIVE_IMPORT, "$1$2.js'"));
  for (const [, , specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const imported = relative(DOCGEN_ROOT, join(DOCGEN_ROOT, dirname(entry), `${specifier}.ts`));
    await copyTypes(imported, copied);
  }
}

await rm(PACKAGE_DIST, { recursive: true, force: true });
await mkdir(PACKAGE_DIST);
await compilePackage({ entries: ENTRIES, sourcesHash: await sourcesHash(SOURCE_DIRS) });
for (const entry of Object.values(CLIENT_ENTRIES)) {
  const bundle = await cachedBundle(DOCGEN_CACHE, entry);
  await cp(bundle.dir, packagedBundle(entry), { recursive: true });
}
await copyTypes(TYPES_ENTRY);
