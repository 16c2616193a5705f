import { writtenFunction } from './write-site-config.ts';

/** Which file and folder an `editUrl` function is given, by plugin, as Docusaurus names them (and docgen: `core/site/edit-url.ts`). */
const PARAM_KEYS = {
  docs: { file: 'docPath', dir: 'versionDocsDirPath' },
  blog: { file: 'blogPath', dir: 'blogDirPath' },
} as const;

/** What the function is called with around the file: each folder a file may be read from, in the default locale. */
function places(plugin: keyof typeof PARAM_KEYS, contentPath: string): Record<string, string>[] {
  if (plugin === 'blog') return [{ blogDirPath: contentPath, locale: 'en' }];
  return [
    { version: 'current', versionDocsDirPath: contentPath, locale: 'en' },
    { version: '1.0.0', versionDocsDirPath: 'versioned_docs/version-1.0.0', locale: 'en' },
  ];
}
const FILES = ['intro.md', 'guides/getting-started.mdx'];

/** The part of a docs' or a blog's `editUrl` parameters the written function reads. */
type FileParams = Partial<Record<'docPath' | 'blogPath' | 'versionDocsDirPath' | 'blogDirPath', string>>;

/**
 * A Docusaurus `editUrl` function as docgen can write it, found by calling it with made-up files in every version:
 * when it leads every file to one base URL + the file's path (`({ docPath }) => \`${repository}/edit/main/docs/${docPath}\``,
 * a common way to point at docs kept outside the site's folder), or to one base URL + the file's folder and path
 * (`\`${repository}/edit/main/website/${versionDocsDirPath}/${docPath}\``). Written out, the function gives the same
 * links: docgen's folders are under `content/`, so the written one names them as Docusaurus did (`contentPath`, the
 * plugin's `path`, for `content/docs`). A function that reads more (the version, the locale) or throws cannot be
 * written from its value: `undefined`.
 */
export function writableEditUrl(
  plugin: keyof typeof PARAM_KEYS,
  editUrl: (params: never) => unknown,
  contentPath: string,
): ((params: FileParams) => string) | undefined {
  const keys = PARAM_KEYS[plugin];
  const bases = new Set<string>();
  const prefixes = new Set<string>();
  for (const place of places(plugin, contentPath)) {
    for (const file of FILES) {
      const url = urlOrUndefined(editUrl, { ...place, [keys.file]: file, permalink: `/${file}` });
      if (url === undefined || !url.endsWith(file)) return undefined;
      const base = url.slice(0, -file.length);
      bases.add(base);
      const dir = `${place[keys.dir] ?? ''}/`;
      prefixes.add(base.endsWith(dir) ? base.slice(0, -dir.length) : '\0');
    }
  }
  if (bases.size === 1) return baseAndFile(keys.file, [...bases][0] ?? '');
  const [prefix] = prefixes;
  if (prefixes.size !== 1 || prefix === undefined || prefix === '\0') return undefined;
  return baseFolderAndFile(plugin, prefix, contentPath);
}

function baseAndFile(fileKey: 'docPath' | 'blogPath', base: string) {
  return writtenFunction(
    (params: FileParams) => `${base}${params[fileKey] ?? ''}`,
    `({ ${fileKey} }) => ${JSON.stringify(base)} + ${fileKey}`,
  );
}

/** The file's folder named as Docusaurus names it: the plugin's `path` for `content/docs`, else its path without `content/`. */
function baseFolderAndFile(plugin: keyof typeof PARAM_KEYS, prefix: string, contentPath: string) {
  const { file, dir } = PARAM_KEYS[plugin];
  const copied = `content/${plugin}`;
  const folder = (path: string) => (path === copied ? contentPath : path.replace(/^content\//, ''));
  return writtenFunction(
    (params: FileParams) => `${prefix}${folder(params[dir] ?? '')}/${params[file] ?? ''}`,
    `({ ${dir}, ${file} }) => ${JSON.stringify(prefix)} + ` +
      `(${dir} === ${JSON.stringify(copied)} ? ${JSON.stringify(contentPath)} : ${dir}.replace(/^content\\//, "")) + "/" + ${file}`,
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
