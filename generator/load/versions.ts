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
  /** Unique in the site: its versions file's name, or `current`, after its instance's `namePrefix`. */
  name: string;
  /** The id of the docs instance it belongs to. */
  instance: string;
  label: string;
  /** Whether its docs show the "Version: <label>" badge; absent: when its instance builds more than one version. */
  badge?: boolean;
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

type VersionChoice = Pick<
  SiteConfig['docs'],
  'includeCurrentVersion' | 'lastVersion' | 'onlyIncludeVersions' | 'versions'
>;

/**
 * Where a docs instance's files are, as Docusaurus names them after the docs plugin's id: the main docs'
 * `content/docs/`, `versions.json`, `content/versioned_docs/`; another instance's `<id>_versions.json`, ….
 */
export interface DocsInstanceFiles {
  /** Its unreleased docs folder, relative to the site root. */
  dir: string;
  versionsFile: string;
  versionedDocsDir: string;
  versionedSidebarsDir: string;
  /** The unreleased docs' sidebars file name, without its extension, in `content/`. */
  sidebarsName: string;
  /** Prefixes its version names, unique in the site (`community/current`); empty for the main docs. */
  namePrefix: string;
}

/** The main docs' files, whatever the `docs` key says. */
export const MAIN_DOCS_FILES: DocsInstanceFiles = {
  dir: 'content/docs',
  versionsFile: VERSIONS_FILE,
  versionedDocsDir: 'content/versioned_docs',
  versionedSidebarsDir: 'content/versioned_sidebars',
  sidebarsName: 'sidebars',
  namePrefix: '',
};

/** A docs instance of `docs.instances`' files, named after its id. */
export function instanceFiles(instance: { id: string; path?: string | undefined }): DocsInstanceFiles {
  return {
    dir: `content/${instance.path ?? instance.id}`,
    versionsFile: `${instance.id}_versions.json`,
    versionedDocsDir: `content/${instance.id}_versioned_docs`,
    versionedSidebarsDir: `content/${instance.id}_versioned_sidebars`,
    sidebarsName: `${instance.id}_sidebars`,
    namePrefix: `${instance.id}/`,
  };
}

interface DocsInstance extends VersionChoice, DocsInstanceFiles {
  /** The docs plugin's id. */
  id: string;
  routeBasePath: string;
  /** Its key in `site.config.ts`, for messages. */
  configKey: string;
}

/** The main docs (`content/docs/`), as the `docs` key configures them. */
function mainDocsInstance(docs: SiteConfig['docs']): DocsInstance {
  return {
    ...MAIN_DOCS_FILES,
    id: docs.pluginId,
    routeBasePath: docs.routeBasePath,
    configKey: 'docs',
    includeCurrentVersion: docs.includeCurrentVersion,
    lastVersion: docs.lastVersion,
    onlyIncludeVersions: docs.onlyIncludeVersions,
    versions: docs.versions,
  };
}

/** Every docs instance of the site: the main docs, then `docs.instances` in their order. */
function docsInstances(docs: SiteConfig['docs']): DocsInstance[] {
  return [
    mainDocsInstance(docs),
    ...docs.instances.map((instance, index): DocsInstance => ({
      ...instance,
      ...instanceFiles(instance),
      routeBasePath: instance.routeBasePath ?? instance.id,
      configKey: `docs.instances[${index}]`,
    })),
  ];
}

/** The versions of every docs instance, main docs first; an instance id used twice is an error. */
export async function planSiteVersions(root: string, docs: SiteConfig['docs']): Promise<VersionsPlan> {
  const instances = docsInstances(docs);
  const ids = instances.map((instance) => instance.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined)
    return {
      versions: [],
      diagnostics: [
        versionsError(
          'site.config.ts',
          `Two docs instances have the id "${twice}" (\`docs.pluginId\` and \`docs.instances[].id\` must differ).`,
        ),
      ],
    };
  const plans = await Promise.all(instances.map((instance) => planInstanceVersions(root, instance)));
  return {
    versions: plans.flatMap((plan) => plan.versions),
    diagnostics: plans.flatMap((plan) => plan.diagnostics),
  };
}

/** The main docs' versions (see {@link planInstanceVersions}). */
export async function planVersions(root: string, docs: SiteConfig['docs']): Promise<VersionsPlan> {
  return planInstanceVersions(root, mainDocsInstance(docs));
}

/**
 * The versions a docs instance builds, by Docusaurus' rules: those of its versions file (newest first), its
 * unreleased folder as `current` before them when included, filtered by `onlyIncludeVersions`; the last version
 * (served at the instance's root) is `lastVersion`, else the newest released one, else `current`.
 */
