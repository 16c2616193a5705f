import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

/**
 * The languages docs use. A fixed, small set keeps start-up fast on every worker; anything else is shown as
 * plain text rather than loading grammars on demand.
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

/** One highlighter per thread, created on first use. */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [cssVariablesTheme],
    langs: Object.values(LANGUAGES).map((load) => load()),
    // Oniguruma (WASM) compiles the big grammars (TypeScript, bash) about 3× faster than the JavaScript engine.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return highlighter;
}

/** Names and aliases of each highlighter's languages: shiki builds a new list on every call. */
const loadedLanguages = new WeakMap<HighlighterCore, ReadonlySet<string>>();

/** The grammar name for a fence language, or undefined when we show it as plain text. */
export function resolveLanguage(h: HighlighterCore, lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  let loaded = loadedLanguages.get(h);
  if (!loaded) {
    loaded = new Set(h.getLoadedLanguages());
    loadedLanguages.set(h, loaded);
  }
  const normalized = lang.toLowerCase();
  return loaded.has(normalized) ? normalized : undefined;
}
