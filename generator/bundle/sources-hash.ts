import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sourcesKey } from '../../bin/compile-cache.mjs';
import { DOCGEN_CACHE, DOCGEN_ROOT } from '../../node/docgen-dirs.ts';
import { listFiles } from '../load/walk.ts';

const LOCK_FILE = join(DOCGEN_ROOT, 'package-lock.json');

/**
 * A short hash of docgen's source folders (and the locked dependency versions): what a cached bundle or a
 * reused page was made from. Any edit to them, or an upgrade, gives a new hash.
 *
 * Each folder set's hash of contents is kept under `sourcesKey` and the lock file's size and time (what the
 * compiled CLI is keyed by, known when docgen starts): while those stay the same, so do the contents, and a build
 * reads none of the files again.
 */
export async function sourcesHash(dirs: readonly string[], extra: readonly string[] = []): Promise<string> {
  const hash = createHash('sha256').update(await contentsHash(dirs));
  for (const text of extra) hash.update(`\0${text}`);
  return hash.digest('hex').slice(0, 16);
}

const known = new Map<string, Promise<string>>();

function contentsHash(dirs: readonly string[]): Promise<string> {
  const name = dirs.join('\0');
  let hash = known.get(name);
  if (!hash) {
    hash = keptContentsHash(name, dirs);
    known.set(name, hash);
  }
  return hash;
}

async function keptContentsHash(name: string, dirs: readonly string[]): Promise<string> {
  const { size, mtimeMs } = statSync(LOCK_FILE);
  const dir = join(DOCGEN_CACHE, 'sources-hash');
  const file = join(dir, `${sourcesKey()}-${size}-${mtimeMs}.json`);
  const kept = readKept(file);
  const hit = kept[name];
  if (hit) return hit;
  const hash = await readContentsHash(dirs);
  try {
    mkdirSync(dir, { recursive: true });
    for (const stale of readdirSync(dir))
      if (join(dir, stale) !== file) rmSync(join(dir, stale), { force: true });
    writeFileSync(file, JSON.stringify({ ...readKept(file), [name]: hash }));
  } catch {
    // Not kept (a read-only install): the next build reads the files again.
  }
  return hash;
}

function readKept(file: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

async function readContentsHash(dirs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of await listFiles(join(DOCGEN_ROOT, dir), '**/*.{ts,tsx,css,mjs}')) {
      hash.update(`${dir}/${file}\0`).update(await readFile(join(DOCGEN_ROOT, dir, file)));
    }
  }
  hash.update(await readFile(LOCK_FILE));
  return hash.digest('hex');
}