async function planInstanceVersions(root: string, instance: DocsInstance): Promise<VersionsPlan> {
  const released = await readVersionNames(root, instance.versionsFile);
  if (!released.ok) return { versions: [], diagnostics: [released.diagnostic] };
  const includeCurrent = instance.includeCurrentVersion ?? released.names.length === 0;
  const all =
    includeCurrent && !released.names.includes(CURRENT_VERSION)
      ? [CURRENT_VERSION, ...released.names]
      : released.names;
  const optionProblem = versionOptionsProblem(all, instance);
  if (optionProblem)
    return { versions: [], diagnostics: [versionsError(optionProblem.file, optionProblem.message)] };
  const names = instance.onlyIncludeVersions
    ? all.filter((name) => instance.onlyIncludeVersions?.includes(name))
    : all;
  const last = instance.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  const versions = await Promise.all(
    names.map(async (name, index): Promise<PlannedVersion> => {
      const current = name === CURRENT_VERSION;
      const pathPart = name === last ? '' : current ? 'next' : name;
      const sidebars = current ? await findSidebarsFile(contentDir(root), instance.sidebarsName) : undefined;
      const settings = instance.versions?.[name] ?? {};
      const banner =
        settings.banner ??
        (name === last ? null : index < names.indexOf(last) ? 'unreleased' : 'unmaintained');
      return {
        name: instance.namePrefix + name,
        instance: instance.id,
        label: settings.label ?? (current ? 'Next' : name),
        ...(settings.badge === undefined ? {} : { badge: settings.badge }),
        isLast: name === last,
        path: joinRoute('/', instance.routeBasePath, pathPart),
        banner: banner === 'none' ? null : banner,
        dir: current ? instance.dir : `${instance.versionedDocsDir}/version-${name}`,
        sidebarFile: current
          ? `content/${sidebars ?? `${instance.sidebarsName}.json`}`
          : `${instance.versionedSidebarsDir}/version-${name}-sidebars.json`,
      };
    }),
  );
  return { versions, diagnostics: await missingFolders(root, instance, versions) };
}

type VersionNames = { ok: true; names: string[] } | { ok: false; diagnostic: Diagnostic };

/** `versions.json`'s names, newest first; none when the site has no such file (an unversioned site). */
export async function readVersionNames(root: string, file = VERSIONS_FILE): Promise<VersionNames> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, names: [] };
    return {
      ok: false,
      diagnostic: versionsError(file, `Cannot read ${file}: ${(error as Error).message}`),
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      diagnostic: versionsError(file, `${file} is not valid JSON: ${(error as Error).message}`),
    };
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    return {
      ok: false,
      diagnostic: versionsError(file, `${file} must be a JSON array of version names.`),
    };
  }
  for (const name of parsed as string[]) {
    const problem = versionNameProblem(name);
    if (problem)
      return {
        ok: false,
        diagnostic: versionsError(file, `Invalid version name "${name}": it ${problem}.`),
      };
  }
  return { ok: true, names: parsed as string[] };
}

/** What Docusaurus refuses in `lastVersion` and `onlyIncludeVersions`, with the names there are. */
function versionOptionsProblem(
  available: readonly string[],
  instance: DocsInstance,
): { file: string; message: string } | undefined {
  const known = `Available version names are: ${available.join(', ') || 'none'}.`;
  const key = instance.configKey;
  if (available.length === 0)
    return {
      file: instance.versionsFile,
      message: `The site has no docs version to build: ${instance.versionsFile} lists none, and \`${key}.includeCurrentVersion\` is false.`,
    };
  const config = 'site.config.ts';
  if (instance.lastVersion !== undefined && !available.includes(instance.lastVersion))
    return {
      file: config,
      message: `${key}.lastVersion "${instance.lastVersion}" is no version of the site. ${known}`,
    };
  const unknown = (instance.onlyIncludeVersions ?? []).filter((name) => !available.includes(name));
  if (unknown.length > 0)
    return {
      file: config,
      message: `${key}.onlyIncludeVersions names unknown versions (${unknown.join(', ')}). ${known}`,
    };
  if (
    instance.onlyIncludeVersions &&
    instance.lastVersion !== undefined &&
    !instance.onlyIncludeVersions.includes(instance.lastVersion)
  )
    return { file: config, message: `${key}.lastVersion must be one of ${key}.onlyIncludeVersions.` };
  return undefined;
}

async function missingFolders(
  root: string,
  instance: DocsInstance,
  versions: readonly PlannedVersion[],
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const version of versions) {
    if (await isDirectory(join(root, version.dir))) continue;
    const current = version.dir === instance.dir;
    const name = version.name.slice(instance.namePrefix.length);
    const file = instance.versionsFile;
    diagnostics.push({
      code: 'version-folder-missing',
      severity: 'error',
      file: current ? 'site.config.ts' : file,
      message: current
        ? `The site builds ${instance.dir}/ (the current version), which does not exist.`
        : `${file} names version "${name}" but ${version.dir} does not exist.`,
      hint: current
        ? `Create ${instance.dir}/, or set \`${instance.configKey}.includeCurrentVersion: false\`.`
        : `Create it with \`docgen version ${name}${instance.namePrefix && ` --instance ${instance.id}`}\`, or remove "${name}" from ${file}.`,
    });
  }
  return diagnostics;
}

function versionsError(file: string, message: string): Diagnostic {
  return { code: 'versions-invalid', severity: 'error', file, message };
}
