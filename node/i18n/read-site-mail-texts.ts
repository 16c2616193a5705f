/**
 * Reads a site's `content/i18n/<locale>/docgen-mail.json` files (`core/identity/mail-overrides.ts`), for
 * `docgen build` to check and carry to the server, and for `docgen dev` to sign in with.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  siteMailTexts,
  siteMailTextsFile,
  type MailTextsProblem,
  type SiteMailTexts,
} from '../../core/identity/mail-overrides.ts';

export interface SiteMailTextFiles {
  /** Locale → the file's JSON, for a locale that has the file. */
  files: Record<string, unknown>;
  texts: SiteMailTexts;
  problems: MailTextsProblem[];
}

export async function readSiteMailTexts(
  root: string,
  locales: readonly string[],
): Promise<SiteMailTextFiles> {
  const files: Record<string, unknown> = {};
  const unreadable: MailTextsProblem[] = [];
  for (const locale of locales) {
    const file = siteMailTextsFile(locale);
    const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    try {
      files[locale] = JSON.parse(text);
    } catch (error) {
      unreadable.push({ file, message: `not JSON: ${(error as Error).message}` });
    }
  }
  const { texts, problems } = siteMailTexts(files);
  return { files, texts, problems: [...unreadable, ...problems] };
}
