import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../', import.meta.url));
const MAKE_CORPUS = join(REPO, 'bench', 'make-corpus.mjs');
/** Where a corpus site's pages are, relative to its root: one version, one folder per section. */
export const CORPUS_DOCS = join('content', 'versioned_docs', 'version-1.0.0');

/**
 * A docgen site around a synthetic corpus of `pages` docs (`bench/make-corpus.mjs`), as one version
 * with a sidebar of one category per section. Sites live in `bench/.sites/` so their config reaches docgen's
 * schema by a fixed relative path.
 */
export async function corpusSite(pages: number): Promise<string> {
  const root = join(REPO, 'bench', '.sites', `corpus-${pages}`);
  if (existsSync(join(root, 'site.config.ts'))) return root;
  await rm(root, { recursive: true, force: true });
  const raw = join(root, 'raw');
  execFileSync(process.execPath, [MAKE_CORPUS, '--pages', String(pages), '--out', raw], { stdio: 'ignore' });
  const docs = join(root, CORPUS_DOCS);
  await mkdir(join(root, 'content', 'versioned_sidebars'), { recursive: true });
  await mkdir(join(root, 'content', 'versioned_docs'), { recursive: true });
  await rename(join(raw, 'docs'), docs);
  await rm(raw, { recursive: true, force: true });
  const sections = (await readdir(docs)).filter((d) => d.startsWith('section-')).sort();
  const items = [];
  for (const section of sections) {
    const files = (await readdir(join(docs, section))).filter((f) => f.endsWith('.md')).sort(byNumber);
    items.push({
      type: 'category',
      label: section,
      items: files.map((f) => `${section}/${f.replace(/\.md$/, '')}`),
    });
  }
  const first = `/docs/${items[0]?.items[0] ?? ''}`;
  await writeFile(
    join(root, 'content', 'versioned_sidebars', 'version-1.0.0-sidebars.json'),
    JSON.stringify({ solutionSidebar: items }),
  );
  await writeFile(join(root, 'versions.json'), '["1.0.0"]\n');
  await writeFile(join(root, 'site.config.ts'), siteConfig(first));
  return root;
}

/** A fresh copy of a test fixture site (`tests/fixtures/<name>`), beside the corpora and as deep. */
export async function fixtureSite(name: string): Promise<string> {
  const root = join(REPO, 'bench', '.sites', name);
  await rm(root, { recursive: true, force: true });
  await cp(join(REPO, 'tests', 'fixtures', name), root, { recursive: true });
  return root;
}

function byNumber(a: string, b: string): number {
  return Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]);
}

function siteConfig(firstDoc: string): string {
  return `import { defineConfig } from '../../../core/config/define-config.ts';

export default defineConfig({
  title: 'Benchmark corpus',
  tagline: 'Synthetic documentation',
  productName: 'Corpus',
  url: 'https://corpus.example',
  baseUrl: '/',
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', calendar: 'gregory' } } },
  navbar: { title: 'Corpus', items: [{ type: 'default', label: 'Documentation', to: '${firstDoc}', position: 'left' }] },
  footer: { links: [], copyright: 'Benchmark' },
  signIn: { orgID: 'bench' },
});
`;
}
