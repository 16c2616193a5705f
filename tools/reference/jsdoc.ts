import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** A TypeScript file's syntax (no type checking: it reads in milliseconds). */
export function parseSource(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The lines of the `/** … *\/` comment right before `node`, without its stars; [] when there is none. */
function jsdocLines(node: ts.Node): string[] {
  const source = node.getSourceFile().text;
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const doc = ranges.filter((range) => source.startsWith('/**', range.pos)).at(-1);
  if (!doc) return [];
  return source
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter((line) => line !== '');
}

/** The text of the JSDoc comment right before `node`, without its tags (`@default …`); '' when there is none. */
export function jsdocOf(node: ts.Node): string {
  const lines = jsdocLines(node);
  const firstTag = lines.findIndex((line) => line.startsWith('@'));
  return (firstTag < 0 ? lines : lines.slice(0, firstTag)).join(' ');
}

/**
 * The text of a tag (`@default 'light'` → `'light'`) of the JSDoc comment right before `node`, with the lines
 * that continue it up to the next tag.
 */
export function jsdocTag(node: ts.Node, tag: string): string | undefined {
  const lines = jsdocLines(node);
  const start = lines.findIndex((text) => text.startsWith(`@${tag} `));
  if (start < 0) return undefined;
  const next = lines.findIndex((text, index) => index > start && text.startsWith('@'));
  const text = lines.slice(start, next < 0 ? undefined : next).join(' ');
  return text.slice(tag.length + 2).trim();
}

/** The initializers of a file's top-level `const` declarations, by name. */
export function constsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        consts.set(declaration.name.text, declaration.initializer);
    }
  }
  return consts;
}

/** What a name of a file's top level stands for: its own `const`'s initializer, or an import of another file's. */
type Binding = ts.Expression | { file: string; name: string };

/**
 * The `const`s a module's names stand for, across files: a name is looked up among its file's top-level consts,
 * then followed through the file's relative `import { … }` to the file that declares it (as far as imports go).
 * Files are read by syntax only, each once.
 */
export function moduleConsts() {
  const scopes = new Map<string, Map<string, Binding>>();
  const scopeOf = (file: string): Map<string, Binding> => {
    let scope = scopes.get(file);
    if (scope) return scope;
    const source = parseSource(file);
    scope = new Map<string, Binding>(constsOf(source));
    for (const [name, imported] of relativeImportsOf(source)) scope.set(name, imported);
    scopes.set(file, scope);
    return scope;
  };
  const lookup = (file: string, name: string): ts.Expression | undefined => {
    const binding = scopeOf(file).get(name);
    return binding && 'file' in binding ? lookup(binding.file, binding.name) : binding;
  };
  return {
    /** The initializer of the const `name` of `file` (an absolute path), or of the const it imports as `name`. */
    lookup,
    /** The initializer of the const an identifier names, in the file it is written in. */
    resolve: (identifier: ts.Identifier) => lookup(identifier.getSourceFile().fileName, identifier.text),
  };
}

/** A file's relative value imports (`import { a, b as c } from './x.ts'`): the local name → file and name. */
function relativeImportsOf(source: ts.SourceFile): Map<string, { file: string; name: string }> {
  const imports = new Map<string, { file: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (
      !specifier.startsWith('.') ||
      statement.importClause?.isTypeOnly ||
      !bindings ||
      !ts.isNamedImports(bindings)
    )
      continue;
    const file = join(dirname(source.fileName), specifier);
    for (const element of bindings.elements)
      if (!element.isTypeOnly)
        imports.set(element.name.text, { file, name: (element.propertyName ?? element.name).text });
  }
  return imports;
}
