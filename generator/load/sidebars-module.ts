import { join } from 'node:path';
import { isFile } from './walk.ts';
import { evaluateModule } from './evaluate-module.ts';

/** The unreleased docs' sidebars file, as Docusaurus names it: JSON, or a module whose default export they are. */
const SIDEBAR_EXTENSIONS = ['json', 'js', 'ts', 'mjs', 'cjs'];

/** The first `<baseName>.(json|js|ts|mjs|cjs)` in `dir`, by extension (`sidebars.json` for the main docs). */
export async function findSidebarsFile(dir: string, baseName = 'sidebars'): Promise<string | undefined> {
  for (const extension of SIDEBAR_EXTENSIONS) {
    const name = `${baseName}.${extension}`;
    if (await isFile(join(dir, name))) return name;
  }
  return undefined;
}

export type EvaluatedSidebars = { ok: true; sidebars: unknown } | { ok: false; reason: string };

/**
 * The sidebars a `sidebars.js` / `sidebars.ts` makes (CommonJS `module.exports` or ESM `export default`). The
 * file is the writer's own code, run as Docusaurus runs it: compiled by esbuild and imported by Node. Sidebars
 * holding functions (a custom item generator) cannot become the JSON a version keeps, and are refused.
 */
export async function evaluateSidebarsModule(path: string): Promise<EvaluatedSidebars> {
  const evaluated = await evaluateModule(path);
  if (!evaluated.ok) return { ok: false, reason: `it cannot be evaluated (${evaluated.reason})` };
  const notData = notJson(evaluated.value);
  if (notData !== undefined) return { ok: false, reason: `${notData} is not plain data` };
  return { ok: true, sidebars: withoutHoles(evaluated.value) };
}

/**
 * The value with the holes of its arrays left out (`['a', , 'b']`, a stray comma): Docusaurus skips them, and
 * JSON would write them as `null` items.
 */
function withoutHoles(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter(() => true).map(withoutHoles);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutHoles(item)]));
}

/** The first value in `value` that JSON cannot hold (a function, `undefined`), by its path; none: undefined. */
function notJson(value: unknown, path = 'sidebars'): string | undefined {
  if (typeof value === 'function' || typeof value === 'undefined' || typeof value === 'symbol') return path;
  if (typeof value === 'bigint') return path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = notJson(item, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}
