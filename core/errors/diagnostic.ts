/**
 * A problem found in a site's content or configuration. The build collects them, prints them grouped by file
 * and fails once with counts, so every check reports through this one shape.
 */
export interface Diagnostic {
  /** Permanent name of the kind of problem (the list below); tools and tests may match on it. */
  code: DiagnosticCode;
  severity: 'error' | 'warning';
  /** What happened, in one sentence. */
  message: string;
  /** What to do about it. */
  hint?: string;
  /** Path relative to the site root. */
  file?: string;
  line?: number;
  column?: number;
  /** A few source lines around `line`, with a caret under `column`. */
  frame?: string;
}

export type DiagnosticCode =
  | 'config-invalid'
  | 'config-unknown-key'
  | 'config-load-failed'
  /** A translation JSON file that is not `{ key: { message } }`. */
  | 'translation-invalid'
  | 'front-matter-invalid'
  /** A front matter value of the wrong type (`sidebar_position: two`). */
  | 'front-matter-value-invalid'
  /** A front matter key docgen and Docusaurus do not know, often a typo (`sidebar_postion`). */
  | 'front-matter-unknown-key'
  | 'file-not-utf8'
  | 'file-empty'
  | 'versions-invalid'
  | 'version-folder-missing'
  | 'sidebar-invalid'
  | 'sidebar-doc-missing'
  | 'category-invalid'
  | 'doc-id-invalid'
  | 'doc-id-duplicate'
  | 'pagination-doc-missing'
  | 'front-matter-unsupported'
  | 'duplicate-route'
  | 'navbar-item-broken'
  | 'markdown-link-broken'
  /** An image the markdown shows whose file does not exist. */
  | 'image-missing'
  /** A `content/i18n/<locale>/code.json` that is not translations as Docusaurus writes them. */
  | 'translations-invalid'
  /** A `content/i18n/<locale>/docgen-mail.json` with a key or text the sign-in messages cannot use. */
  | 'mail-texts-invalid'
  /** A `:::tip` (or any `:::` directive) never closed: it takes in the rest of the page. */
  | 'directive-unclosed'
  /** A `:::name` that is no admonition. */
  | 'directive-unknown'
  /** A `:::` line that closes nothing. */
  | 'directive-stray-fence'
  /** MDX docgen does not render (an export, an import of code, an unknown component): left out, content kept. */
  | 'mdx-unsupported'
  /** MDX written wrongly (an unclosed tag, a TabItem without a value, a missing partial). */
  | 'mdx-invalid'
  /** A site's component threw while its page was rendered (MDX compiled for real). */
  | 'mdx-component-failed'
  | 'link-broken'
  | 'anchor-broken'
  | 'blog-author-missing'
  | 'blog-authors-mixed'
  | 'blog-tag-undefined'
  | 'data-file-invalid'
  | 'render-failed'
  /** A page lists pages of more different private-path rules than are rendered as variants of it. */
  | 'too-many-audiences'
  | 'page-timeout'
  /** A `theme.customCss` stylesheet that is missing or does not parse. */
  | 'custom-css-invalid'
  | 'dev-build-failed'
  | 'version-name-invalid'
  | 'version-exists'
  | 'docs-instance-unknown';

/** Thrown when a stage cannot go on; carries every diagnostic found so far. */
export class DiagnosticsError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(`${diagnostics.length} problem(s) found`);
    this.name = 'DiagnosticsError';
    this.diagnostics = diagnostics;
  }
}

export function isDiagnosticsError(error: unknown): error is DiagnosticsError {
  return error instanceof DiagnosticsError;
}

export function errorsOf(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error');
}

/** Diagnostics in the order of where they are: by file, then line, then column (the site's own first). */
export function byLocation(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Human location `file:line:column`, as much as is known. */
export function locationOf(d: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!d.file) return '';
  if (d.line === undefined) return d.file;
  return d.column === undefined ? `${d.file}:${d.line}` : `${d.file}:${d.line}:${d.column}`;
}

/** A short code frame around a 1-based line, used by content diagnostics. */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
