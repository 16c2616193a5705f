import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { siteAliasFile } from '../../load/site-alias.ts';
import type { SourcePoint } from './mdx-nodes.ts';
import { pointIn, warnAt, type ComponentRef, type MdxPage, type MdxScope } from './mdx-scope.ts';

/**
 * MDX's `import` / `export` lines. CommonMark reads them as a paragraph; only one at the top level of a file that
 * starts like a statement is taken as one (prose rarely starts with a lowercase `import x from`).
 */
const ESM_START =
  /^(?:import\s*(?:[\w$*{]|['"])|export\s+(?:const|let|var|function|async|class|default|type|interface)\b|export\s*[{*])/;
/** Matched against trimmed statements. */
const DEFAULT_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s*(['"])([^'"]+)\2;?$/;
const IMPORT_SOURCE = /\bfrom\s*(['"])([^'"]+)\1;?$|^import\s*(['"])([^'"]+)\3/;

/** How Docusaurus docs import the components docgen renders itself. */
const THEME_COMPONENTS: Record<string, ComponentRef> = {
  '@theme/Tabs': { kind: 'tabs' },
  '@theme/TabItem': { kind: 'tabItem' },
  '@theme/TOCInline': { kind: 'tocInline' },
};

/**
 * Takes the file's import and export statements out of its tree: theme components and markdown partials
 * (`import Intro from './_intro.md'`) are named in the scope; anything else warns: a page whose MDX compiles never
 * comes here with it (see `../mdx-compile/detect.ts`).
 */
export function takeEsm(tree: Root, scope: MdxScope, page: MdxPage): void {
  tree.children = tree.children.filter((node) => {
    const esm = esmTextOf(node, scope);
    if (esm === undefined) return true;
    for (const statement of statementsOf(esm.text)) {
      readStatement(
        statement.text.trim(),
        scope.locate(pointIn(esm.text, statement.start, esm.start)),
        scope,
        page,
      );
    }
    return false;
  });
}

function esmTextOf(node: RootContent, scope: MdxScope): { text: string; start: SourcePoint } | undefined {
  const position = node.position;
  if (node.type !== 'paragraph' || position?.start.offset === undefined) return undefined;
  const text = scope.source.slice(position.start.offset, position.end.offset);
  return ESM_START.test(text) ? { text, start: position.start } : undefined;
}

/** Each statement starts a line with `import` or `export`; the lines after it until the next one continue it. */
function statementsOf(text: string): { text: string; start: number }[] {
  const statements: { text: string; start: number }[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const last = statements[statements.length - 1];
    if (!last || /^(import|export)\b/.test(line)) statements.push({ text: line, start: offset });
    else last.text += `\n${line}`;
    offset += line.length + 1;
  }
  return statements;
}

function readStatement(statement: string, at: SourcePoint, scope: MdxScope, page: MdxPage): void {
  if (statement.startsWith('export')) {
    warnAt(
      page,
      scope,
      at,
      'mdx-unsupported',
      `MDX export "${firstLine(statement)}" is left out: the page's MDX does not compile, so it is shown as markdown.`,
      'Fix the MDX where it does not parse; the export then works.',
    );
    return;
  }
  const defaultImport = DEFAULT_IMPORT.exec(statement);
  const source = defaultImport?.[3] ?? sourceOf(statement);
  const theme = source === undefined ? undefined : THEME_COMPONENTS[source];
  if (theme) {
    if (defaultImport?.[1]) scope.names.set(defaultImport[1], theme);
    return;
  }
  if (defaultImport?.[1] && source && /\.mdx?$/.test(source)) {
    scope.names.set(defaultImport[1], partialRef(source, at, scope, page));
    return;
  }
  for (const local of importedNames(statement))
    scope.names.set(local, { kind: 'unsupported', source: source ?? statement });
  warnAt(
    page,
    scope,
    at,
    'mdx-unsupported',
    `MDX import "${firstLine(statement)}" is left out: the page's MDX does not compile, so it is shown as markdown.`,
    'Fix the MDX where it does not parse; the import then works.',
  );
}

function partialRef(source: string, at: SourcePoint, scope: MdxScope, page: MdxPage): ComponentRef {
  const file =
    siteAliasFile(page.root, source) ?? posix.normalize(posix.join(posix.dirname(scope.file), source));
  if (existsSync(join(page.root, file))) return { kind: 'partial', file };
  warnAt(
    page,
    scope,
    at,
    'mdx-invalid',
    `The imported partial "${source}" does not exist.`,
    `Create ${file}.`,
  );
  return { kind: 'missingPartial' };
}

function sourceOf(statement: string): string | undefined {
  const match = IMPORT_SOURCE.exec(statement);
  return match?.[2] ?? match?.[4];
}

/** The local names an import binds: `A`, `{B, C as D}`, `* as E`. */
function importedNames(statement: string): string[] {
  const from = statement.lastIndexOf(' from');
  const words = statement.slice('import'.length, from < 0 ? 0 : from).match(/[\w$]+|\*/g) ?? [];
  // A name followed by `as` is renamed: the name after `as` is the one bound.
  return words.filter(
    (word, index) => word !== 'as' && word !== 'type' && word !== '*' && words[index + 1] !== 'as',
  );
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line === text ? line : `${line} …`;
}
