import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  build,
  type BuildFailure,
  type Message,
  type Metafile,
  type PartialMessage,
  type Plugin,
} from 'esbuild';
import { parse as parseYaml } from 'yaml';
import {
  isDocusaurusModule,
  PAGE_CONTEXT_FILE,
  PAGE_CONTEXT_MODULE,
  shimFile,
  staticFileUrl,
  SUPPORTED_DOCUSAURUS_MODULES,
} from './docusaurus-modules.ts';
import { siteAliasPlugin } from '../../load/site-alias.ts';
import { themePackageProviding } from './theme-packages.ts';
import { UNSUPPORTED_THEME } from './unsupported-themes.ts';

/** The bundle's entry module's name, in esbuild's messages and metafile. */
export const ENTRY = 'docgen-entry.js';

type BundleTarget = 'server' | 'browser';

export interface PageBundle {
  js: string;
  css: string;
  /** The source of each module of the bundle that made it into the output, by absolute path. */
  inputs: string[];
}

export interface BundleParams {
  root: string;
  /** The page's file (absolute): relative imports resolve from its folder. */
  pagePath: string;
  /** The page's compiled MDX module, for an entry that imports `docgen:page`. */
  page: string;
  /** The bundle's entry. */
  entry: string;
  target: BundleTarget;
  /** Compiles a markdown partial the page (or a partial) imports. */
  compilePartial(path: string): Promise<string>;
}

/** esbuild's problems, where they were written. */
export class BundleError extends Error {
  constructor(readonly messages: Message[]) {
    super(messages.map((message) => message.text).join('\n'));
  }
}

/**
 * One page's compiled MDX with the modules it imports, resolved as Docusaurus resolves them: relative paths,
 * `@site/…`, the site's packages, the site's own `src/theme` components, then docgen's Docusaurus shims. React is
 * docgen's: required at render on the server, taken from the page's client in the browser (one copy of React).
 */
