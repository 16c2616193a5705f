import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'esbuild';

const SITE_ALIAS = '@site/';

/**
 * The file `@site/<path>` names, from the site's root: Docusaurus' alias for its site's folder. A site made by
 * `docgen init --from-docusaurus` keeps `src/` in its place but has the content folders Docusaurus reads
 * (`static/`, `docs/`, `blog/`) under `content/`, so a path not found from the root is the one under `content/`
 * when that exists (`@site/static/img/a.png` is `content/static/img/a.png`). Undefined for any other specifier.
 */
export function siteAliasFile(root: string, specifier: string): string | undefined {
  if (!specifier.startsWith(SITE_ALIAS)) return undefined;
  const path = posix.normalize(specifier.slice(SITE_ALIAS.length));
  const inContent = posix.join('content', path);
  return !existsSync(join(root, path)) && existsSync(join(root, inContent)) ? inContent : path;
}

/** esbuild resolving `@site/…` imports and CSS `url()`s as `siteAliasFile` finds them. */
export function siteAliasPlugin(root: string): Plugin {
  return {
    name: 'docgen-site-alias',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${siteAliasFile(root, args.path)}`, { resolveDir: root, kind: args.kind }),
      );
    },
  };
}
