import type { Diagnostic } from '../../../core/errors/diagnostic.ts';

/** How a bundle error about a third-party theme's component ends (see `bundle-page.ts`). */
export const UNSUPPORTED_THEME = 'a Docusaurus theme docgen does not support';

const THEME_ERROR = new RegExp(`^"(@theme/[^"]+)" comes from (\\S+), ${UNSUPPORTED_THEME}\\.$`);

/**
 * The errors of pages importing a third-party theme's components, one per theme: a theme that generates pages
 * (an API reference of hundreds) would otherwise report each page, and the one fix is about the theme.
 */
export function oneErrorPerTheme(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const byTheme = new Map<string, { first: Diagnostic; components: Set<string>; files: Set<string> }>();
  const others: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const match = THEME_ERROR.exec(diagnostic.message);
    if (!match?.[1] || !match[2]) {
      others.push(diagnostic);
      continue;
    }
    const group = byTheme.get(match[2]) ?? { first: diagnostic, components: new Set(), files: new Set() };
    group.components.add(match[1]);
    if (diagnostic.file) group.files.add(diagnostic.file);
    byTheme.set(match[2], group);
  }
  const grouped = [...byTheme].map(([theme, { first, components, files }]): Diagnostic => {
    const names = [...components].sort();
    const pages = files.size === 1 ? 'This page uses' : `${files.size} pages use (this one first)`;
    return {
      ...first,
      message: `${pages} components of the Docusaurus theme ${theme} (${names.join(', ')}): ${UNSUPPORTED_THEME}.`,
      hint: `Remove ${theme}'s pages, or give the site its own component for each: src/theme/${names[0]?.slice('@theme/'.length) ?? ''}.js, ….`,
    };
  });
  return [...grouped, ...others];
}