export async function bundlePage(params: BundleParams): Promise<PageBundle> {
  const { pagePath } = params;
  const server = params.target === 'server';
  try {
    const result = await build({
      stdin: { contents: params.entry, resolveDir: dirname(pagePath), sourcefile: ENTRY },
      absWorkingDir: params.root,
      bundle: true,
      write: false,
      metafile: true,
      outdir: join(params.root, '.docgen-bundle'),
      entryNames: 'page',
      platform: server ? 'node' : 'browser',
      format: server ? 'cjs' : 'esm',
      target: server ? 'node20' : 'es2022',
      minify: !server,
      jsx: 'automatic',
      tsconfigRaw: { compilerOptions: { jsx: 'react-jsx' } },
      loader: IMPORT_LOADERS,
      nodePaths: [join(params.root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      plugins: [
        pageModule(pagePath, params),
        siteAliasPlugin(params.root),
        docusaurusModules(params.root),
        dataModules,
        reactModules(params.target),
        ...(server ? [sharedPageContext] : []),
      ],
    });
    const output = (extension: string) =>
      result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
    return {
      js: output('.js'),
      css: output('.css'),
      inputs: usedInputs(result.metafile, params.root, pagePath),
    };
  } catch (error) {
    if (isBuildFailure(error)) throw new BundleError(error.errors);
    throw error;
  }
}

/**
 * Files a component imports: JSX in `.js` as in Docusaurus, images and fonts inlined into the bundle, text files
 * as their text (sites add raw-loader for them).
 */
const IMPORT_LOADERS = {
  '.js': 'jsx',
  '.txt': 'text',
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.webp': 'dataurl',
  '.svg': 'dataurl',
  '.woff': 'dataurl',
  '.woff2': 'dataurl',
} as const;

function pageModule(pagePath: string, params: BundleParams): Plugin {
  return {
    name: 'docgen-page',
    setup(build) {
      build.onResolve({ filter: /^docgen:page$/ }, () => ({ path: pagePath, namespace: 'docgen-page' }));
      build.onLoad({ filter: /.*/, namespace: 'docgen-page' }, () => ({
        contents: params.page,
        resolveDir: dirname(pagePath),
        loader: 'js',
      }));
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({
        contents: await params.compilePartial(args.path),
        resolveDir: dirname(args.path),
        loader: 'js',
      }));
    },
  };
}

/** webpack's inline loader prefix: `!!raw-loader!./file`, `raw-loader!./file`. */
const RAW_LOADER = /^!{0,2}raw-loader!/;
const RAW_NAMESPACE = 'docgen-raw';

/**
 * Data files as the loaders Docusaurus sites add to webpack give them: YAML as the value it holds (JSON is
 * esbuild's own), and any file through `raw-loader!` as its text.
 */
const dataModules: Plugin = {
  name: 'docgen-data',
  setup(build) {
    build.onResolve({ filter: RAW_LOADER }, async (args) => {
      const resolved = await build.resolve(args.path.replace(RAW_LOADER, ''), {
        resolveDir: args.resolveDir,
        kind: args.kind,
      });
      return resolved.errors.length > 0
        ? { errors: resolved.errors }
        : { path: resolved.path, namespace: RAW_NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
    build.onLoad({ filter: /\.ya?ml$/ }, async (args) => ({
      contents: `export default ${JSON.stringify(parseYaml(await readFile(args.path, 'utf8')))};`,
      loader: 'js',
    }));
  },
};

function docusaurusModules(root: string): Plugin {
  return {
    name: 'docgen-docusaurus',
    setup(build) {
      build.onResolve({ filter: /^\// }, (args) => {
        if (staticFileUrl(root, args.path) === undefined) return undefined;
        // A CSS url() keeps the site path, which the static folder serves; a require() gets it as its value.
        return args.kind === 'url-token'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'docgen-static' };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-static' }, (args) => ({
        contents: `export default ${JSON.stringify(args.path)};`,
        loader: 'js',
      }));
      build.onResolve({ filter: /^@(?:theme|theme-original|docusaurus)\// }, async (args) => {
        if (!isDocusaurusModule(args.path)) return undefined;
        if (args.path.startsWith('@theme/')) {
          const own = await siteThemeComponent(build, root, args.path, args.importer);
          if (own) return { path: own };
        }
        const shim = shimFile(args.path);
        if (shim) return { path: shim };
        const theme = args.path.startsWith('@theme/') ? themePackageProviding(root, args.path) : undefined;
        if (theme) return { errors: [unsupportedThemeError(args.path, theme)] };
        return {
          errors: [
            {
              text: `"${args.path}" is not part of the Docusaurus API docgen provides.`,
              detail: `docgen provides ${SUPPORTED_DOCUSAURUS_MODULES.join(', ')} (see the README on migrating from Docusaurus).`,
            },
          ],
        };
      });
    },
  };
}

/** A component of a third-party Docusaurus theme, which docgen's theme cannot stand in for. */
function unsupportedThemeError(specifier: string, theme: string): PartialMessage {
  const component = specifier.slice('@theme/'.length);
  return {
    text: `"${specifier}" comes from ${theme}, ${UNSUPPORTED_THEME}.`,
    detail: `Give the site its own src/theme/${component}, or leave out the pages that use the theme.`,
  };
}

/** A site's own (swizzled) `src/theme/X`, unless it is the file asking, wrapping docgen's. */
async function siteThemeComponent(
  build: Parameters<Plugin['setup']>[0],
  root: string,
  specifier: string,
  importer: string,
): Promise<string | undefined> {
  const resolved = await build.resolve(`./src/theme/${specifier.slice('@theme/'.length)}`, {
    resolveDir: root,
    kind: 'import-statement',
  });
  if (resolved.errors.length > 0 || resolved.path === importer) return undefined;
  return resolved.path;
}

/**
 * On the server each component module is bundled on its own (see `component-modules.ts`): the context the shims
 * read is docgen's one instance, required at run time, so every module sees the page the renderer provides.
 */
const sharedPageContext: Plugin = {
  name: 'docgen-page-context',
  setup(build) {
    build.onResolve({ filter: /page-context(?:\.ts)?$/ }, (args) =>
      resolve(args.resolveDir, args.path).replace(/(?<!\.ts)$/, '.ts') === PAGE_CONTEXT_FILE
        ? { path: PAGE_CONTEXT_MODULE, external: true }
        : undefined,
    );
  },
};

const REACT_MODULE = /^(?:react|react-dom)(?:\/[\w/-]+)?$/;
const docgenRequire = createRequire(import.meta.url);

/**
 * React is docgen's own: external on the server (required by the renderer), and in the browser read from the
 * page's client, which puts its React modules on `globalThis.__docgenReact` (`client/islands/`).
 */
function reactModules(target: BundleTarget): Plugin {
  return {
    name: 'docgen-react',
    setup(build) {
      build.onResolve({ filter: REACT_MODULE }, (args) =>
        target === 'server'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'docgen-react' },
      );
      build.onLoad({ filter: /.*/, namespace: 'docgen-react' }, (args) => ({
        contents: globalReactModule(args.path),
        loader: 'js',
      }));
    },
  };
}

function globalReactModule(specifier: string): string {
  const names = Object.keys(docgenRequire(specifier) as object).filter(
    (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
  );
  const module = `globalThis.__docgenReact[${JSON.stringify(specifier)}]`;
  return [
    `const m = ${module};`,
    'export default m;',
    ...names.map((name) => `export const ${name} = m.${name};`),
  ].join('\n');
}

/** Files only: not the entry, the page (both given as text) or docgen's React modules. */
function usedInputs(metafile: Metafile, root: string, pagePath: string): string[] {
  const used = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      // A file read as raw text is a file of the site too, in a namespace of its own.
      const file = input.startsWith(`${RAW_NAMESPACE}:`) ? input.slice(RAW_NAMESPACE.length + 1) : input;
      if (bytesInOutput > 0 && !file.includes(':') && !file.endsWith(ENTRY)) used.add(resolve(root, file));
    }
  used.delete(pagePath);
  return [...used];
}

function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}

/** A path of the bundle relative to the site root, as diagnostics name files. */
export function siteRelative(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}
