import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../core/config/schema.ts';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { joinRoute } from '../../core/routes/paths.ts';
import type { VersionBanner } from '../../core/site/model.ts';
import { findSidebarsFile } from './sidebars-module.ts';
import { contentDir, isDirectory } from './walk.ts';

/** The name of the unreleased docs (`content/docs/`), as Docusaurus names it. */
export const CURRENT_VERSION = 'current';
const VERSIONS_FILE = 'versions.json';

/** Why a version name is refused, as Docusaurus refuses it (it names a folder and a route); undefined if valid. */
export function versionNameProblem(name: string): string | undefined {
  if (!name.trim()) return 'must contain at least one non-whitespace character';
  if (/[/\\]/.test(name)) return 'must not include a slash (/) or backslash (\\)';
  if (name.length > 32) return 'cannot be longer than 32 characters';
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[<>:"|?*\x00-\x1F]/.test(name)) return 'must be a valid file name';
  if (/^\.\.?$/.test(name)) return 'must not be "." or ".."';
  return undefined;
}

/** One version the site builds: where its docs and sidebars are, and where it is served. */
export interface PlannedVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Route prefix: the docs' base for the last version, `<base>/<name>` (`<base>/next` for current) for others. */
  path: string;
  banner: VersionBanner;
  /** Docs directory and sidebars file, relative to the site root. */
  dir: string;
  sidebarFile: string;
}

export interface VersionsPlan {
  versions: PlannedVersion[];
  diagnostics: Diagnostic[];
}

/**
 * The versions the site builds, by Docusaurus' rules: those of `versions.json` (newest first), `content/docs/`
 * as `current` before them when included, filtered by `onlyIncludeVersions`; the last version (served at the
 * docs' root) is `lastVersion`, else the newest released one, else `current`.
 */
export async function planVersions(root: string, docs: SiteConfig['docs']): Promise<VersionsPlan> {
  const released = await readVersionNames(root);
  if (!released.ok) return { versions: [], diagnostics: [released.diagnostic] };
  const includeCurrent = docs.includeCurrentVersion ?? released.names.length === 0;
  const all =
    includeCurrent && !released.names.includes(CURRENT_VERSION)
      ? [CURRENT_VERSION, ...released.names]
      : released.names;
  const optionProblem = versionOptionsProblem(all, docs);
  if (optionProblem)
    return { versions: [], diagnostics: [versionsError(optionProblem.file, optionProblem.message)] };
  const names = docs.onlyIncludeVersions
    ? all.filter((name) => docs.onlyIncludeVersions?.includes(name))
    : all;
  const last = docs.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions = await Promise.all(
    names.map(async (name, index): Promise<PlannedVersion> => {
      const current = name === CURRENT_VERSION;
      const pathPart = name === last ? '' : current ? 'next' : name;
      const sidebars = current ? await findSidebarsFile(contentDir(root)) : undefined;
      return {
        name,
        label: current ? 'Next' : name,
        isLast: name === last,
        path: joinRoute('/', docs.routeBasePath, pathPart),
        banner: name === last ? null : index < names.indexOf(last) ? 'unreleased' : 'unmaintained',
        dir: current ? 'content/docs' : `content/versioned_docs/version-${name}`,
        sidebarFile: current
          ? `content/${sidebars ?? 'sidebars.json'}`
          : `content/versioned_sidebars/version-${name}-sidebars.json`,
      };
    }),
  );
  return { versions, diagnostics: await missingFolders(root, versions) };
}

type VersionNames = { ok: true; names: string[] } | { ok: false; diagnostic: Diagnostic };

/** `versions.json`'s names, newest first; none when the site has no such file (an unversioned site). */
export async function readVersionNames(root: string): Promise<VersionNames> {
  let text: string;
  try {
    text = await readFile(join(root, VERSIONS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, names: [] };
    return {
      ok: false,
      diagnostic: versionsError(VERSIONS_FILE, `Cannot read versions.json: ${(error as Error).message}`),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      diagnostic: versionsError(
        VERSIONS_FILE,
        `versions.json is not valid JSON: ${(error as Error).message}`,
      ),
    };
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    return {
      ok: false,
      diagnostic: versionsError(VERSIONS_FILE, 'versions.json must be a JSON array of version names.'),
    };
  }
  for (const name of parsed as string[]) {
    const problem = versionNameProblem(name);
    if (problem)
      return {
        ok: false,
        diagnostic: versionsError(VERSIONS_FILE, `Invalid version name "${name}": it ${problem}.`),
      };
  }
  return { ok: true, names: parsed as string[] };
}

/** What Docusaurus refuses in `lastVersion` and `onlyIncludeVersions`, with the names there are. */
function versionOptionsProblem(
  available: readonly string[],
  docs: SiteConfig['docs'],
): { file: string; message: string } | undefined {
  const known = `Available version names are: ${available.join(', ') || 'none'}.`;
  if (available.length === 0)
    return {
      file: VERSIONS_FILE,
      message:
        'The site has no docs version to build: versions.json lists none, and `docs.includeCurrentVersion` is false.',
    };
  const config = 'site.config.ts';
  if (docs.lastVersion !== undefined && !available.includes(docs.lastVersion))
    return {
      file: config,
      message: `docs.lastVersion "${docs.lastVersion}" is no version of the site. ${known}`,
    };
  const unknown = (docs.onlyIncludeVersions ?? []).filter((name) => !available.includes(name));
  if (unknown.length > 0)
    return {
      file: config,
      message: `docs.onlyIncludeVersions names unknown versions (${unknown.join(', ')}). ${known}`,
    };
  if (
    docs.onlyIncludeVersions &&
    docs.lastVersion !== undefined &&
    !docs.onlyIncludeVersions.includes(docs.lastVersion)
  )
    return { file: config, message: 'docs.lastVersion must be one of docs.onlyIncludeVersions.' };
  return undefined;
}

async function missingFolders(root: string, versions: readonly PlannedVersion[]): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const version of versions) {
    if (await isDirectory(join(root, version.dir))) continue;
    const current = version.name === CURRENT_VERSION;
    diagnostics.push({
      code: 'version-folder-missing',
      severity: 'error',
      file: current ? 'site.config.ts' : VERSIONS_FILE,
      message: current
        ? `The site builds content/docs/ (the current version), which does not exist.`
        : `versions.json names version "${version.name}" but ${version.dir} does not exist.`,
      hint: current
        ? 'Create content/docs/, or set `docs.includeCurrentVersion: false`.'
        : `Create it with \`docgen version ${version.name}\`, or remove "${version.name}" from versions.json.`,
    });
  }
  return diagnostics;
}

function versionsError(file: string, message: string): Diagnostic {
  return { code: 'versions-invalid', severity: 'error', file, message };
}
