import { randomUUID } from 'node:crypto';
import { readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/** Bump when the file's format or what is kept in it changes: an older file is then never read. */
const CACHE_FILE = 'front-matter-1.json';

/** Another `yaml` may parse the same text otherwise: a file written with another version is not read. */
const YAML_VERSION = (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;

interface CacheFile {
  yaml: string;
  /** YAML text → its front matter as JSON. */
  entries: [string, string][];
}

/**
 * Parsed front matter kept across builds in the site's cache: between two builds few pages change, and parsing
 * their YAML is most of what reading them costs. Keyed by the exact YAML text, so a hit is the parse of that
 * text, whatever file it is in; only successful parses are kept, so a broken front matter is always parsed (and
 * reported) again.
 */
export interface FrontMatterCache {
  /** The front matter parsed from `yaml` by an earlier build, as a fresh object (callers may hold it). */
  get(yaml: string): Record<string, unknown> | undefined;
  /** Remembers a parse, unless JSON would not give it back as it is (a date, `.nan`, `-0`, a set...). */
  set(yaml: string, frontMatter: Record<string, unknown>): void;
  /** Writes back the entries this build used, and only those, if they are not what was read. */
  save(): Promise<void>;
}

/** The cache in `cacheDir`; empty when its file is missing, unreadable, corrupt or of another version. */
export async function openFrontMatterCache(cacheDir: string): Promise<FrontMatterCache> {
  const file = join(cacheDir, CACHE_FILE);
  const stored = await readEntries(file);
  const used = new Map<string, string>();
  return {
    get(yaml) {
      const json = used.get(yaml) ?? stored.get(yaml);
      const frontMatter = json === undefined ? undefined : mappingOf(json);
      if (json !== undefined && frontMatter) used.set(yaml, json);
      return frontMatter;
    },
    set(yaml, frontMatter) {
      const json = jsonOf(frontMatter);
      if (json !== undefined) used.set(yaml, json);
    },
    async save() {
      if (used.size === stored.size && [...used.keys()].every((yaml) => stored.has(yaml))) return;
      const content: CacheFile = { yaml: YAML_VERSION, entries: [...used] };
      // Written beside and renamed into place: a build that reads it meanwhile never sees half of it.
      const partial = `${file}.${randomUUID()}.partial`;
      await mkdir(cacheDir, { recursive: true });
      await writeFile(partial, JSON.stringify(content));
      await rename(partial, file);
    },
  };
}

async function readEntries(file: string): Promise<Map<string, string>> {
  try {
    const content = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheFile> | null;
    if (content?.yaml !== YAML_VERSION || !Array.isArray(content.entries)) return new Map();
    return new Map(content.entries.filter(isEntry));
  } catch {
    return new Map();
  }
}

function isEntry(entry: unknown): entry is [string, string] {
  return Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string';
}

/** The mapping a stored entry holds; none for an entry damaged in the file, which is then parsed again. */
function mappingOf(json: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** `value` as JSON if parsing that JSON gives an equal value back (same types, prototypes and numbers). */
function jsonOf(value: Record<string, unknown>): string | undefined {
  try {
    const json = JSON.stringify(value);
    return isDeepStrictEqual(JSON.parse(json), value) ? json : undefined;
  } catch {
    // A cycle (an alias inside its own anchor).
    return undefined;
  }
}
