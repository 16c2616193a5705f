import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfigInput } from '../../core/config/schema.ts';
import { CONFIG_FILE } from '../../node/config/load-site-config.ts';

/** Where a written `site.config.ts` imports `defineConfig` from: the docgen package the site installs. */
export const SCHEMA_IMPORT = 'docgen';

/** A comment written above a top-level key of the configuration. */
export type KeyComments = Partial<Record<keyof SiteConfigInput, string>>;

/** What the configuration is written from: values, and code (a plugin loaded by name) where a value cannot be. */
export type WrittenConfig = Omit<SiteConfigInput, 'markdown'> & { markdown?: Record<string, unknown> };

const CODE_MARK = '@@docgen-code@@';

/** An expression written into the configuration as it is (see {@link code}). */
export class Code {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${CODE_MARK}${this.text}${CODE_MARK}`;
  }
}

export function code(text: string): Code {
  return new Code(text);
}

/** `fn`, which is written into the configuration as `text`, its source: JSON cannot hold a function. */
export function writtenFunction<F extends (...args: never[]) => unknown>(fn: F, text: string): F {
  return Object.assign(fn, { toJSON: () => code(text).toJSON() });
}

/** A JSON value written as TypeScript: identifiers as keys need no quotes, code is written as it is. */
function literal(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2)
    .replace(/^( *)"([A-Za-z_$][\w$]*)":/gm, '$1$2:')
    .replace(
      new RegExp(`"${CODE_MARK}(.*?)${CODE_MARK}"`, 'g'),
      (_, text: string) => JSON.parse(`"${text}"`) as string,
    )
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
export function siteConfigSource(
  config: WrittenConfig,
  comments: KeyComments,
  header: string,
  preamble: readonly string[] = [],
): string {
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
  const before = preamble.map((line) => `${line}\n`).join('');
  return `${headerLines}import { defineConfig } from '${SCHEMA_IMPORT}';\n${before}\nexport default defineConfig({\n${keys}});\n`;
}

export async function writeSiteConfig(
  root: string,
  config: WrittenConfig,
  comments: KeyComments,
  header: string,
  preamble: readonly string[] = [],
): Promise<void> {
  const text = siteConfigSource(config, comments, header, preamble);
  await writeFile(join(root, CONFIG_FILE), text, { flag: 'wx' });
}
