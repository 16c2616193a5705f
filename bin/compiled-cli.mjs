// The CLI compiled from its TypeScript sources into JavaScript, cached until a source changes. Plain JavaScript:
// it runs before any TypeScript loader, and exists so that none is needed. Through the loader every command paid
// about 0.6 s to start (it resolves and compiles each of the CLI's modules through a loader thread).
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { COMPILE_CACHE, DOCGEN_ROOT, compileToCache, reportFallback } from './compile-cache.mjs';

/** Every folder of docgen's own sources (client/ too: nothing the CLI imports may, but an edit there costs little). */
const SOURCE_DIRS = ['bin', 'client', 'core', 'generator', 'server', 'theme'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|json|html|css)$/;

/**
 * The compiled CLI's entry, as a URL to import, or undefined when it cannot be compiled (the caller then runs
 * the TypeScript sources through the loader, and the reason is printed). The cache is keyed by docgen's folder
 * and its sources' paths, sizes and modification times: reading those takes milliseconds where compiling takes
 * a tenth of a second. One chunk per lazily loaded command, so each command loads only its packages.
 */
export async function compiledCli(cacheDir = COMPILE_CACHE) {
  try {
    const entry = join(DOCGEN_ROOT, 'bin', 'docgen.ts');
    const url = await compileToCache({ entry, name: 'cli', cacheDir, key: fingerprint(), splitting: true });
    return url.href;
  } catch (error) {
    reportFallback(error);
    return undefined;
  }
}

function fingerprint() {
  const hash = createHash('sha256');
  hash.update(`${process.version}\0${DOCGEN_ROOT}\0`);
  for (const name of SOURCE_DIRS) {
    const files = readdirSync(join(DOCGEN_ROOT, name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => SOURCE_FILE.test(f)).sort()) {
      const { size, mtimeMs } = statSync(join(DOCGEN_ROOT, name, file));
      hash.update(`${name}/${file}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}
