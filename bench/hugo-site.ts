import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_DOCS } from './corpus-site.ts';

/** The `hugo` command, when it is installed (Debian: `apt-get install hugo`). */
export const HUGO = spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0 ? 'hugo' : undefined;

/**
 * A Hugo site of a corpus site's pages (their front matter and markdown are Hugo's too), in a temporary
 * directory: each page in a layout that, like docgen's, lists every page beside the content and the page's
 * table of contents above it; code is highlighted as Hugo does by default.
 */
export async function hugoSite(corpusRoot: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docgen-bench-hugo-'));
  const from = join(corpusRoot, CORPUS_DOCS);
  for (const section of (await readdir(from)).filter((name) => name.startsWith('section-'))) {
    await cp(join(from, section), join(dir, 'content', 'docs', section), { recursive: true });
    // A folder is a section of Hugo's (listed by the layout) only with an index page.
    await writeFile(join(dir, 'content', 'docs', section, '_index.md'), `---\ntitle: ${section}\n---\n`);
  }
  await cp(join(from, 'assets'), join(dir, 'static', 'assets'), { recursive: true });
  await writeFile(join(dir, 'content', 'docs', '_index.md'), '---\ntitle: Docs\n---\n');
  await mkdir(join(dir, 'layouts', '_default'), { recursive: true });
  await writeFile(
    join(dir, 'hugo.toml'),
    `baseURL = "https://corpus.example/"\ntitle = "Benchmark corpus"\n`,
  );
  await writeFile(join(dir, 'layouts', '_default', 'baseof.html'), BASE);
  await writeFile(join(dir, 'layouts', '_default', 'single.html'), SINGLE);
  await writeFile(join(dir, 'layouts', '_default', 'list.html'), LIST);
  return dir;
}

const BASE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body>
<nav>{{ range .Site.Sections }}{{ range .Sections }}<h2>{{ .Title }}</h2><ul>{{ range .Pages.ByWeight }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}{{ end }}</nav>
<main>{{ block "main" . }}{{ end }}</main>
</body></html>
`;

const SINGLE = `{{ define "main" }}<h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}{{ end }}
`;

const LIST = `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
`;
