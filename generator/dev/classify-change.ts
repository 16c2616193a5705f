import { relative, sep } from 'node:path';

/** What a changed path means for the dev server. */
export type SiteChange =
  /** A saved markdown file of the site (relative to the site root): redo its pages. */
  | { kind: 'markdown'; file: string }
  /** Anything else in content/ (sidebars, authors, images, files added or removed): build the site again. */
  | { kind: 'content'; file: string }
  /** site.config.ts, versions.json or a stylesheet of `theme.customCss`: build again and reload the tabs. */
  | { kind: 'site'; file: string }
  /** docgen's theme/ or client/: new module graph, new bundle, full reload. */
  | { kind: 'code'; file: string }
  /**
   * The unreleased version (`content/docs/`, its sidebars): nothing to redo unless the site builds it
   * (`docs.includeCurrentVersion`, or a site without released versions); then it is the change `asBuilt`.
   */
  | { kind: 'unbuilt'; file: string; asBuilt: BuiltChange }
  | { kind: 'ignore' };

type BuiltChange = Extract<SiteChange, { kind: 'markdown' | 'content' }>;

export type WatchEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

/** `content/docs` is the unreleased next version: cut with `docgen version`, built only when the site asks. */
const UNBUILT = /^content\/(?:docs\/|sidebars\.(?:json|[cm]?[jt]s)$)/;
/** Editors' and tools' temporary files: no extension (`4913`, `sedAb12Cd`), `.tmp`, `.swp`, `~`, `___jb_`. */
const TEMPORARY = /(^[^.]+|\.(tmp|swp|swx|bak)|~|___jb_\w+___)$/;

export function classifyChange(params: {
  root: string;
  docgenRoot: string;
  path: string;
  event: WatchEvent;
  /** The site's stylesheets (`theme.customCss`), from its folder. */
  styles?: readonly string[];
}): SiteChange {
  const code = toPosix(relative(params.docgenRoot, params.path));
  if (/^(theme|client)\//.test(code)) return { kind: 'code', file: code };
  const file = toPosix(relative(params.root, params.path));
  if (file === 'site.config.ts' || file === 'versions.json' || params.styles?.includes(file))
    return { kind: 'site', file };
  if (!file.startsWith('content/')) return { kind: 'ignore' };
  if (params.event === 'addDir' || TEMPORARY.test(file.slice(file.lastIndexOf('/') + 1)))
    return { kind: 'ignore' };
  const built: BuiltChange =
    params.event === 'change' && /\.mdx?$/.test(file)
      ? { kind: 'markdown', file }
      : { kind: 'content', file };
  return UNBUILT.test(file) ? { kind: 'unbuilt', file, asBuilt: built } : built;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
