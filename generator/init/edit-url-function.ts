import { writtenFunction } from './write-site-config.ts';

/** Which file an `editUrl` function is given, by plugin, as Docusaurus names it (and docgen: `core/site/edit-url.ts`). */
const FILE_KEY = { docs: 'docPath', blog: 'blogPath' } as const;

/** What the function is called with around the file: each place a file may be read from, in the default locale. */
const PLACES = {
  docs: [
    { version: 'current', versionDocsDirPath: 'docs', locale: 'en' },
    { version: '1.0.0', versionDocsDirPath: 'versioned_docs/version-1.0.0', locale: 'en' },
  ],
  blog: [{ blogDirPath: 'blog', locale: 'en' }],
};
const FILES = ['intro.md', 'guides/getting-started.mdx'];

/** The part of a docs' or a blog's `editUrl` parameters the written function reads. */
interface FileParams {
  docPath?: string;
  blogPath?: string;
}

/**
 * A Docusaurus `editUrl` function as docgen can write it: when it leads every file to one base URL + the file's
 * path (`({ docPath }) => \`${repository}/edit/main/docs/${docPath}\``, a common way to point at docs kept outside
 * the site's folder), that base, found by calling it with made-up files in every version. Written out, the
 * function gives the same links. A function that reads more (the version, the locale) or throws cannot be written
 * from its value: `undefined`.
 */
export function writableEditUrl(
  plugin: keyof typeof FILE_KEY,
  editUrl: (params: never) => unknown,
): ((file: FileParams) => string) | undefined {
  const key = FILE_KEY[plugin];
  const bases = new Set<string>();
  for (const place of PLACES[plugin]) {
    for (const file of FILES) {
      const url = urlOrUndefined(editUrl, { ...place, [key]: file, permalink: `/${file}` });
      if (url === undefined || !url.endsWith(file)) return undefined;
      bases.add(url.slice(0, -file.length));
    }
  }
  const [base] = bases;
  if (bases.size !== 1 || base === undefined) return undefined;
  return writtenFunction(
    (params: FileParams) => `${base}${params[key] ?? ''}`,
    `({ ${key} }) => ${JSON.stringify(base)} + ${key}`,
  );
}

function urlOrUndefined(editUrl: (params: never) => unknown, params: object): string | undefined {
  try {
    const url: unknown = editUrl(params as never);
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}
