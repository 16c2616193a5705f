/**
 * The configuration reference, generated: every key of `site.config.ts` with its type and default (read from the
 * zod schema as it runs) and its documentation (the JSDoc on the key in `core/config/schema.ts` or the file of
 * `core/config/schema/` it imports the key's part from: the text editors show on hover). The schema's values and
 * its source are walked side by side, following the source's imports, so each key meets its own comment.
 */
import { join } from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import { siteConfigSchema } from '../../core/config/schema.ts';
import { jsdocOf, jsdocTag, moduleConsts } from './jsdoc.ts';
import { escapeText } from './markdown.ts';

type Node = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Node;
  in?: Node;
  shape?: Record<string, Node>;
  element?: Node;
  options?: Node[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: Node;
  items?: Node[];
  defaultValue?: unknown;
  format?: string;
}

export interface KeyDoc {
  path: string;
  type: string;
  /** The default as the page shows it. */
  default: string;
  /** The value the schema fills in when the key is left out (absent: none, or an object of defaults). */
  defaultValue?: unknown;
  /** The key's `@default` tag, as written. */
  defaultTag?: string;
  doc: string;
}

const defOf = (node: Node) => node._zod.def as unknown as Def;

/** Wrappers that keep their schema inside (defaults, optionals, a transform's input). */
function unwrap(node: Node): Node {
  const def = defOf(node);
  const inner = def.innerType ?? def.in;
  return inner ? unwrap(inner) : node;
}

function typeText(node: Node): string {
  const def = defOf(unwrap(node));
  switch (def.type) {
    case 'string':
      return def.format === 'url' ? 'URL' : 'string';
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((value) => JSON.stringify(value))
        .join(' | ');
    case 'literal':
      return (def.values ?? []).map((value) => JSON.stringify(value)).join(' | ');
    case 'array': {
      const element = typeText(def.element!);
      return element.includes(' ') ? `(${element})[]` : `${element}[]`;
    }
    case 'union': {
      const options = (def.options ?? []).map(typeText);
      return [...new Set(options)].join(' | ');
    }
    case 'record':
      return `Record<string, ${typeText(def.valueType!)}>`;
    case 'tuple':
      return `[${(def.items ?? []).map(typeText).join(', ')}]`;
    default:
      return def.type;
  }
}

function defaultValueOf(node: Node): { defaultValue?: unknown } {
  for (let current: Node | undefined = node; current; current = defOf(current).innerType) {
    const def = defOf(current);
    if (def.type === 'prefault') return {};
    if (def.type === 'default') return { defaultValue: def.defaultValue };
  }
  return {};
}

function defaultText(node: Node): string {
  for (let current: Node | undefined = node; current; current = defOf(current).innerType) {
    const def = defOf(current);
    if (def.type === 'prefault') return 'its keys’ defaults';
    if (def.type === 'default') return `\`${JSON.stringify(def.defaultValue)}\``;
    if (def.type === 'optional') return 'none (optional)';
  }
  return '**required**';
}

/** Resolves a name to the initializer of the const it stands for, in its own file or the one it is imported from. */
type Consts = (identifier: ts.Identifier) => ts.Expression | undefined;

/** A schema expression without the calls chained onto it (`.optional()`, `.default(…)`), consts resolved. */
function baseOf(expression: ts.Expression, consts: Consts): ts.Expression {
  let current = expression;
  for (;;) {
    if (
      ts.isCallExpression(current) &&
      ts.isPropertyAccessExpression(current.expression) &&
      !(ts.isIdentifier(current.expression.expression) && current.expression.expression.text === 'z')
    )
      current = current.expression.expression;
    else {
      const resolved = ts.isIdentifier(current) ? consts(current) : undefined;
      if (!resolved) return current;
      current = resolved;
    }
  }
}

/** The first argument of a `z.<name>(…)` call. */
function zArgument(expression: ts.Expression, consts: Consts): ts.Expression | undefined {
  const base = baseOf(expression, consts);
  if (!ts.isCallExpression(base)) return undefined;
  const [first, second] = base.arguments;
  // `z.discriminatedUnion('type', [...])` names its key first.
  return second && ts.isStringLiteral(first!) ? second : first;
}

/** The value schema of a `z.record(key, value)` call. */
function recordValueArgument(expression: ts.Expression, consts: Consts): ts.Expression | undefined {
  const base = baseOf(expression, consts);
  return ts.isCallExpression(base) ? base.arguments[1] : undefined;
}

