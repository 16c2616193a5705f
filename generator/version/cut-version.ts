import { copyFile, cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { evaluateSidebarsModule, findSidebarsFile } from '../load/sidebars-module.ts';
import { CURRENT_VERSION, readVersionNames, versionNameProblem } from '../load/versions.ts';
import { isDirectory, isFile } from '../load/walk.ts';
import { docsLabelsFile, I18N_DIR, translatedDocsDir } from '../i18n/i18n-layout.ts';

/**
 * `docgen version X`: copies `content/docs` and its sidebars (when there are some) into the versioned folders, and
 * each locale's translations of them (`content/i18n/<locale>/…/current`) into its `version-X`, and prepends X to
 * `versions.json`, so the next build serves X as the latest version.
 */
export async function cutVersion(params: { root: string; name: string }): Promise<void> {
  const { root, name } = params;
  const problem =
    name === CURRENT_VERSION ? 'names the unreleased docs themselves' : versionNameProblem(name);
  if (problem) {
    throw new DiagnosticsError([
      {
        code: 'version-name-invalid',
        severity: 'error',
        message: `"${name}" is not a valid version name: it ${problem}.`,
        hint: 'Use a name such as 1.0.3, 2.0.0-beta.1 or 5.x.',
      },
    ]);
  }
  const versionsFile = join(root, 'versions.json');
  const read = await readVersionNames(root);
  if (!read.ok) throw new DiagnosticsError([read.diagnostic]);
  const versions = read.names;
  const target = join(root, 'content', 'versioned_docs', `version-${name}`);
  if (versions.includes(name) || (await isDirectory(target))) {
    throw new DiagnosticsError([
      {
        code: 'version-exists',
        severity: 'error',
        file: 'versions.json',
        message: `Version ${name} already exists.`,
        hint: 'Pick a new version name.',
      },
    ]);
  }
  await stat(join(root, 'content', 'docs'));
  const sidebars = await unreleasedSidebars(root);
  await cp(join(root, 'content', 'docs'), target, { recursive: true, errorOnExist: true });
  // Without a sidebars file the version gets Docusaurus' default: one sidebar made from its folder.
  if (sidebars !== undefined) {
    const versioned = join(root, 'content', 'versioned_sidebars');
    await mkdir(versioned, { recursive: true });
    await writeFile(join(versioned, `version-${name}-sidebars.json`), sidebars);
  }
  await snapshotTranslations(root, name);
  await writeFile(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
}

/** Each locale's translated unreleased docs and their labels become the version's, as Docusaurus' `docs:version` does. */
async function snapshotTranslations(root: string, name: string): Promise<void> {
  const locales = await readdir(join(root, I18N_DIR)).catch(() => []);
  for (const locale of locales) {
    const docs = join(root, translatedDocsDir(locale, CURRENT_VERSION));
    if (await isDirectory(docs))
      await cp(docs, join(root, translatedDocsDir(locale, name)), { recursive: true, errorOnExist: true });
    const labels = join(root, docsLabelsFile(locale, CURRENT_VERSION));
    if (await isFile(labels)) await copyFile(labels, join(root, docsLabelsFile(locale, name)));
  }
}

/**
 * The text of the version's sidebars file: `content/sidebars.json` as it is, or the JSON of what
 * `content/sidebars.js` / `.ts` makes (as Docusaurus' `docs:version` writes it). A module that cannot be
 * evaluated stops the command before anything is written.
 */
async function unreleasedSidebars(root: string): Promise<string | undefined> {
  const dir = join(root, 'content');
  const file = await findSidebarsFile(dir);
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
      hint: 'Fix the file, or write the sidebars as content/sidebars.json.',
    },
  ]);
}
