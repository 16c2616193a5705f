import type { Root } from 'mdast';
import type { DiagnosticCode } from '../../../core/errors/diagnostic.ts';
import type { FileData } from '../context.ts';
import type { SourcePoint } from './mdx-nodes.ts';

/** What a component name stands for on a page: a docgen component, a partial, or something docgen cannot render. */
export type ComponentRef =
  | { kind: 'tabs' | 'tabItem' | 'tocInline' }
  | { kind: 'partial'; file: string }
  | { kind: 'missingPartial' }
  | { kind: 'unsupported'; source: string };

/**
 * One text being read as MDX: a page's body, a partial's body, or a piece of either between JSX tags. Node
 * offsets point into `source`; `locate` turns a point of `source` into a line and column of the file's body.
 */
export interface MdxScope {
  source: string;
  /** The file the text was written in (relative to the site root) and the line its body starts on. */
  file: string;
  bodyLine: number;
  locate(point: SourcePoint): SourcePoint;
  /** Component names the file may use: the built-in ones and what it imported. */
  names: Map<string, ComponentRef>;
  /** The partials being included, outermost first: a partial including itself again is an error. */
  including: readonly string[];
}

/** What every scope of one page shares. */
export interface MdxPage {
  root: string;
  data: FileData;
  parse(text: string): Root;
  /** Numbers the page's tab sets, for unique ids. */
  nextTabsId(): number;
}

export function builtInNames(): Map<string, ComponentRef> {
  return new Map<string, ComponentRef>([
    ['Tabs', { kind: 'tabs' }],
    ['TabItem', { kind: 'tabItem' }],
    ['TOCInline', { kind: 'tocInline' }],
  ]);
}

/** The scope of a page's own body: its file, the built-in component names, nothing being included. */
export function pageScope(source: string, data: FileData): MdxScope {
  return {
    source,
    file: data.input.file,
    bodyLine: data.input.bodyLine,
    locate: (point) => point,
    names: builtInNames(),
    including: [],
  };
}

/** A warning at a point of the scope's text, with the file and line the writer sees. */
export function warnAt(
  page: MdxPage,
  scope: MdxScope,
  at: SourcePoint,
  code: Extract<DiagnosticCode, 'mdx-unsupported' | 'mdx-invalid'>,
  message: string,
  hint?: string,
): void {
  page.data.diagnostics.push({
    code,
    severity: 'warning',
    file: scope.file,
    line: at.line + scope.bodyLine - 1,
    column: at.column,
    message,
    ...(hint ? { hint } : {}),
  });
}

/** The point `index` characters into `text`, which starts at `start` (same coordinates as `start`). */
export function pointIn(text: string, index: number, start: SourcePoint): SourcePoint {
  const before = text.slice(0, index);
  const lineBreak = before.lastIndexOf('\n');
  const lines = before.split('\n').length - 1;
  return lines === 0
    ? { line: start.line, column: start.column + index }
    : { line: start.line + lines, column: index - lineBreak };
}