/** The properties of an object schema's literal (spreads of other literals included), by name. */
function propertiesOf(expression: ts.Expression, consts: Consts): Map<string, ts.ObjectLiteralElementLike> {
  const argument = zArgument(expression, consts);
  const literal = argument && baseOf(argument, consts);
  const properties = new Map<string, ts.ObjectLiteralElementLike>();
  if (!literal || !ts.isObjectLiteralExpression(literal)) return properties;
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property))
      for (const [name, spread] of propertiesOf(
        ts.factory.createCallExpression(ts.factory.createIdentifier('z'), undefined, [property.expression]),
        consts,
      ))
        properties.set(name, spread);
    else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
      properties.set(property.name.text, property);
  }
  return properties;
}

function initializerOf(property: ts.ObjectLiteralElementLike): ts.Expression | undefined {
  if (ts.isPropertyAssignment(property)) return property.initializer;
  if (ts.isShorthandPropertyAssignment(property)) return property.name;
  return undefined;
}

/** A union member's name: the value of its literal key (`type: 'dropdown'`), else its place. */
function memberName(option: Node, index: number): string {
  const shape = defOf(unwrap(option)).shape ?? {};
  for (const [key, value] of Object.entries(shape)) {
    const def = defOf(unwrap(value));
    if (def.type === 'literal') return `${key}: ${JSON.stringify(def.values?.[0])}`;
  }
  return String(index + 1);
}

function collect(
  node: Node,
  expression: ts.Expression | undefined,
  path: string,
  consts: Consts,
  out: KeyDoc[],
): void {
  const def = defOf(unwrap(node));
  if (def.type === 'object') {
    const properties = expression ? propertiesOf(expression, consts) : new Map();
    for (const [key, child] of Object.entries(def.shape ?? {})) {
      const property = properties.get(key);
      const keyPath = path ? `${path}.${key}` : key;
      out.push({
        path: keyPath,
        type: typeText(child),
        default: defaultText(child),
        ...defaultValueOf(child),
        ...(property && jsdocTag(property, 'default') !== undefined
          ? { defaultTag: jsdocTag(property, 'default') }
          : {}),
        doc: property ? jsdocOf(property) : '',
      });
      collect(child, property && initializerOf(property), keyPath, consts, out);
    }
  } else if (def.type === 'array') {
    collect(def.element!, expression && zArgument(expression, consts), `${path}[]`, consts, out);
  } else if (def.type === 'record') {
    collect(
      def.valueType!,
      expression && recordValueArgument(expression, consts),
      `${path}.<key>`,
      consts,
      out,
    );
  } else if (def.type === 'union') {
    const argument = expression && zArgument(expression, consts);
    const members = argument && ts.isArrayLiteralExpression(argument) ? argument.elements : [];
    const objects = (def.options ?? []).filter((option) => defOf(unwrap(option)).type === 'object');
    (def.options ?? []).forEach((option, index) => {
      if (defOf(unwrap(option)).type !== 'object') return;
      // Members are told apart by their literal key: `navbar.items[type: "dropdown"]`.
      const name = memberName(option, index);
      const memberPath =
        objects.length < 2
          ? path
          : path.endsWith('[]')
            ? `${path.slice(0, -2)}[${name}]`
            : `${path}(${name})`;
      collect(option, members[index], memberPath, consts, out);
    });
  }
}

/** Every key of the site configuration, in the schema's order. */
export function configKeys(repoRoot: string): KeyDoc[] {
  const consts = moduleConsts();
  const root = consts.lookup(join(repoRoot, 'core/config/schema.ts'), 'siteConfigSchema');
  const keys: KeyDoc[] = [];
  collect(siteConfigSchema, root, '', consts.resolve, keys);
  return keys;
}

export function configReferencePage(repoRoot: string): string {
  const keys = configKeys(repoRoot);
  const lines = [
    '---',
    'title: Configuration reference',
    'description: Every key of site.config.ts, with its type and default.',
    '---',
    '',
    '<!-- Generated by `npm run docs:reference` from core/config/schema.ts: edit the JSDoc there, not this page. -->',
    '',
    'Every key of `site.config.ts`, in the order of the schema. Only `title` is required; every other key has the',
    'default shown. Editors show the same text on hover in `site.config.ts`, which exports',
    '`defineConfig({...})` by default. The file is compiled by esbuild into docgen’s cache and imported from there',
    '(a config importing a package only the site has is imported through tsx instead); a syntax error names its',
    'line and column. An unknown key fails the build with its path and the key it most likely meant (among the keys',
    'of the item’s own `type`), a wrong value with the key’s path: see [diagnostic codes](diagnostics.md).',
    'Secrets and deployment settings never go here: they come from the',
    '[environment](../operating/environment.md).',
    '',
  ];
  for (const key of keys) {
    lines.push(`${key.path.includes('.') ? '###' : '##'} \`${key.path}\``, '');
    lines.push(`Type: \`${key.type}\` · Default: ${key.default}`, '');
    if (key.doc) lines.push(escapeText(key.doc), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
