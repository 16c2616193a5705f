import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCGEN_ROOT } from '../docgen-dirs.ts';
import { listFiles } from '../load/walk.ts';

/**
 * A short hash of docgen's source folders (and the locked dependency versions): what a cached bundle or a
 * reused page was made from. Any edit to them, or an upgrade, gives a new hash.
 */
export async function sourcesHash(dirs: readonly string[], extra: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of await listFiles(join(DOCGEN_ROOT, dir), '**/*.{ts,tsx,css,mjs}')) {
      hash.update(`${dir}/${file}\0`).update(await readFile(join(DOCGEN_ROOT, dir, file)));
    }
  }
  hash.update(await readFile(join(DOCGEN_ROOT, 'package-lock.json')));
  for (const text of extra) hash.update(`\0${text}`);
  return hash.digest('hex').slice(0, 16);
}
