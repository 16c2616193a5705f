/**
 * The sign-in widget's first-load JavaScript (the target: under 40 KB gzip for the e-mail-link path): what a
 * signed-out reader downloads beyond the page entry to see the form, i.e. the gate runtime, the widget chunk
 * and every chunk they import statically (not the entry, not lazy chunks such as the phone input or passkeys).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../generator/build.ts';
import { createReporter } from '../generator/cli/reporter.ts';

export interface WidgetSizeRow {
  bench: 'widget';
  files: string[];
  js_gzip_kb: number;
  css_gzip_kb: number;
  target_kb: number;
}

const ROOTS = [/^runtime-.*\.js$/, /^SignInForm-.*\.js$/];
const STATIC_IMPORT = /(?:^|[;\s])import\s*(?:[\w${},*][\w${},*\s]*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;

async function gzipKb(path: string): Promise<number> {
  return gzipSync(await readFile(path), { level: 9 }).length / 1024;
}

export async function benchWidgetSize(buildDir = 'build'): Promise<WidgetSizeRow> {
  const assets = join(buildDir, 'assets');
  const names = await readdir(assets);
  const queue = names.filter((name) => ROOTS.some((root) => root.test(name)));
  if (queue.length < ROOTS.length)
    throw new Error(`No widget chunks in ${assets}: run \`docgen build\` first.`);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name) || name.startsWith('entry-')) continue;
    seen.add(name);
    const code = await readFile(join(assets, name), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) if (match[1]) queue.push(match[1]);
  }
  const files = [...seen].sort();
  let js = 0;
  for (const file of files) js += await gzipKb(join(assets, file));
  let css = 0;
  for (const file of names.filter((name) => /^SignInForm-.*\.css$/.test(name)))
    css += await gzipKb(join(assets, file));
  return { bench: 'widget', files, js_gzip_kb: round(js), css_gzip_kb: round(css), target_kb: 40 };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Builds the real site (this repository's root) into a temporary directory and measures it. */
export async function benchWidget(): Promise<WidgetSizeRow> {
  const outDir = await mkdtemp(join(tmpdir(), 'docgen-bench-widget-'));
  try {
    await buildSite({ root: '.', outDir, reporter: createReporter() });
    return await benchWidgetSize(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const row = process.argv[2] ? await benchWidgetSize(process.argv[2]) : await benchWidget();
  process.stdout.write(`${JSON.stringify(row)}\n`);
}
