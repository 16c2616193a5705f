import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { contentDir } from './walk.ts';

export const VERSION_NAME = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export interface VersionsResult {
  names: string[];
  diagnostics: Diagnostic[];
}

/** Reads `versions.json` (newest first) and checks that every named version has its docs folder. */
export async function loadVersionNames(root: string): Promise<VersionsResult> {
  const file = 'versions.json';
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(root, file), 'utf8'));
  } catch (error) {
    return {
      names: [],
      diagnostics: [versionsError(file, `Cannot read versions.json: ${(error as Error).message}`)],
    };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((v) => typeof v === 'string')) {
    return {
      names: [],
      diagnostics: [versionsError(file, 'versions.json must be a non-empty JSON array of version names.')],
    };
  }
  const names = parsed as string[];
  const diagnostics: Diagnostic[] = [];
  for (const name of names) {
    const dir = contentDir(root, 'versioned_docs', `version-${name}`);
    if (!(await isDirectory(dir))) {
      diagnostics.push({
        code: 'version-folder-missing',
        severity: 'error',
        file,
        message: `versions.json names version "${name}" but content/versioned_docs/version-${name} does not exist.`,
        hint: `Create it with \`docgen version ${name}\`, or remove "${name}" from versions.json.`,
      });
    }
  }
  return { names, diagnostics };
}

function versionsError(file: string, message: string): Diagnostic {
  return { code: 'versions-invalid', severity: 'error', file, message };
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
