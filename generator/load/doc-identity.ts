import { posix } from 'node:path';

/**
 * How Docusaurus names a doc from its file: ids, slugs and default sidebar positions. A doc's id is its folder
 * (number prefixes stripped) plus its front matter `id` or file name; its slug is its front matter `slug`
 * (absolute, or relative to its folder) or its id's last part in its folder, or the folder itself for an index.
 */

/** Dates (`2024-01-05-notes`) and versions (`1.2-changes`) keep their leading digits: they are names, not positions. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** `01-intro` → `{ name: 'intro', position: 1 }`; `intro` and `2024-01-05-notes` stay as they are. */
export function parseNumberPrefix(name: string): { name: string; position?: number } {
  if (DATE_OR_VERSION.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match?.[1] && match[2] ? { name: match[2], position: Number(match[1]) } : { name };
}

/** `01-guides/02-setup` → `guides/setup`. */
function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((segment) => parseNumberPrefix(segment).name)
    .join('/');
}

/**
 * An index doc is its folder's page: `index.md`, `README.md`, or a file named like its folder
 * (`guides/guides.md`), compared without case and before number prefixes are stripped.
 */
export function isCategoryIndex(relativeFile: string): boolean {
  const { name, dir } = posix.parse(relativeFile);
  const folder = posix.basename(dir).toLowerCase();
  return ['index', 'readme', folder].includes(name.toLowerCase());
}

interface DocIdentity {
  id: string;
  /** The doc's route inside its version, with a leading slash (`/` for the version's root). */
  slug: string;
  /** The folder of the file inside the version's docs, as written (`.` at the top). */
  dirName: string;
  /** From the file name's number prefix (front matter `sidebar_position` wins over it). */
  numberPrefix?: number;
}

export type IdentityResult = { ok: true; identity: DocIdentity } | { ok: false; message: string };

/**
 * The id and slug of the doc at `relativeFile` (inside its version's docs folder) with the given front matter
 * `id` and `slug`. `parseNumberPrefixes: false` (front matter `parse_number_prefixes`) keeps names as written.
 */
export function docIdentity(
  relativeFile: string,
  frontMatter: { id?: string; slug?: string; parseNumberPrefixes: boolean },
): IdentityResult {
  const { name: fileName, dir } = posix.parse(relativeFile);
  const dirName = dir === '' ? '.' : dir;
  const parse = frontMatter.parseNumberPrefixes;
  const prefixed = parse ? parseNumberPrefix(fileName) : { name: fileName };
  const baseId = frontMatter.id ?? prefixed.name;
  if (baseId.includes('/')) {
    return { ok: false, message: `Front matter id "${baseId}" cannot contain a slash.` };
  }
  const folder = dirName === '.' ? '' : parse ? stripNumberPrefixes(dirName) : dirName;
  const id = folder ? `${folder}/${baseId}` : baseId;
  const folderSlug = folder ? `/${folder}/` : '/';
  let slug: string;
  if (frontMatter.slug?.startsWith('/')) slug = frontMatter.slug;
  else if (frontMatter.slug === undefined && isCategoryIndex(relativeFile)) slug = folderSlug;
  else slug = posix.resolve(folderSlug, frontMatter.slug ?? baseId);
  return {
    ok: true,
    identity: {
      id,
      slug,
      dirName,
      ...(prefixed.position !== undefined ? { numberPrefix: prefixed.position } : {}),
    },
  };
}
