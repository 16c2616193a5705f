import { readFileSync } from 'node:fs';
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
