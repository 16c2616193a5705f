import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfigInput } from '../../core/config/schema.ts';
import { CONFIG_FILE } from '../../node/config/load-site-config.ts';

/** Where a written `site.config.ts` imports `defineConfig` from: the docgen package the site installs. */
export const SCHEMA_IMPORT = 'docgen';

/** A comment written above a top-level key of the configuration. */
export type KeyComments = Partial<Record<keyof SiteConfigInput, string>>;

/** A JSON value written as TypeScript: identifiers as keys need no quotes. */
function literal(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2)
    .replace(/^( *)"([A-Za-z_$][\w$]*)":/gm, '$1$2:')
    .replace(/\n/g, `\n${indent}`);
}

function commentLines(comment: string | undefined): string {
  return comment
    ? comment
        .split('\n')
        .map((line) => `  // ${line}\n`)
        .join('')
    : '';
}

/** The text of a `site.config.ts` for `config`, each key under its comment. */
export function siteConfigSource(config: SiteConfigInput, comments: KeyComments, header: string): string {
  const keys = Object.entries(config)
    .map(
      ([key, value]) =>
        `${commentLines(comments[key as keyof SiteConfigInput])}  ${key}: ${literal(value, '  ')},\n`,
    )
    .join('');
  const headerLines = header
    .split('\n')
    .map((line) => `// ${line}\n`)
    .join('');
  return `${headerLines}import { defineConfig } from '${SCHEMA_IMPORT}';\n\nexport default defineConfig({\n${keys}});\n`;
}

export async function writeSiteConfig(
  root: string,
  config: SiteConfigInput,
  comments: KeyComments,
  header: string,
): Promise<void> {
  await writeFile(join(root, CONFIG_FILE), siteConfigSource(config, comments, header), { flag: 'wx' });
}
