import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DiagnosticsError } from '../../core/errors/diagnostic.ts';
import { isDirectory, VERSION_NAME } from '../load/versions.ts';

/**
 * `docgen version X`: copies `content/docs` and `content/sidebars.json` (when there is one) into the versioned folders and
 * prepends X to `versions.json`, so the next build serves X as the latest version.
 */
export async function cutVersion(params: { root: string; name: string }): Promise<void> {
  const { root, name } = params;
  if (!VERSION_NAME.test(name)) {
    throw new DiagnosticsError([
      {
        code: 'version-name-invalid',
        severity: 'error',
        message: `"${name}" is not a valid version name.`,
        hint: 'Use a semantic version such as 1.0.3 or 2.0.0-beta.1.',
      },
    ]);
  }
  const versionsFile = join(root, 'versions.json');
  const versions = JSON.parse(await readFile(versionsFile, 'utf8')) as string[];
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
  const sidebars = join(root, 'content', 'sidebars.json');
  await stat(join(root, 'content', 'docs'));
  await cp(join(root, 'content', 'docs'), target, { recursive: true, errorOnExist: true });
  // Without a sidebars file the version gets Docusaurus' default: one sidebar made from its folder.
  if (await isFile(sidebars))
    await cp(sidebars, join(root, 'content', 'versioned_sidebars', `version-${name}-sidebars.json`));
  await writeFile(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
