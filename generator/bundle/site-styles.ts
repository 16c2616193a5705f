import { join, relative, sep } from 'node:path';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import type { Diagnostic } from '../../core/errors/diagnostic.ts';
import { CONFIG_FILE } from '../../node/config/load-site-config.ts';
import { siteAliasPlugin } from '../load/site-alias.ts';

/** Where the site's stylesheet and the files it refers to go, under the output's `assets/`. */
const STYLES_DIR = 'site';

export interface SiteStyles {
  /** The stylesheet's public path (`/assets/site/styles-<hash>.css`); none for a site without `customCss`. */
  href?: string;
  diagnostics: Diagnostic[];
}

/**
 * The site's `theme.customCss` files bundled by esbuild into one minified stylesheet in `<outDir>/assets/site/`,
 * in the order the config lists them: their `@import`s inlined, the fonts and images they `url()` beside them
 * copied under hashed names (`url(@site/…)` too, as Docusaurus resolves it), and `url(/…)` left to the site's
 * static files. A file that is missing or does not parse is an error naming it.
 */
export async function bundleSiteStyles(
  root: string,
  files: readonly string[],
  outDir: string,
): Promise<SiteStyles> {
  if (files.length === 0) return { diagnostics: [] };
  try {
    const result = await build({
      stdin: {
        contents: files.map(importOf).join('\n'),
        resolveDir: root,
        sourcefile: CONFIG_FILE,
        loader: 'css',
      },
      absWorkingDir: root,
      bundle: true,
      minify: true,
      metafile: true,
      outdir: join(outDir, 'assets', STYLES_DIR),
      entryNames: 'styles-[hash]',
      assetNames: '[name]-[hash]',
      loader: FILE_LOADERS,
      plugins: [siteAliasPlugin(root), sitePathsExternal],
      logLevel: 'silent',
    });
    const [css] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.css'));
    return {
      href: `/${relative(outDir, join(root, css ?? ''))
        .split(sep)
        .join('/')}`,
      diagnostics: [],
    };
  } catch (error) {
    if (!isBuildFailure(error)) throw error;
    return { diagnostics: error.errors.map((message) => styleDiagnostic(root, message)) };
  }
}

/** Files a stylesheet refers to with `url()`, copied beside it. */
const FILE_LOADERS = Object.fromEntries(
  [
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.webp',
    '.avif',
    '.svg',
    '.ico',
    '.woff',
    '.woff2',
    '.ttf',
    '.otf',
    '.eot',
  ].map((extension) => [extension, 'file' as const]),
);

/** `url(/img/x.png)`: a file of `content/static/`, served at that path (not a file to bundle). */
const sitePathsExternal: Plugin = {
  name: 'docgen-site-paths',
  setup(build) {
    build.onResolve({ filter: /^\// }, () => ({ external: true }));
  },
};

function importOf(file: string): string {
  return `@import ${JSON.stringify(`./${file}`)};`;
}

function styleDiagnostic(root: string, message: BuildFailure['errors'][number]): Diagnostic {
  const { location } = message;
  // The entry is the config's list: a file it names that does not resolve is the config's problem.
  const inEntry = !location || location.file === CONFIG_FILE || location.file === `<stdin>`;
  return {
    code: 'custom-css-invalid',
    severity: 'error',
    message: `theme.customCss: ${message.text}`,
    hint: "Fix the stylesheet, or the path `theme.customCss` gives it (from the site's folder).",
    file: inEntry ? CONFIG_FILE : relative(root, join(root, location.file)).split(sep).join('/'),
    ...(location && !inEntry ? { line: location.line, column: location.column + 1 } : {}),
  };
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}
