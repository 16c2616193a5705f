import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';

/**
 * A YAML mapping beside the posts (`authors.yml`, `tags.yml`): its entries, or undefined when there is no such
 * file. Invalid YAML, or YAML that is not a mapping, is reported and read as empty.
 */
export async function readBlogDataFile(
  root: string,
  file: string,
  diagnostics: Diagnostic[],
): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    diagnostics.push(invalid(file, (error as Error).message.split('\n')[0] ?? ''));
    return {};
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(invalid(file, 'The file must be a YAML mapping of keys to entries.'));
    return {};
  }
  return data as Record<string, unknown>;
}

function invalid(file: string, message: string): Diagnostic {
  return { code: 'data-file-invalid', severity: 'error', file, message };
}
