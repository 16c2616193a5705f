/**
 * The files of a build, indexed once at start-up. `docgen serve` serves a build that does not change while it
 * runs (its access manifest is read once too), so a request needs no stat or exists call on the disk, and only
 * a regular file found here, under the build directory, can ever be answered: no path trick can name anything
 * else. Symbolic links are not followed (they could point out of the build); dot-names (the server manifest)
 * are left out. The `.br`/`.gz` files the build writes beside a file are that file's encodings, sent under its
 * name and its gate decision, never files of their own (a private file's `x.json.br` would otherwise be
 * governed by the rules of the path `/x.json.br`).
 */
import { readdirSync, type Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import send from '@fastify/send';

export type Coding = 'br' | 'gzip';

/** Precompressed codings by server preference (brotli is smaller), with the suffix the build writes. */
const PRECOMPRESSED: readonly (readonly [Coding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** One representation of a file: the bytes as built, or one of their precompressed encodings. */
export interface Representation {
  /** Where the bytes are on disk. */
  path: string;
  size: number;
  /** Content-Encoding; undefined for the bytes as built. */
  coding?: Coding;
  /** Weak validator from size and modification time, as @fastify/static sent it (caches stay valid). */
  etag: string;
  lastModified: string;
  lastModifiedMs: number;
  /** Makes the bytes when they are not on disk (an encoding made in memory; `path` is then only a name). */
  derive?: () => Promise<Buffer>;
}

export interface BuildFile {
  contentType: string;
  identity: Representation;
  /** Precompressed representations, by server preference. */
  encoded: Representation[];
}

export type BuildIndex = ReadonlyMap<string, BuildFile>;

/** Content type as @fastify/static sent it (same library): UTF-8 text types name their charset. */
function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

async function representation(path: string, coding?: Coding): Promise<Representation> {
  const { size, mtime } = await stat(path);
  const lastModified = mtime.toUTCString();
  return {
    path,
    size,
    coding,
    etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
    lastModified,
    // Compared at the header's one-second precision, as clients send it back.
    lastModifiedMs: Date.parse(lastModified),
  };
}

/** Every file of the build by its path inside the build (`/`-separated), with its representations. */
export async function indexBuild(dir: string): Promise<BuildIndex> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = fileNames(dir, entries);
  const files = await Promise.all(
    [...servedNames(names)].map(async (name): Promise<[string, BuildFile]> => {
      const path = join(dir, name);
      const encoded = await Promise.all(
        PRECOMPRESSED.filter(([, suffix]) => names.has(name + suffix)).map(([coding, suffix]) =>
          representation(path + suffix, coding),
        ),
      );
      return [name, { contentType: contentTypeOf(name), identity: await representation(path), encoded }];
    }),
  );
  return new Map(files);
}

/** The names of the build's files that a server answers under their own path (see `indexBuild`). */
export function servedFileNames(dir: string): Set<string> {
  return servedNames(fileNames(dir, readdirSync(dir, { recursive: true, withFileTypes: true })));
}

/** Regular files, `/`-separated, without dot-names. */
function fileNames(dir: string, entries: readonly Dirent[]): Set<string> {
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((name) => !name.split('/').some((segment) => segment.startsWith('.'))),
  );
}

/** Without the precompressed encodings of other files. */
function servedNames(names: ReadonlySet<string>): Set<string> {
  const isEncodingOfAnother = (name: string) =>
    PRECOMPRESSED.some(([, suffix]) => name.endsWith(suffix) && names.has(name.slice(0, -suffix.length)));
  return new Set([...names].filter((name) => !isEncodingOfAnother(name)));
}
