import {
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  type LanguageRegistration,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

/**
 * The languages docs use: a fixed, small set, each registered on the highlighter when a block first needs it (see
 * `highlighterFor`); anything else is shown as plain text rather than importing any of shiki's other grammars.
 */
const LANGUAGES = {
  bash: () => import('@shikijs/langs/bash'),
  css: () => import('@shikijs/langs/css'),
  csv: () => import('@shikijs/langs/csv'),
  diff: () => import('@shikijs/langs/diff'),
  docker: () => import('@shikijs/langs/docker'),
  html: () => import('@shikijs/langs/html'),
  http: () => import('@shikijs/langs/http'),
  ini: () => import('@shikijs/langs/ini'),
  java: () => import('@shikijs/langs/java'),
  javascript: () => import('@shikijs/langs/javascript'),
  json: () => import('@shikijs/langs/json'),
  jsx: () => import('@shikijs/langs/jsx'),
  markdown: () => import('@shikijs/langs/markdown'),
  python: () => import('@shikijs/langs/python'),
  sql: () => import('@shikijs/langs/sql'),
  toml: () => import('@shikijs/langs/toml'),
  tsx: () => import('@shikijs/langs/tsx'),
  typescript: () => import('@shikijs/langs/typescript'),
  xml: () => import('@shikijs/langs/xml'),
  yaml: () => import('@shikijs/langs/yaml'),
};

/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`, …): code is tokenized once and the theme's
 * stylesheet gives the light and dark colours. Two real themes would tokenize every block twice.
 */
export const CODE_THEME = 'css-variables';
const cssVariablesTheme = createCssVariablesTheme({
  name: CODE_THEME,
  variablePrefix: '--shiki-',
  fontStyle: true,
});

let highlighter: Promise<HighlighterCore> | undefined;

/**
 * One highlighter per thread, created on first use, with its grammars registered as code needs them (see
 * `highlighterFor`): registering the twenty took about 0.4 s of CPU on each worker of every build, where a site's
 * code uses a few.
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [cssVariablesTheme],
    langs: [],
    // Oniguruma (WASM) compiles the big grammars (TypeScript, bash) about 3× faster than the JavaScript engine.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighter;
}

let catalog: Promise<ReadonlyMap<string, LanguageRegistration[]>> | undefined;

/**
 * Each name and alias the languages' modules register (lower case) → the grammars to register for it. A module
 * of one grammar that embeds none is registered alone; any other (HTML, HTTP, markdown and XML, whose grammars
 * include others') registers every module, as all were before: a block's tokens never depend on which grammars
 * the blocks before it registered.
 */
function languageCatalog(): Promise<ReadonlyMap<string, LanguageRegistration[]>> {
  catalog ??= Promise.all(Object.values(LANGUAGES).map(async (load) => (await load()).default)).then(
    (modules) => {
      const every = modules.flat();
      const byName = new Map<string, LanguageRegistration[]>();
      for (const grammars of modules) {
        const needed = grammars.length === 1 && !embedsOthers(grammars[0]) ? grammars : every;
        for (const name of grammars.flatMap((g) => [g.name, ...(g.aliases ?? [])])) {
          const known = byName.get(name);
          if (!known || needed.length < known.length) byName.set(name, needed);
        }
      }
      return byName;
    },
  );
  return catalog;
}

function embedsOthers(grammar: LanguageRegistration | undefined): boolean {
  return (grammar?.embeddedLangs?.length ?? 0) + (grammar?.embeddedLangsLazy?.length ?? 0) > 0;
}

/**
 * The thread's highlighter, ready for a fence's language: `grammar` is the grammar's name, or undefined when we
 * show the language as plain text.
 */
export async function highlighterFor(
  lang: string | undefined,
): Promise<{ h: HighlighterCore; grammar: string | undefined }> {
  const h = await getHighlighter();
  if (!lang) return { h, grammar: undefined };
  const grammar = lang.toLowerCase();
  const grammars = (await languageCatalog()).get(grammar);
  if (!grammars) return { h, grammar: undefined };
  if (!registered.has(grammars)) {
    await h.loadLanguage(...grammars);
    registered.add(grammars);
  }
  return { h, grammar };
}

/** The catalog's grammar lists registered on the thread's highlighter: shiki walks all it has at each call. */
const registered = new Set<LanguageRegistration[]>();
