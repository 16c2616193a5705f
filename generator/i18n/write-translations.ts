import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Site } from '../../core/site/model.ts';
import { docsLabelsFile, themeLabelsFile } from './i18n-layout.ts';
import { footerMessages, navbarMessages, versionMessages } from './translation-keys.ts';
import type { TranslationFile } from './translation-json.ts';

/**
 * `docgen write-translations --locale <locale>`: writes the translation files of the locale's labels (each
 * version's sidebars, the navbar, the footer) with every key the site has, as Docusaurus' `write-translations`
 * does. A message already in a file is kept, so running it again after the site changed only adds the new keys.
 * Returns the files written, relative to the site root.
 */
export async function writeTranslations(site: Site, locale: string): Promise<string[]> {
  const files: [file: string, messages: TranslationFile][] = [
    ...site.versions.map((version): [string, TranslationFile] => [
      docsLabelsFile(locale, version.name),
      versionMessages(version),
    ]),
    [themeLabelsFile(locale, 'navbar'), navbarMessages(site.config.navbar)],
    [themeLabelsFile(locale, 'footer'), footerMessages(site.config.footer)],
  ];
  for (const [file, messages] of files) {
    const path = join(site.root, file);
    const written = await writtenBefore(path);
    const merged = Object.fromEntries(
      Object.entries(messages).map(([key, entry]) => [
        key,
        { ...entry, message: written[key]?.message ?? entry.message },
      ]),
    );
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify({ ...written, ...merged }, null, 2)}\n`);
  }
  return files.map(([file]) => file);
}

/** The file as written before (its entries for labels the site no longer has included), or none. */
async function writtenBefore(path: string): Promise<TranslationFile> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  return text === undefined ? {} : (JSON.parse(text) as TranslationFile);
}
