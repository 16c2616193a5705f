import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';

/** A Docusaurus translation file: `{ "<key>": { "message": "…", "description": "…" } }`. */
export type TranslationFile = Record<string, { message: string; description?: string }>;

/** The messages of a translation file by key; none when the file is missing. A file that is not one is an error. */
export async function readMessages(
  root: string,
  file: string,
  diagnostics: Diagnostic[],
): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch {
    return {};
  }
  const parsed = parseTranslationFile(text);
  if (parsed) return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value.message]));
  diagnostics.push({
    code: 'translation-invalid',
    severity: 'error',
    file,
    message: `${file} is not a translation file: { "key": { "message": "…" } }.`,
    hint: 'Write it with `docgen write-translations`, then translate its messages.',
  });
  return {};
}

function parseTranslationFile(text: string): TranslationFile | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.values(value as Record<string, unknown>);
  const valid = entries.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { message?: unknown }).message === 'string',
  );
  return valid ? (value as TranslationFile) : undefined;
}
