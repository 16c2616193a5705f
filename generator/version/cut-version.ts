import { copyFile, cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { evaluateSidebarsModule, findSidebarsFile } from '../load/sidebars-module.ts';
import {
  CURRENT_VERSION,
  instanceFiles,
  MAIN_DOCS_FILES,
  readVersionNames,
  versionNameProblem,
  type DocsInstanceFiles,
} from '../load/versions.ts';
import { CONFIG_FILE, loadSiteConfig } from '../../node/config/load-site-config.ts';
import { isDirectory, isFile } from '../load/walk.ts';
import { docsLabelsFile, I18N_DIR, translatedDocsDir } from '../i18n/i18n-layout.ts';

/**
 * `docgen version X`: copies a docs instance's unreleased folder (`content/docs`, or `instance`'s, as Docusaurus'
 * `docs:version:<pluginId>`) and its sidebars (when there are some) into the instance's versioned folders, and
 * each locale's translations of them (`content/i18n/<locale>/…/current`) into its `version-X`, and prepends X to
 * the instance's versions file, so the next build serves X as its latest version.
 */
export async function cutVersion(params: {
  root: string;
  name: string;
  instance?: string;
}): Promise<DocsInstanceFiles> {
  const { root, name } = params;
  refuseInvalidName(name);
  const files =
    params.instance === undefined ? MAIN_DOCS_FILES : await namedInstanceFiles(root, params.instance);
  const read = await readVersionNames(root, files.versionsFile);
  if (!read.ok) throw new DiagnosticsError([read.diagnostic]);
  const versions = read.names;
  const target = join(root, files.versionedDocsDir, `version-${name}`);
  if (versions.includes(name) || (await isDirectory(target))) {
    throw new DiagnosticsError([
      {
        code: 'version-exists',
        severity: 'error',
        file: files.versionsFile,
        message: `Version ${name} already exists.`,
        hint: 'Pick a new version name.',
      },
    ]);
  }
  await stat(join(root, files.dir));
  const sidebars = await unreleasedSidebars(root, files.sidebarsName);
  await cp(join(root, files.dir), target, { recursive: true, errorOnExist: true });
  // Without a sidebars file the version gets Docusaurus' default: one sidebar made from its folder.
  if (sidebars !== undefined) {
    const versioned = join(root, files.versionedSidebarsDir);
    await mkdir(versioned, { recursive: true });
    await writeFile(join(versioned, `version-${name}-sidebars.json`), sidebars);
  }
  await snapshotTranslations(root, files.namePrefix, name);
  await writeFile(join(root, files.versionsFile), `${JSON.stringify([name, ...versions], null, 2)}\n`);
  return files;
}

/** Stops the command on a name Docusaurus refuses (it names a folder and a route), or `current`. */
function refuseInvalidName(name: string): void {
  const problem =
    name === CURRENT_VERSION ? 'names the unreleased docs themselves' : versionNameProblem(name);
  if (problem)
    throw new DiagnosticsError([
      {
        code: 'version-name-invalid',
        severity: 'error',
        message: `"${name}" is not a valid version name: it ${problem}.`,
        hint: 'Use a name such as 1.0.3, 2.0.0-beta.1 or 5.x.',
      },
    ]);
}

/**
 * The files of the docs instance `id` names, from `site.config.ts`: one of `docs.instances`, or the main docs by
 * their `docs.pluginId`. Any other id stops the command, naming the ids there are.
 */
async function namedInstanceFiles(root: string, id: string): Promise<DocsInstanceFiles> {
  const loaded = await loadSiteConfig(root);
  if (!loaded.ok) throw new DiagnosticsError(loaded.diagnostics);
  const { docs } = loaded.config;
  if (id === docs.pluginId) return MAIN_DOCS_FILES;
  const instance = docs.instances.find((candidate) => candidate.id === id);
  if (instance) return instanceFiles(instance);
  const ids = [docs.pluginId, ...docs.instances.map((candidate) => candidate.id)];
  throw new DiagnosticsError([
    {
      code: 'docs-instance-unknown',
      severity: 'error',
      file: CONFIG_FILE,
      message: `The site has no docs instance "${id}". Its docs instances are: ${ids.join(', ')}.`,
      hint: 'Name one of them, or leave out --instance to version the main docs (content/docs).',
    },
  ]);
}

/**
 * Each locale's translated unreleased docs and their labels become the version's, as Docusaurus' `docs:version`
 * does (in `docusaurus-plugin-content-docs-<id>/` for another instance: `namePrefix` is `<id>/`).
 */
async function snapshotTranslations(root: string, namePrefix: string, name: string): Promise<void> {
  const locales = await readdir(join(root, I18N_DIR)).catch(() => []);
  const [current, version] = [namePrefix + CURRENT_VERSION, namePrefix + name];
  for (const locale of locales) {
    const docs = join(root, translatedDocsDir(locale, current));
    if (await isDirectory(docs))
      await cp(docs, join(root, translatedDocsDir(locale, version)), { recursive: true, errorOnExist: true });
    const labels = join(root, docsLabelsFile(locale, current));
    if (await isFile(labels)) await copyFile(labels, join(root, docsLabelsFile(locale, version)));
  }
}

/**
 * The text of the version's sidebars file: `content/sidebars.json` as it is, or the JSON of what
 * `content/sidebars.js` / `.ts` makes (as Docusaurus' `docs:version` writes it). A module that cannot be
 * evaluated stops the command before anything is written.
 */
async function unreleasedSidebars(root: string, sidebarsName: string): Promise<string | undefined> {
  const dir = join(root, 'content');
  const file = await findSidebarsFile(dir, sidebarsName);
  if (file === undefined) return undefined;
  if (file.endsWith('.json')) return readFile(join(dir, file), 'utf8');
  const evaluated = await evaluateSidebarsModule(join(dir, file));
  if (evaluated.ok) return `${JSON.stringify(evaluated.sidebars, null, 2)}\n`;
  throw new DiagnosticsError([
    {
      code: 'sidebar-invalid',
      severity: 'error',
      file: `content/${file}`,
      message: `content/${file} cannot become the version's sidebars: ${evaluated.reason}.`,
      hint: `Fix the file, or write the sidebars as content/${sidebarsName}.json.`,
    },
  ]);
}
