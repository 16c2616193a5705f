/**
 * A site's own translations of the theme's texts: `content/i18n/<locale>/code.json`, the file Docusaurus'
 * `write-translations` makes (`{ "<id>": { "message": "…", "description": "…" } }`), for each locale.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { themeStringsFile } from '../i18n/i18n-layout.ts';

export interface CodeTranslations {
  /** Locale → translation id → message; a locale without the file has no entry. */
  translations: Record<string, Record<string, string>>;
  diagnostics: Diagnostic[];
}

export async function loadCodeTranslations(
  root: string,
  locales: readonly string[],
): Promise<CodeTranslations> {
  const result: CodeTranslations = { translations: {}, diagnostics: [] };
  for (const locale of locales) {
    const shown = themeStringsFile(locale);
    const text = await readFile(join(root, shown), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const messages = messagesOf(text);
    if (messages) result.translations[locale] = messages;
    else
      result.diagnostics.push({
        code: 'translations-invalid',
        severity: 'error',
        file: shown,
        message: `${shown} is not translations as Docusaurus writes them.`,
        hint: 'Each entry is "<id>": { "message": "<text>" }; run docgen write-translations to make the file anew.',
      });
  }
  return result;
}

/** The messages of a code.json by id; undefined when it is not JSON of that shape. */
function messagesOf(text: string): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed)) {
    const message = (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return undefined;
    messages[id] = message;
  }
  return messages;
}
