import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { transform } from 'esbuild';
import { siteAliasFile } from '../../load/site-alias.ts';
import { BundleError, ENTRY } from './bundle-page.ts';
import { staticFileUrl } from './docusaurus-modules.ts';
import {
  loadComponentModule,
  requireForBundles,
  runCommonJs,
  type ComponentModule,
} from './component-modules.ts';

/** A compiled MDX module, run: its exports and the component modules it (and its partials) imported. */
export interface RunPage {
  exports: Record<string, unknown>;
  modules: ComponentModule[];
}

/**
 * Runs a page's compiled MDX on the server without bundling it: its imports are loaded first (React from
 * docgen, markdown partials compiled and run like the page, anything else as a component module, bundled once
 * per worker), then its code, as CommonJS, takes them from there.
 */
export async function runPageModule(params: {
  root: string;
  /** The file the code was compiled from (absolute): its imports resolve from its folder. */
  path: string;
  code: string;
  compilePartial(path: string): Promise<string>;
}): Promise<RunPage> {
  const modules: ComponentModule[] = [];
  const loaded = new Map<string, unknown>();
  for (const specifier of importedSpecifiers(params.code)) {
    if (loaded.has(specifier) || REACT_MODULE.test(specifier)) continue;
    if (/\.mdx?$/.test(specifier)) {
      const partial = await runPartial(params, specifier);
      modules.push(...partial.modules);
      loaded.set(specifier, partial.exports);
      continue;
    }
    const module = await loadComponentModule(params.root, specifier, dirname(params.path));
    modules.push(module);
    loaded.set(specifier, module.exports);
  }
  const code = await toCommonJs(params.code);
  const exports = runCommonJs(code, (specifier) => {
    if (loaded.has(specifier)) return loaded.get(specifier);
    const url = staticFileUrl(params.root, specifier);
    return url === undefined ? requireForBundles(specifier) : { __esModule: true, default: url };
  });
  return { exports: exports as Record<string, unknown>, modules };
}

/** The module as CommonJS; a mistake in the page's own code (an export declared twice) fails at its line. */
async function toCommonJs(module: string): Promise<string> {
  try {
    const options = { format: 'cjs', loader: 'js', target: 'node20', sourcefile: ENTRY } as const;
    return (await transform(module, options)).code;
  } catch (error) {
    const messages = (error as { errors?: unknown }).errors;
    if (Array.isArray(messages)) throw new BundleError(messages as BundleError['messages']);
    throw error;
  }
}

async function runPartial(params: Parameters<typeof runPageModule>[0], specifier: string): Promise<RunPage> {
  const path = resolvePartial(params.root, params.path, specifier);
  return runPageModule({ ...params, path, code: await params.compilePartial(path) });
}

/** The partial's file; one that does not exist fails like any import that does not resolve. */
function resolvePartial(root: string, from: string, specifier: string): string {
  const aliased = siteAliasFile(root, specifier);
  const path = aliased === undefined ? resolve(dirname(from), specifier) : join(root, aliased);
  if (existsSync(path)) return path;
  throw new BundleError([
    {
      id: '',
      pluginName: '',
      text: `Could not resolve "${specifier}": the partial ${path} does not exist.`,
      location: {
        file: ENTRY,
        namespace: '',
        line: 1,
        column: 0,
        length: 0,
        lineText: `'${specifier}'`,
        suggestion: '',
      },
      notes: [],
      detail: undefined,
    },
  ]);
}

const REACT_MODULE = /^(?:react|react-dom)(?:\/[\w/-]+)?$/;

/** The modules an ES module imports (MDX writes each import on a line of its own). */
function importedSpecifiers(code: string): string[] {
  return [...code.matchAll(/^import[^'"\n]*(['"])([^'"\n]+)\1/gm)].map((match) => match[2] as string);
}
