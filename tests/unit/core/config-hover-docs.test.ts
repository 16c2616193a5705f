import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What an editor shows on hover in `site.config.ts`: the TypeScript language service on a config written with
 * `defineConfig`, against the real schema. Checks that the schema's JSDoc reaches the writer's type through zod.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const CONFIG = join(ROOT, 'hover.config.ts');
const CONFIG_SOURCE = `import { defineConfig } from './core/config/define-config.ts';
import type { SiteConfigInput } from './core/config/schema.ts';
export const every: SiteConfigInput = undefined!;
export default defineConfig({
  title: 'x',
  tagline: 'x',
  navbar: {
    title: 'x',
    items: [
      { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Status', href: 'https://x.example' }] },
    ],
  },
  docs: { onBrokenAnchors: 'throw' },
  signIn: {
    orgID: 'x',
    registration: { mode: 'domains', domains: ['x.example'] },
    formConfiguration: { storeLastHandle: true },
  },
});
`;

let service: ts.LanguageService;

beforeAll(() => {
  const configPath = join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [CONFIG],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      if (file === CONFIG) return ts.ScriptSnapshot.fromString(CONFIG_SOURCE);
      return ts.sys.fileExists(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined;
    },
    getCurrentDirectory: () => ROOT,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => file === CONFIG || ts.sys.fileExists(file),
    readFile: (file) => (file === CONFIG ? CONFIG_SOURCE : ts.sys.readFile(file)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  };
  service = ts.createLanguageService(host);
}, 60_000);

/** The hover documentation of the `nth` occurrence of `key:` in the config. */
function hoverDocs(key: string, nth = 0): string {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = CONFIG_SOURCE.indexOf(`${key}:`, at + 1);
  if (at < 0) throw new Error(`"${key}:" is not in the test config`);
  const info = service.getQuickInfoAtPosition(CONFIG, at);
  return ts.displayPartsToString(info?.documentation);
}

/** Every key of `SiteConfigInput`, nested ones and those of each union member included, with its docs. */
function everyKeyWithDocs(): { path: string; docs: string }[] {
  const program = service.getProgram()!;
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(CONFIG)!;
  const every = source.statements.find(ts.isVariableStatement)!.declarationList.declarations[0]!;
  const found: { path: string; docs: string }[] = [];
  const seen = new Set<ts.Type>();
  const visit = (type: ts.Type, path: string): void => {
    const shape = checker.getNonNullableType(type);
    if (seen.has(shape)) return;
    seen.add(shape);
    if (shape.isUnion()) return shape.types.forEach((member) => visit(member, path));
    if (checker.isArrayType(shape) || checker.isTupleType(shape)) {
      return checker.getTypeArguments(shape as ts.TypeReference).forEach((element) => visit(element, path));
    }
    if (!(shape.flags & ts.TypeFlags.Object)) return;
    for (const property of shape.getProperties()) {
      const docs = ts.displayPartsToString(property.getDocumentationComment(checker));
      found.push({ path: `${path}${property.name}`, docs });
      visit(checker.getTypeOfSymbol(property), `${path}${property.name}.`);
    }
  };
  visit(checker.getTypeAtLocation(every.name), '');
  return found;
}

// Each test starts a TypeScript language service on the real schema: seconds of work, more on a busy machine.
describe('site config hover documentation', { timeout: 60_000 }, () => {
  it('documents every key of the configuration, nested and per navbar item kind', () => {
    const keys = everyKeyWithDocs();
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((key) => key.docs.trim() === '').map((key) => key.path)).toEqual([]);
  });

  it("shows a key's documentation on hover in a defineConfig({...}) literal", () => {
    expect(hoverDocs('title')).toContain("The site's title");
    expect(hoverDocs('tagline')).toContain('home page');
    expect(hoverDocs('onBrokenAnchors')).toContain('failed build');
    expect(hoverDocs('storeLastHandle')).toContain('Remember the last address');
    expect(hoverDocs('domains')).toContain('e-mail domains');
  });

  it('shows the documentation of the navbar item kind the literal is', () => {
    expect(hoverDocs('type')).toContain("'dropdown'");
    expect(hoverDocs('items', 1)).toContain("The menu's links");
    expect(hoverDocs('position')).toContain('navbar');
  });
});
